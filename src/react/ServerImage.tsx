import { useLayoutEffect, useRef } from 'react';
import { IMAGE_FAILED } from '../module/lifecycle/images';
import { useFailedImage } from './images';

/**
 * The server's first-slide image stays the page's LCP element: React draws an
 * empty host and puts that very element in it (before the browser paints)
 * instead of a later-painted copy. React never renders into the host, so it
 * never replaces or reconciles the server's node.
 *
 * @param props       The server's <img>.
 * @param props.image
 */
export function ServerImage( { image }: { image: HTMLImageElement } ) {
	const host = useRef< HTMLSpanElement >( null );
	const failed = Boolean(
		useFailedImage( image.getAttribute( 'src' ) || image.currentSrc ).hidden
	);
	useLayoutEffect( () => {
		if ( host.current && image.parentNode !== host.current ) {
			host.current.append( image );
		}
	}, [ image ] );
	useLayoutEffect( () => {
		// The same fallback React draws on its own images (./images.ts).
		if ( failed ) {
			image.hidden = true;
			image.style.visibility = 'hidden';
			image.dataset.stagecraftImage = IMAGE_FAILED;
		}
	}, [ image, failed ] );
	return <span className="stagecraft-module__bg-host" ref={ host } />;
}

/**
 * Whether the server's image shows the same file as the slide's background.
 *
 * @param image The server's <img>.
 * @param src   The slide's background URL.
 */
export function sameFile( image: HTMLImageElement, src: string ): boolean {
	try {
		return image.src === new URL( src, document.baseURI ).href;
	} catch {
		return false;
	}
}
