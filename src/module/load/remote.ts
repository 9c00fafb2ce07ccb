// The module data sources that go over the network (REST, admin-ajax, a .json file) and the page
// configuration they read, in a chunk of their own (module/fetch): the first module of a page has
// its data inlined, so a page like the slider demo never downloads them.
export { readPageConfig } from './config';
export { loadModuleData } from './module';
