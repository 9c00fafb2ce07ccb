/** Spec section 9: without a duration in the settings the one-time cookie lasts 10 hours. */
export const ONE_TIME_HOURS = 10;

const nameOf = ( alias: string ) =>
	`stagecraft_modal_${ alias.replace( /[^\w-]/g, '_' ) }`;

/**
 * Whether the one-time cookie of this modal is set (it opened by a trigger before).
 *
 * @param alias The module alias.
 * @param doc   The document.
 */
export function seenOnce( alias: string, doc: Document = document ): boolean {
	const name = nameOf( alias );
	return doc.cookie
		.split( ';' )
		.some( ( part ) => part.trim().startsWith( `${ name }=` ) );
}

/**
 * Sets the one-time cookie: expiry in hours, path / (spec section 9, cookie helper).
 *
 * @param alias The module alias.
 * @param hours How long it holds; 0 or less takes the default.
 * @param doc   The document.
 */
export function markSeen(
	alias: string,
	hours: number | undefined,
	doc: Document = document
): void {
	const span = hours && hours > 0 ? hours : ONE_TIME_HOURS;
	const expires = new Date( Date.now() + span * 3600 * 1000 ).toUTCString();
	doc.cookie = `${ nameOf(
		alias
	) }=1; expires=${ expires }; path=/; SameSite=Lax`;
}
