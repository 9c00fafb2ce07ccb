import type { Action } from '../../schema/action';

/**
 * Whether an action's link is flagged nofollow ('nofollow', or follow false).
 *
 * @param flw The follow flag.
 */
const isNofollow = ( flw: Action[ 'flw' ] ) =>
	flw === false ||
	( typeof flw === 'string' && flw.toLowerCase() === 'nofollow' );

/**
 * The rel of a link action: noopener for target _blank, nofollow when
 * flagged (spec section 5), kept with any rel it already had.
 *
 * @param action The action.
 */
export function linkRel( action: Action ): string | undefined {
	const tokens = new Set(
		( action.rel ?? '' ).split( /\s+/ ).filter( Boolean )
	);
	if ( action.target === '_blank' ) {
		tokens.add( 'noopener' );
	}
	if ( isNofollow( action.flw ) ) {
		tokens.add( 'nofollow' );
	}
	return tokens.size ? [ ...tokens ].join( ' ' ) : undefined;
}

/**
 * An action with its link rel set.
 *
 * @param action The action.
 */
export const normaliseAction = ( action: Action ): Action => ( {
	...action,
	rel: linkRel( action ),
} );
