import type { ImgHTMLAttributes } from 'react';
import { normaliseImageUrl } from '../loaders/images';
import { IMAGE_FAILED } from '../module/lifecycle/images';
import { useLayoutView } from './layout-context';

type FailedAttributes = Pick<
	ImgHTMLAttributes< HTMLImageElement >,
	'hidden' | 'style'
> & { 'data-stagecraft-image'?: string };

/**
 * An image whose file failed (spec section 4) is hidden, so its slide shows its colour
 * instead of a broken-image icon; visibility keeps its box (the theme's display rule would
 * beat [hidden]), so nothing shifts.
 *
 * @param src The image's URL.
 */
export function useFailedImage( src: string | undefined ): FailedAttributes {
	return failedImage( src, useLayoutView().failedImages );
}

/**
 * useFailedImage for a caller that has the layout view already (a layer: no hook per layer).
 *
 * @param src          The image's URL.
 * @param failedImages The layout view's failed images.
 */
export function failedImage(
	src: string | undefined,
	failedImages: ReadonlySet< string >
): FailedAttributes {
	if ( ! src || ! failedImages.has( normaliseImageUrl( src ) ) ) {
		return {};
	}
	return {
		hidden: true,
		style: { visibility: 'hidden' },
		'data-stagecraft-image': IMAGE_FAILED,
	};
}

/**
 * An <img>'s srcset and sizes from an image of the reply (php/Rest/ResponsiveImages.php), or
 * neither when it has no candidates.
 *
 * @param image        The image.
 * @param image.srcset Its candidates.
 * @param image.sizes  Its slot's width.
 */
export function candidates( image: {
	srcset?: string;
	sizes?: string;
} ): Pick< ImgHTMLAttributes< HTMLImageElement >, 'srcSet' | 'sizes' > {
	return image.srcset
		? { srcSet: image.srcset, sizes: image.sizes || undefined }
		: {};
}
