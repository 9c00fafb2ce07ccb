// The layers drawn from files (video, audio, svg) and slide background videos: a chunk of its own
// (module/layer-media, loaded through ../layer-parts.ts), so modules without them do not carry it.
export { MediaBackground } from './MediaBackground';
export { MediaLayer } from './MediaLayer';
export { Svg } from './Svg';
