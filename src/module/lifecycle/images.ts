import type { ImageLoader, ImageRecord } from '../../loaders/images';

/** Marks an <img> whose file could not be loaded (for CSS and tests). */
export const IMAGE_FAILED = 'error';

/** The current slide's images come before any other in the queue. */
export const CURRENT_SLIDE_PRIORITY = 2;

export interface SlideImageWatch {
	destroy: () => void;
}

const sourceOf = ( image: HTMLImageElement ) =>
	image.currentSrc || image.getAttribute( 'src' ) || '';

/**
 * Spec section 4: a failed image falls back. Every file the image loader gave
 * up on (after its cross-origin retry) is reported, and the renderer hides its
 * <img> elements, so the slide shows its background colour (and gradient)
 * instead of a broken-image icon; the box keeps its size, so nothing shifts.
 *
 * @param stage  The element holding the slides.
 * @param images The page's image loader.
 * @param failed Told the normalised URL of each file that failed.
 */
export function watchSlideImages(
	stage: HTMLElement,
	images: ImageLoader,
	failed: ( normalisedUrl: string ) => void
): SlideImageWatch {
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
			.load( src, { priority: CURRENT_SLIDE_PRIORITY } )
			.then( ( record ) => {
				if ( live && record.state === 'error' ) {
					hide( record );
				}
			} );
	}

	const onError = ( event: Event ) => {
		if ( event.target instanceof HTMLImageElement ) {
			check( event.target );
		}
	};
	// error does not bubble: listen in the capture phase.
	stage.addEventListener( 'error', onError, true );
	const stopListening = images.onError( hide );
	// Images that failed before the runtime started listening.
	stage.querySelectorAll( 'img' ).forEach( ( image ) => {
		if ( image.complete && image.naturalWidth === 0 && sourceOf( image ) ) {
			check( image );
		}
	} );

	return {
		destroy() {
			live = false;
			stage.removeEventListener( 'error', onError, true );
			stopListening();
		},
	};
}
