// Mounts the header behaviours on the markup of blocks/site-header: main menu dropdowns and mega
// menus, the side slide (mobile menu, burger sidebar, creative overlay, side menu), the search
// overlay, sticky header with logo limits and retina swap, one-page menu, address hash handling,
// scroll helpers and screen classes. The side slide and the search overlay come in a chunk of
// their own when first opened (src/site/header-panels.ts).
import { __, sprintf } from '../i18n/visitor';
import { afterPaint } from '../loaders/after-paint';
import { createDisclosureMenu } from './disclosure-menu';
import { createHashHandler } from './hash';
import { motion } from './motion';
import type { MobileMenu } from './mobile-menu';
import { onFirstOpen } from './on-first-open';
import { createScreenClasses } from './screen-classes';
import { createScrollHelpers } from './scroll-helpers';
import {
	createStickyHeader,
	stickyLogoHeight,
	swapRetinaLogos,
} from './sticky-header';

type Destroyable = { destroy: () => void };

/** Contact Form 7's response anchors (#wpcf7-f12-p34-o1) mark a form; Stagecraft's forms too. */
export const FORM_MARKER = 'wpcf7-f';

/**
 * A hash that names a contact form inside a popup opens that popup (spec site.md section 2);
 * returns true when it did, so the hash is not also scrolled to.
 *
 * @param id The hash without '#'.
 */
export function openFormPopup( id: string ): boolean {
	if ( ! id.includes( FORM_MARKER ) ) {
		return false;
	}
	const dialog = document
		.getElementById( id )
		?.closest< HTMLDialogElement >( 'dialog[data-stagecraft-popup]' );
	// The popup bundle listens for this; the header bundle does not need to import it.
	dialog?.dispatchEvent( new CustomEvent( 'stagecraft:popup-open' ) );
	return Boolean( dialog );
}

/**
 * Whether a menu links to a section of this page (the one-page menu's links).
 *
 * @param navs The menus.
 */
function linksToThisPage( navs: HTMLElement[] ): boolean {
	return navs.some( ( nav ) =>
		Array.from(
			nav.querySelectorAll< HTMLAnchorElement >( 'a[href*="#"]' )
		).some( ( link ) => {
			const url = new URL( link.href, window.location.href );
			return (
				url.origin === window.location.origin &&
				url.pathname === window.location.pathname &&
				url.hash.length > 1
			);
		} )
	);
}

/**
 * A part of the header whose code is a chunk fetched at mount, for pages that have what it
 * serves; returns its cleanup, which also stops a part still on its way.
 *
 * @param chunk  The chunk's import.
 * @param create Builds the part from the chunk.
 * @param what   Names the part in the console when its chunk fails.
 */
function loadPart< Chunk >(
	chunk: Promise< Chunk >,
	create: ( loaded: Chunk ) => Destroyable,
	what: string
): Destroyable {
	let destroyed = false;
	let part: Destroyable | null = null;
	chunk
		.then( ( loaded ) => {
			part = destroyed ? null : create( loaded );
		} )
		.catch( ( error: unknown ) =>
			// eslint-disable-next-line no-console
			console.error( `Stagecraft: ${ what } did not load`, error )
		);
	return {
		destroy: () => {
			destroyed = true;
			part?.destroy();
		},
	};
}

const loadPanels = () =>
	import( /* webpackChunkName: "site-header/panels" */ './header-panels' );

/** What the section links' chunk is for (./section-links): previous/next buttons, a table of contents. */
const SECTION_LINKS = '[data-stagecraft-goto], [data-stagecraft-toc]';

/** `menus`: the side slides built so far (each on its first opening). */
export type SiteHeaderHandle = { menus: MobileMenu[]; destroy: () => void };

export function mountSiteHeader( doc: Document ): SiteHeaderHandle {
	const parts: Destroyable[] = [];
	const menus: MobileMenu[] = [];
	const navs: HTMLElement[] = [];
	parts.push( createScreenClasses( doc.body ) );
	// framer-motion comes on the first pointerdown or keydown, before any menu or overlay opens.
	parts.push( { destroy: motion.prefetchOnInteraction( doc ) } );

	doc.querySelectorAll< HTMLElement >( '[data-stagecraft-header]' ).forEach(
		( header ) => {
			if ( header.dataset.stagecraftMounted ) {
				return;
			}
			header.dataset.stagecraftMounted = '1';
			const toggle = header.querySelector< HTMLButtonElement >(
				'.stagecraft-header__toggle'
			);
			const slide = toggle
				? doc.getElementById(
						toggle.getAttribute( 'aria-controls' ) ?? ''
					)
				: null;
			if ( toggle && slide ) {
				// Out of the header, so a sticky (transformed) header never becomes its containing block.
				doc.body.appendChild( slide );
				parts.push(
					onFirstOpen( toggle, loadPanels, ( panels ) => {
						const menu = panels.createHeaderSlide(
							header,
							slide,
							toggle,
							{
								top: __( 'Menu', 'stagecraft' ),
								back: ( title ) =>
									sprintf(
										/* translators: %s: title of a menu level. */
										__( 'Back to %s', 'stagecraft' ),
										title
									),
							}
						);
						menus.push( menu );
						return menu;
					} )
				);
				navs.push( slide );
			}
			header
				.querySelectorAll< HTMLElement >(
					'[data-stagecraft-disclosure-nav]'
				)
				.forEach( ( nav ) =>
					parts.push( createDisclosureMenu( nav ) )
				);
			const searchButton = header.querySelector< HTMLButtonElement >(
				'.stagecraft-header__search'
			);
			const searchDialog = searchButton
				? doc.getElementById(
						searchButton.getAttribute( 'aria-controls' ) ?? ''
					)
				: null;
			if ( searchButton && searchDialog instanceof HTMLDialogElement ) {
				parts.push(
					onFirstOpen( searchButton, loadPanels, ( panels ) =>
						panels.createHeaderSearch( searchButton, searchDialog )
					)
				);
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
				// Made after the first paint: it measures the header, which before that paint
				// forced a layout of the page parsed so far inside this script (issue 14).
				parts.push(
					loadPart(
						afterPaint(),
						() =>
							createStickyHeader(
								header,
								header.dataset.creative === '1'
							),
						'the sticky header'
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
	// The one-page menu's code comes only where a menu links to a section of this page.
	if ( linksToThisPage( navs ) ) {
		parts.push(
			loadPart(
				import(
					/* webpackChunkName: "site-header/one-page-menu" */ './one-page-menu'
				),
				( chunk ) => chunk.createOnePageMenu( navs ),
				// Section links still jump to their section, without the smooth scroll.
				'the one-page menu'
			)
		);
	}
	parts.push( createHashHandler( openFormPopup ) );
	const scrollHelpers = createScrollHelpers( doc );
	parts.push( scrollHelpers );
	// The previous/next section buttons' and the table of contents' code comes only where the
	// page has them.
	if ( doc.querySelector( SECTION_LINKS ) ) {
		parts.push(
			loadPart(
				import(
					/* webpackChunkName: "site-header/section-links" */ './section-links'
				),
				( chunk ) =>
					chunk.createSectionLinks( doc, scrollHelpers.slot ),
				'the section links'
			)
		);
	}

	return {
		menus,
		destroy: () => parts.splice( 0 ).forEach( ( part ) => part.destroy() ),
	};
}
