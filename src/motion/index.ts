export { createMotion } from './driver';
export type { FrameHooks, HoverVars, Motion, MotionOptions } from './driver';
export { finalVars, frameVars, IDLE, restingVars } from './frames';
