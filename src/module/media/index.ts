// The media feature's chunk: fetched when a slide with a video or audio is about to be shown.
// The YouTube and Vimeo adapters are chunks of their own below it (./adapters).
export { createMedia, MEDIA_SELECTOR } from './manager';
export type { MediaChange, MediaHost, MediaManager } from './manager';
export { marketingAllowed } from '../../site/lightbox/consent-gate';
