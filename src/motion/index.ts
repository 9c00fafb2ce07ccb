export { createMotion } from './driver';
export type {
	FrameHooks,
	HoverVars,
	LayerScene,
	LayerSceneHooks,
	Motion,
	MotionOptions,
	MotionPreview,
	PreviewScene,
} from './types';
export { finalVars, frameVars, IDLE, restingVars } from './frames';
