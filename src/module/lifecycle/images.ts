import type { ImageLoader, ImageRecord } from '../../loaders/images';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';

/** Marks an <img> whose file could not be loaded (for CSS and tests). */
export const IMAGE_FAILED = 'error';

/** The current slide's images come before any other in the queue. */
export const CURRENT_SLIDE_PRIORITY = 2;

export interface SlideImageWatch {
	destroy: () => void;
}

// An image is known by its src attribute whichever of its srcset candidates the browser
// fetched: the loader's record, the failed images and the renderer all use that one key.
const sourceOf = ( image: HTMLImageElement ) =>
	image.getAttribute( 'src' ) || image.currentSrc || '';

/**
 * Spec section 4: a failed image falls back. Every file the image loader gave
 * up on (after its cross-origin retry) is reported, and the renderer hides its
 * <img> elements, so the slide shows its background colour (and gradient)
 * instead of a broken-image icon; the box keeps its size, so nothing shifts.
 *
 * @param stage  The element holding the slides.
 * @param images The page's image loader.
 * @param failed Told the normalised URL of each file that failed.
 * @param store  The module's event store.
 */
export function watchSlideImages(
	stage: HTMLElement,
	images: ImageLoader,
	failed: ( normalisedUrl: string ) => void,
	store?: EventStore
): SlideImageWatch {
	const events = partStore( stage, store );
	let live = true;

	function hide( record: ImageRecord ) {
		failed( record.normalisedUrl );
	}

	// The browser gave up on an <img>: the loader retries it once and logs.
	function check( image: HTMLImageElement ) {
		const src = sourceOf( image );
		if ( ! src || image.dataset.stagecraftImage === IMAGE_FAILED ) {
			return;
		}
		void images
			.load( src, {
				priority: CURRENT_SLIDE_PRIORITY,
				srcset: image.getAttribute( 'srcset' ) ?? undefined,
				sizes: image.getAttribute( 'sizes' ) ?? undefined,
			} )
			.then( ( record ) => {
				if ( live && record.state === 'error' ) {
					hide( record );
				}
			} );
	}

	const onError = ( event: Event ) => {
		// By tag, not instanceof: the editor's iframe has its own HTMLImageElement.
		const target = event.target as Element | null;
		if ( target?.tagName === 'IMG' ) {
			check( target as HTMLImageElement );
		}
	};
	// error does not bubble: listen in the capture phase.
	events.on( stage, 'error', onError, true );
	events.defer( images.onError( hide ) );
	// Images that failed before the runtime started listening.
	stage.querySelectorAll( 'img' ).forEach( ( image ) => {
		if ( image.complete && image.naturalWidth === 0 && sourceOf( image ) ) {
			check( image );
		}
	} );

	return {
		destroy() {
			live = false;
			events.clear();
		},
	};
}
