export { createModule } from './runtime';
export type { ModuleDeps } from './runtime';
export { createApi, installApi, VERSION } from './api';
export type { StagecraftApi, StateChangeEvent, StateListener } from './api';
export { fetchModule } from './loader';
export type { Loader, ModuleRequest } from './loader';
export { MODULE_STATES } from './types';
export type { ModuleHandle, ModuleState } from './types';
