import { __, sprintf } from '@wordpress/i18n';
import type { ModuleControls } from '../types';
import type { NavigationPart } from './arrows';

/**
 * One button per slide; the current one is marked aria-current. Only the
 * module API is used: goTo() to change, afterChange to follow.
 *
 * @param root   The module element.
 * @param module The module API.
 */
export function createBullets(
	root: HTMLElement,
	module: Pick<
		ModuleControls,
		'goTo' | 'current' | 'slideCount' | 'on' | 'off'
	>
): NavigationPart {
	const list = document.createElement( 'div' );
	list.className = 'stagecraft-module__bullets';
	list.setAttribute( 'role', 'group' );
	list.setAttribute( 'aria-label', __( 'Choose a slide', 'stagecraft' ) );
	const buttons = Array.from( { length: module.slideCount }, ( _, index ) => {
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.className = 'stagecraft-module__bullet';
		button.setAttribute(
			'aria-label',
			/* translators: %d: slide number. */
			sprintf( __( 'Slide %d', 'stagecraft' ), index + 1 )
		);
		button.addEventListener( 'click', () => module.goTo( index ) );
		list.append( button );
		return button;
	} );

	const mark = () => {
		const current = module.current()?.index ?? 0;
		buttons.forEach( ( button, index ) => {
			if ( index === current ) {
				button.setAttribute( 'aria-current', 'true' );
			} else {
				button.removeAttribute( 'aria-current' );
			}
		} );
	};
	mark();
	module.on( 'afterChange', mark );
	root.append( list );

	return {
		destroy() {
			module.off( 'afterChange', mark );
			// Removing the buttons drops their click listeners with them.
			list.remove();
		},
	};
}
