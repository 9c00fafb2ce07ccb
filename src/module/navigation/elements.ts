// Which navigation elements a module has: read by the feature rules (features/needs.ts) in the
// runtime chunk, so kept apart from the navigation itself (the controls chunk).
import type { NavElement, Navigation } from '../../schema/navigation';
import type { NavKind } from './constants';

/** An element with nothing set: the defaults of every field. */
export const defaultElement = (): NavElement => ( {
	set: true,
	vis: [ true, true, true, true, true ],
} );

/**
 * The elements to build: those set in the settings; a slider with none set
 * gets arrows and bullets, as before navigation had settings.
 *
 * @param navigation The navigation settings.
 * @param type       The module type.
 */
export function elementsOf(
	navigation: Navigation,
	type = 'slider'
): Partial< Record< NavKind, NavElement > > {
	const set = Object.fromEntries(
		Object.entries( navigation ).filter(
			( entry ): entry is [ NavKind, NavElement ] =>
				entry[ 1 ]?.set === true
		)
	);
	if ( Object.keys( set ).length > 0 || type !== 'slider' ) {
		return set;
	}
	return { arrows: defaultElement(), bullets: defaultElement() };
}
