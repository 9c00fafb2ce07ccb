import { BREAKPOINTS, DEVICE_LEVELS } from '../../schema/constants';

export type DeviceLevel = ( typeof DEVICE_LEVELS )[ number ];

/**
 * The device level index (0 largedesktop … 4 mobile) for a viewport width:
 * the smallest level whose breakpoint still holds the viewport, so 1440 px is
 * largedesktop, 1024 notebook, 390 mobile. Wider than 1600 stays largedesktop.
 *
 * @param viewportWidth Width of the layout viewport in CSS px.
 */
export function levelIndexFor( viewportWidth: number ): number {
	let index = 0;
	BREAKPOINTS.forEach( ( breakpoint, i ) => {
		if ( viewportWidth <= breakpoint ) {
			index = i;
		}
	} );
	return index;
}

/**
 * The level index for the current window (0 when there is no window). Media
 * queries decide, like the stylesheet's per-level boxes, so script and CSS
 * always agree (the viewport width of a query includes the scrollbar).
 */
export function currentLevelIndex(): number {
	if ( typeof window === 'undefined' ) {
		return 0;
	}
	if ( typeof window.matchMedia !== 'function' ) {
		return levelIndexFor( window.innerWidth );
	}
	let index = 0;
	BREAKPOINTS.forEach( ( breakpoint, i ) => {
		if (
			i > 0 &&
			window.matchMedia( `(max-width: ${ breakpoint }px)` ).matches
		) {
			index = i;
		}
	} );
	return index;
}

/**
 * The name of a level index.
 *
 * @param index 0…4.
 */
export const levelName = ( index: number ): DeviceLevel =>
	DEVICE_LEVELS[ Math.min( Math.max( index, 0 ), DEVICE_LEVELS.length - 1 ) ];
