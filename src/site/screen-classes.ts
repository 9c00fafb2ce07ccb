// Screen classes on <body> (spec site.md section 2): mobile up to 767 px, tablet 768 to 959 px,
// desktop from 960 px, mobile-menu below the mobile-menu threshold (1240 px unless the site header
// sets another) and wide-screen from 1441 px. php/Site/ScreenClasses.php sets them with the same
// rules before the page paints; this keeps them current when the window changes size. Media
// query listeners fire exactly when a width is crossed, so no resize debounce delays the change.

export const MOBILE_MAX = 767;
export const TABLET_MAX = 959;
export const WIDE_MIN = 1441;
export const MENU_BREAKPOINT = 1240;

export const SCREEN_CLASSES = [
	'mobile',
	'tablet',
	'desktop',
	'mobile-menu',
	'wide-screen',
] as const;
export type ScreenClass = ( typeof SCREEN_CLASSES )[ number ];

/**
 * The classes for a viewport width (CSS px, scroll bar included, as media queries measure).
 * @param width
 * @param menuBreakpoint
 */
export function screenClasses(
	width: number,
	menuBreakpoint = MENU_BREAKPOINT
): ScreenClass[] {
	const classes: ScreenClass[] = [];
	if ( width <= MOBILE_MAX ) {
		classes.push( 'mobile' );
	} else if ( width <= TABLET_MAX ) {
		classes.push( 'tablet' );
	} else {
		classes.push( 'desktop' );
	}
	if ( width < menuBreakpoint ) {
		classes.push( 'mobile-menu' );
	}
	if ( width >= WIDE_MIN ) {
		classes.push( 'wide-screen' );
	}
	return classes;
}

/**
 * Sets exactly the screen classes for `width`; answers whether anything changed.
 * @param body
 * @param width
 * @param menuBreakpoint
 */
export function applyScreenClasses(
	body: HTMLElement,
	width: number,
	menuBreakpoint = MENU_BREAKPOINT
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
	const menuBreakpoint =
		Number( body.dataset.menuBreakpoint ) || MENU_BREAKPOINT;
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
					`(max-width: ${ MOBILE_MAX }px)`,
					`(max-width: ${ TABLET_MAX }px)`,
					`(max-width: ${ menuBreakpoint - 1 }px)`,
					`(min-width: ${ WIDE_MIN }px)`,
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
