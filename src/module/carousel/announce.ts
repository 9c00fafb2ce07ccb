import { __, sprintf } from '../../i18n/visitor';

export interface FocusAnnouncer {
	/**
	 * Names the focused slide.
	 *
	 * @param index Index of the slide.
	 * @param total Number of slides.
	 * @param title The slide's title.
	 */
	announce: ( index: number, total: number, title: string ) => void;
	/** The live region (the player's rotation control turns it off while rotating). */
	readonly element: HTMLElement;
	destroy: () => void;
}

/**
 * With several slides in view the stage cannot be the live region (every slide scrolling
 * in would be read): a visually hidden status names the focused slide instead. The
 * player's rotation control turns it off while the slides rotate, like the APG's.
 *
 * @param root The module element.
 */
export function createFocusAnnouncer( root: HTMLElement ): FocusAnnouncer {
	const status = root.ownerDocument.createElement( 'div' );
	status.className = 'stagecraft-module__status';
	status.setAttribute( 'aria-live', 'polite' );
	status.setAttribute( 'aria-atomic', 'true' );
	root.append( status );
	return {
		element: status,
		announce( index, total, title ) {
			const position = sprintf(
				/* translators: 1: slide number, 2: number of slides. */
				__( 'Slide %1$d of %2$d', 'stagecraft' ),
				index + 1,
				total
			);
			status.textContent = title ? `${ position }: ${ title }` : position;
		},
		destroy: () => status.remove(),
	};
}
