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
 * The level index for a window (0 when there is none). The window's inner
 * width is what the stylesheet's max-width media queries test (scrollbar
 * included), so script and CSS always pick the same level.
 *
 * @param win The module's window (the editor iframe's in the editor).
 */
export function currentLevelIndex(
	win: Window | undefined = typeof window === 'undefined' ? undefined : window
): number {
	return win ? levelIndexFor( win.innerWidth ) : 0;
}
/**
 * The name of a level index.
 *
 * @param index 0…4.
 */
export const levelName = ( index: number ): DeviceLevel =>
	DEVICE_LEVELS[ Math.min( Math.max( index, 0 ), DEVICE_LEVELS.length - 1 ) ];
