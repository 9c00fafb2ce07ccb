// Every normalisation rule (spec section 5), one per file. The visitor
// runtime imports module-view.ts directly; this barrel is for the editor and tests.
export * from './accessibility';
export * from './carousel';
export * from './context';
export * from './filters';
export * from './grid';
export * from './ids';
export * from './layer';
export * from './links';
export * from './media';
export * from './module';
export * from './module-view';
export * from './reply';
export * from './slide';
export * from './tags';
export * from './text';
export * from './unset';
