export { mountRoot } from './mount';
export { renderStage, Stage } from './Stage';
export { Slide } from './Slide';
export { Layer } from './Layer';
