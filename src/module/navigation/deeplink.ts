import { createEventStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { ModuleControls } from '../types';
import type { SlideRef } from '../slideshow/deck';
import type { NavigationPart } from './arrows';
import type { PreparedModule } from '../prepare';

/** Above this, a numeric hash is treated as 0 (spec section 2). */
const MAX_HASH_INDEX = 50;

export interface DeepLinkSlides {
	/** Each slide's deepLink attribute, by slide index ('' when none). */
	deepLinks: string[];
	/** Slide indexes in navigation order (hidden-from-navigation slides left out). */
	navOrder: number[];
}

/**
 * The slide a page hash selects (spec section 2): a slide's deepLink; `slideN`, the Nth slide in
 * navigation order; a bare number as a slide index, where any index above 50 means 0.
 *
 * @param hash   location.hash, with or without '#'.
 * @param slides The module's deep links and navigation order.
 */
export function slideFromHash(
	hash: string,
	slides: DeepLinkSlides
): SlideRef | null {
	const key = decodeURIComponent( hash.replace( /^#/, '' ) );
	if ( key === '' ) {
		return null;
	}
	const linked = slides.deepLinks.indexOf( key );
	if ( linked >= 0 ) {
		return linked;
	}
	const nth = key.match( /^slide(\d+)$/i );
	if ( nth ) {
		return slides.navOrder[ Number( nth[ 1 ] ) - 1 ] ?? null;
	}
	if ( /^\d+$/.test( key ) ) {
		const index = Number( key );
		return index > MAX_HASH_INDEX ? 0 : index;
	}
	return null;
}

/**
 * Follows the page hash: selects the slide it names on start and on every hashchange, and
 * with useURLDeeplink writes the current slide's deepLink into the hash after each change.
 *
 * @param module    The module API.
 * @param slides    The module's deep links and navigation order.
 * @param writeHash settings.browser.useURLDeeplink.
 * @param store     The module's event store (its window's hash is followed).
 */
export function createDeepLinks(
	module: Pick< ModuleControls, 'goTo' | 'current' | 'on' | 'off' >,
	slides: DeepLinkSlides,
	writeHash: boolean,
	store?: EventStore
): NavigationPart {
	const events = store ? store.scope() : createEventStore();
	const { win } = events;
	const follow = () => {
		const ref = slideFromHash( win.location.hash, slides );
		if ( ref !== null && ref !== module.current()?.index ) {
			module.goTo( ref );
		}
	};
	const write = () => {
		const link = slides.deepLinks[ module.current()?.index ?? -1 ];
		if ( link && win.location.hash !== `#${ link }` ) {
			// replaceState: a slide change is no page visit, and it must not scroll the page.
			win.history.replaceState(
				win.history.state,
				'',
				`#${ encodeURIComponent( link ) }`
			);
		}
	};
	follow();
	events.on( win, 'hashchange', follow );
	if ( writeHash ) {
		module.on( 'afterChange', write );
	}
	return {
		destroy() {
			events.clear();
			module.off( 'afterChange', write );
		},
	};
}

/**
 * A module's deep links (spec section 2): the page hash selects a slide, and with
 * useURLDeeplink follows it. None for a single slide.
 *
 * @param module   The module's controls.
 * @param prepared The prepared module.
 * @param store    The module's event store.
 */
export function createModuleDeepLinks(
	module: Pick< ModuleControls, 'goTo' | 'current' | 'on' | 'off' >,
	prepared: PreparedModule,
	store?: EventStore
): NavigationPart | null {
	if ( prepared.slides.length < 2 ) {
		return null;
	}
	return createDeepLinks(
		module,
		{
			deepLinks: prepared.slides.map(
				( slide ) => slide.attr?.deepLink ?? ''
			),
			navOrder: prepared.navSlideOrder,
		},
		prepared.settings.browser?.useURLDeeplink ?? false,
		store
	);
}
