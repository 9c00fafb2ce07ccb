// The data chunk (module/data): zod's view schemas and what reads raw data with them, loaded
// beside the data so that neither the schemas' code nor building them is in the runtime chunk.
export { normaliseModuleView } from '../normalise/module-view';
export { moduleResources } from '../lifecycle/module-resources';
