export { createMotion } from './driver';
export type { FrameHooks, Motion } from './driver';
export { finalVars, frameVars, restingVars } from './frames';
