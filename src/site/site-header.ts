// Mounts the header behaviours on the markup of blocks/site-header: mobile side slide, sticky
// header with logo limits and retina swap, one-page menu, and address hash handling.
import { createHashHandler } from './hash';
import { createMobileMenu } from './mobile-menu';
import type { MobileMenu } from './mobile-menu';
import { createOnePageMenu } from './one-page-menu';
import {
	createStickyHeader,
	stickyLogoHeight,
	swapRetinaLogos,
} from './sticky-header';

type Destroyable = { destroy: () => void };

export type SiteHeaderHandle = { menus: MobileMenu[]; destroy: () => void };

export function mountSiteHeader( doc: Document ): SiteHeaderHandle {
	const parts: Destroyable[] = [];
	const menus: MobileMenu[] = [];
	const navs: HTMLElement[] = [];

	doc.querySelectorAll< HTMLElement >( '[data-stagecraft-header]' ).forEach(
		( header ) => {
			if ( header.dataset.stagecraftMounted ) {
				return;
			}
			header.dataset.stagecraftMounted = '1';
			const toggle = header.querySelector< HTMLButtonElement >(
				'button[aria-controls]'
			);
			const slide = toggle
				? doc.getElementById(
						toggle.getAttribute( 'aria-controls' ) ?? ''
					)
				: null;
			if ( toggle && slide ) {
				// Out of the header, so a sticky (transformed) header never becomes its containing block.
				doc.body.appendChild( slide );
				const menu = createMobileMenu( slide, toggle );
				menus.push( menu );
				parts.push( menu );
				navs.push( slide );
			}
			navs.push(
				...Array.from( header.querySelectorAll< HTMLElement >( 'nav' ) )
			);
			header.style.setProperty(
				'--stagecraft-sticky-logo-height',
				`${ stickyLogoHeight( Number( header.dataset.logoHeight ) ) }px`
			);
			swapRetinaLogos( header );
			if ( header.dataset.sticky === '1' ) {
				parts.push(
					createStickyHeader(
						header,
						header.dataset.creative === '1'
					)
				);
			}
		}
	);

	navs.push(
		...Array.from(
			doc.querySelectorAll< HTMLElement >( '.stagecraft-one-page-nav' )
		)
	);
	parts.push( createOnePageMenu( navs ) );
	parts.push( createHashHandler() );

	return {
		menus,
		destroy: () => parts.splice( 0 ).forEach( ( part ) => part.destroy() ),
	};
}
