export { createMotion } from './driver';
export type { Motion } from './driver';
export { finalVars, frameVars, restingVars } from './frames';
