/**
 * The cases of a data-driven test, refused when there are none: a test that loops over an empty
 * fixture passes without testing anything, so an emptied or mistyped fixture fails instead.
 *
 * @param list   The fixture's cases.
 * @param source Where they come from, for the message.
 * @return The same cases.
 */
export function cases< T >(
	list: readonly T[] | undefined,
	source: string
): T[] {
	if ( ! Array.isArray( list ) || list.length === 0 ) {
		throw new Error(
			`${ source }: no cases; a data-driven test needs at least one`
		);
	}
	return [ ...list ];
}
