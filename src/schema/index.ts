export * from './frame';
export * from './layer';
export * from './slide';
export * from './module';
export * from './modules-list';
