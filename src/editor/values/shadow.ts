// A layer's shadows (spec section 3, Layer shadows): the runtime draws every box shadow as
// box-shadow and every text shadow as text-shadow. The editor offers one of each.
import type { LayerBox } from '../../schema/layer-box';

export type Shadow = NonNullable< LayerBox[ 'shadows' ] >[ number ];
export type ShadowType = 'box' | 'text';

/** What a shadow the editor adds starts as. */
export const DEFAULT_SHADOW: Omit< Shadow, 't' > = {
	x: 0,
	y: 4,
	blur: 12,
	spread: 0,
	c: 'rgba(0, 0, 0, 0.35)',
};

// Stored shadows without a type are box shadows, as the runtime reads them.
const typeOf = ( shadow: Shadow ): ShadowType => shadow.t ?? 'box';

/**
 * The first shadow of a type, or undefined.
 *
 * @param shadows The layer's shadows.
 * @param type    Box or text.
 */
export const shadowOf = (
	shadows: readonly Shadow[] | undefined,
	type: ShadowType
): Shadow | undefined =>
	shadows?.find( ( shadow ) => typeOf( shadow ) === type );

/**
 * The shadows with the first one of a type changed, added (from DEFAULT_SHADOW) or, with
 * `null`, removed; others of the type and of the other type stay. Undefined when none are left.
 *
 * @param shadows The layer's shadows.
 * @param type    Box or text.
 * @param change  Fields to set, or null to remove it.
 */
export function withShadow(
	shadows: readonly Shadow[] | undefined,
	type: ShadowType,
	change: Partial< Omit< Shadow, 't' > > | null
): Shadow[] | undefined {
	const list = [ ...( shadows ?? [] ) ];
	const index = list.findIndex( ( shadow ) => typeOf( shadow ) === type );
	if ( change === null ) {
		if ( index >= 0 ) {
			list.splice( index, 1 );
		}
	} else if ( index >= 0 ) {
		list[ index ] = { ...list[ index ], ...change, t: type };
	} else {
		list.push( { ...DEFAULT_SHADOW, ...change, t: type } );
	}
	return list.length ? list : undefined;
}
