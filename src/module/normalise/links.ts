import type { Action } from '../../schema/action';

/**
 * The rel of a link (spec section 5): noopener when it opens a new window,
 * nofollow when flagged ('nofollow', or follow false), with the rel it already
 * had; tokens lower-cased, each once. php/Storage/LinkRel.php is the server's
 * side; tests/fixtures/link-rel.json holds the cases both answer alike.
 *
 * @param rel    The rel as stored or written.
 * @param target The link's target.
 * @param follow The follow flag of a link action.
 */
export function relOf(
	rel: unknown,
	target: unknown,
	follow?: unknown
): string | undefined {
	const tokens = new Set(
		( typeof rel === 'string' ? rel : '' )
			.toLowerCase()
			.split( /\s+/ )
			.filter( Boolean )
	);
	if (
		typeof target === 'string' &&
		target.trim().toLowerCase() === '_blank'
	) {
		tokens.add( 'noopener' );
	}
	if (
		follow === false ||
		( typeof follow === 'string' &&
			follow.trim().toLowerCase() === 'nofollow' )
	) {
		tokens.add( 'nofollow' );
	}
	return tokens.size ? [ ...tokens ].join( ' ' ) : undefined;
}

/**
 * The rel of a link action.
 *
 * @param action The action.
 */
export const linkRel = ( action: Action ): string | undefined =>
	relOf( action.rel, action.target, action.flw );

/**
 * An action with its link rel set.
 *
 * @param action The action.
 */
export const normaliseAction = ( action: Action ): Action => ( {
	...action,
	rel: linkRel( action ),
} );
