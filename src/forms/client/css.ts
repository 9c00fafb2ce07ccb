/**
 * Escapes text for a double-quoted CSS attribute value (jsdom has no CSS.escape).
 *
 * @param text Attribute value.
 */
export function cssString( text: string ): string {
	return text.replace( /["\\]/g, '\\$&' );
}
