import { __, sprintf } from '@wordpress/i18n';
import type { SlideView } from '../../schema/slide-view';

/**
 * The accessible name of a slide's thumbnail or tab.
 *
 * @param slide The slide.
 * @param index Its index among the slides.
 */
export function slideLabel( slide: SlideView, index: number ): string {
	if ( ! slide.title ) {
		/* translators: %d: slide number. */
		return sprintf( __( 'Slide %d', 'stagecraft' ), index + 1 );
	}
	/* translators: 1: slide number, 2: slide title. */
	const label = __( 'Slide %1$d: %2$s', 'stagecraft' );
	return sprintf( label, index + 1, slide.title );
}
