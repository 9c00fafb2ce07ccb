// Navigation elements (spec section 3, Navigation element settings). The runtime shows the
// elements whose `set` is true; a slider with none set shows arrows and bullets
// (src/module/navigation elementsOf). The editor shows that, and its first change to a slider
// without settings writes those two out, so turning bullets off leaves the arrows on.
import { NAV_KINDS, type NavKind } from '../../schema/constants';
import type { NavElement, Navigation } from '../../schema/navigation';
import { writeLevel } from '../store/levels';

/** The elements a slider without navigation settings shows. */
export const SLIDER_DEFAULT_NAV: readonly NavKind[] = [ 'arrows', 'bullets' ];

const newElement = (): NavElement => ( {
	set: false,
	vis: [ true, true, true, true, true ],
} );

const noneSet = ( navigation: Navigation ) =>
	NAV_KINDS.every( ( kind ) => navigation[ kind ]?.set !== true );

/**
 * Whether each kind shows, as the runtime decides.
 *
 * @param navigation The module's navigation settings.
 * @param type       The module type.
 */
export function shownKinds(
	navigation: Navigation,
	type: string
): Record< NavKind, boolean > {
	const defaults = type === 'slider' && noneSet( navigation );
	return Object.fromEntries(
		NAV_KINDS.map( ( kind ) => [
			kind,
			defaults
				? SLIDER_DEFAULT_NAV.includes( kind )
				: navigation[ kind ]?.set === true,
		] )
	) as Record< NavKind, boolean >;
}

/**
 * One element's settings as the editor shows them (a default element when none is stored).
 *
 * @param navigation The module's navigation settings.
 * @param type       The module type.
 * @param kind       The element.
 */
export function elementOf(
	navigation: Navigation,
	type: string,
	kind: NavKind
): NavElement {
	return {
		...newElement(),
		...navigation[ kind ],
		set: shownKinds( navigation, type )[ kind ],
	};
}

/**
 * The navigation with one element changed. A slider's implicit arrows and bullets are written
 * out first, so the change keeps what the visitor saw.
 *
 * @param navigation The module's navigation settings.
 * @param type       The module type.
 * @param kind       The element.
 * @param change     Its fields to set.
 */
export function withElement(
	navigation: Navigation,
	type: string,
	kind: NavKind,
	change: Partial< NavElement >
): Navigation {
	const next: Navigation = { ...navigation };
	if ( type === 'slider' && noneSet( navigation ) ) {
		SLIDER_DEFAULT_NAV.forEach( ( shown ) => {
			next[ shown ] = { ...newElement(), ...next[ shown ], set: true };
		} );
	}
	next[ kind ] = { ...newElement(), ...next[ kind ], ...change };
	return next;
}

/**
 * The navigation with one element shown or hidden on one device level (or all).
 *
 * @param navigation The module's navigation settings.
 * @param type       The module type.
 * @param kind       The element.
 * @param level      Level index, 0 largedesktop … 4 mobile.
 * @param shown      Visible on that level.
 * @param all        Every level.
 */
export function withVisibility(
	navigation: Navigation,
	type: string,
	kind: NavKind,
	level: number,
	shown: boolean,
	all = false
): Navigation {
	const element = elementOf( navigation, type, kind );
	return withElement( navigation, type, kind, {
		vis: writeLevel( element.vis, level, shown, all ),
	} );
}
