// The header's panels (the side slide with its side menu, the search overlay): a chunk of its own
// (site-header/panels), fetched when the visitor heads for a toggle and built on its first click,
// so a page whose visitor never opens them does not download their code (src/site/site-header.ts).
import { createPanelToggle } from './dialog-panel';
import { createMobileMenu } from './mobile-menu';
import type { MobileMenu } from './mobile-menu';
import { DEFAULT_MENU_BREAKPOINT } from './screen-classes';
import { createSideMenu } from './side-menu';

export type SlideLabels = {
	top: string;
	back: ( title: string ) => string;
};

/**
 * The side slide of one header: mobile menu, side menu and, when the layout shows the menu in
 * the bar at full width, closing it once the viewport grows past the mobile-menu threshold.
 *
 * @param header The header element (its data attributes).
 * @param slide  The side slide.
 * @param toggle The button that opens it.
 * @param labels The side menu's translated labels.
 */
export function createHeaderSlide(
	header: HTMLElement,
	slide: HTMLElement,
	toggle: HTMLButtonElement,
	labels: SlideLabels
): MobileMenu {
	const menu = createMobileMenu( slide, toggle );
	const sideMenu = createSideMenu( slide, labels.top, labels.back );
	let unwatch = () => {};
	if ( header.dataset.barMenu === '1' ) {
		// Above the mobile-menu threshold the slide has no toggle left to close it from.
		const wide = window.matchMedia(
			`(min-width: ${
				Number( header.dataset.mobileBreakpoint ) ||
				DEFAULT_MENU_BREAKPOINT
			}px)`
		);
		const onWide = () => wide.matches && menu.close();
		wide.addEventListener( 'change', onWide );
		unwatch = () => wide.removeEventListener( 'change', onWide );
	}
	return {
		...menu,
		destroy() {
			unwatch();
			sideMenu.destroy();
			menu.destroy();
		},
	};
}

/**
 * The search overlay of one header.
 *
 * @param button The search button.
 * @param dialog The overlay.
 */
export function createHeaderSearch(
	button: HTMLButtonElement,
	dialog: HTMLDialogElement
): MobileMenu {
	return createPanelToggle( button, dialog, {
		initialFocus: () => dialog.querySelector( 'input[type="search"]' ),
		motion: { target: dialog, keyframes: { opacity: [ 0, 1 ] } },
	} );
}
