// Loaders beyond the module data. Not re-exported from src/module/index.ts:
// the visitor bundle takes only what it imports (streams and modals load on demand).
export * from './ajax';
export * from './config';
export * from './form';
export * from './http';
export * from './ids';
export * from './modal';
export * from './module';
export * from './repair';
export * from './request-id';
export * from './rest';
export * from './sources';
export * from './stream';
export * from './target';
