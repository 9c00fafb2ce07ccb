// Screen classes on <body> (spec site.md section 2): mobile up to 767 px, tablet 768 to 959 px,
// desktop from 960 px, mobile-menu below the mobile-menu threshold (the site header's setting,
// 1240 px by default) and wide-screen from 1441 px. php/Site/ScreenClasses.php sets them with the
// same rules before the page paints; this keeps them current when the window changes size. The
// widths come from src/schema/site.ts, the default threshold from the site header's block.json;
// tests/fixtures/screen-classes.json holds the cases both sides answer alike. Media query
// listeners fire exactly when a width is crossed, so no resize debounce delays the change.
import siteHeader from '../../blocks/site-header/block.json';
import {
	SCREEN_CLASSES,
	SCREEN_MOBILE_MAX,
	SCREEN_TABLET_MAX,
	SCREEN_WIDE_MIN,
} from '../schema/site';

export { SCREEN_CLASSES };
export type ScreenClass = ( typeof SCREEN_CLASSES )[ number ];

/** The mobile-menu threshold when the page names none: the site header's default. */
export const DEFAULT_MENU_BREAKPOINT: number =
	siteHeader.attributes.mobileBreakpoint.default;

/**
 * The classes for a viewport width (CSS px, scroll bar included, as media queries measure).
 *
 * @param width          Viewport width.
 * @param menuBreakpoint Width from which the full menu shows.
 */
export function screenClasses(
	width: number,
	menuBreakpoint: number
): ScreenClass[] {
	const classes: ScreenClass[] = [];
	if ( width <= SCREEN_MOBILE_MAX ) {
		classes.push( 'mobile' );
	} else if ( width <= SCREEN_TABLET_MAX ) {
		classes.push( 'tablet' );
	} else {
		classes.push( 'desktop' );
	}
	if ( width < menuBreakpoint ) {
		classes.push( 'mobile-menu' );
	}
	if ( width >= SCREEN_WIDE_MIN ) {
		classes.push( 'wide-screen' );
	}
	return classes;
}

/**
 * Sets exactly the screen classes for `width`; answers whether anything changed.
 *
 * @param body           The body element.
 * @param width          Viewport width.
 * @param menuBreakpoint Width from which the full menu shows.
 */
export function applyScreenClasses(
	body: HTMLElement,
	width: number,
	menuBreakpoint: number
): boolean {
	const want = screenClasses( width, menuBreakpoint );
	let changed = false;
	for ( const name of SCREEN_CLASSES ) {
		const on = want.includes( name );
		if ( body.classList.contains( name ) !== on ) {
			body.classList.toggle( name, on );
			changed = true;
		}
	}
	return changed;
}

export type ScreenClassesHandle = { destroy: () => void };

export function createScreenClasses( body: HTMLElement ): ScreenClassesHandle {
	// The server's inline script names the page's threshold before this runs.
	const menuBreakpoint =
		Number( body.dataset.menuBreakpoint ) || DEFAULT_MENU_BREAKPOINT;
	const update = () => {
		if ( applyScreenClasses( body, window.innerWidth, menuBreakpoint ) ) {
			body.dispatchEvent(
				new CustomEvent( 'stagecraft:screen', {
					bubbles: true,
					detail: {
						classes: screenClasses(
							window.innerWidth,
							menuBreakpoint
						),
					},
				} )
			);
		}
	};
	const queries =
		typeof window.matchMedia === 'function'
			? [
					`(max-width: ${ SCREEN_MOBILE_MAX }px)`,
					`(max-width: ${ SCREEN_TABLET_MAX }px)`,
					`(max-width: ${ menuBreakpoint - 1 }px)`,
					`(min-width: ${ SCREEN_WIDE_MIN }px)`,
				].map( ( q ) => window.matchMedia( q ) )
			: [];
	queries.forEach( ( q ) => q.addEventListener( 'change', update ) );
	update();
	return {
		destroy: () =>
			queries.forEach( ( q ) =>
				q.removeEventListener( 'change', update )
			),
	};
}
