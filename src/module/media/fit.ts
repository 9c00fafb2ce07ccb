// A provider's iframe in the media box: filling it, or covering it at the video's ratio
// (cropping the overflow) when the media asks for cover.
import type { MediaOptions } from './types';

/**
 * Sizes the iframe now and whenever the box changes size.
 *
 * @param iframe  The provider's player.
 * @param frame   The media box's frame.
 * @param options The media's cover and ratio.
 * @return Stops following the box.
 */
export function fitFrame(
	iframe: HTMLIFrameElement,
	frame: HTMLElement,
	options: Pick< MediaOptions, 'cover' | 'ratio' >
): () => void {
	iframe.style.cssText =
		'position:absolute;left:50%;top:50%;width:100%;height:100%;border:0;transform:translate(-50%,-50%)';
	if ( ! options.cover || typeof ResizeObserver === 'undefined' ) {
		return () => {};
	}
	const fit = () => {
		const { width, height } = frame.getBoundingClientRect();
		if ( width === 0 || height === 0 ) {
			return;
		}
		const wide = width / height > options.ratio;
		iframe.style.width = `${ wide ? width : height * options.ratio }px`;
		iframe.style.height = `${ wide ? width / options.ratio : height }px`;
	};
	const observer = new ResizeObserver( fit );
	observer.observe( frame );
	fit();
	return () => observer.disconnect();
}
