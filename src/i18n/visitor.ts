/**
 * The visitor scripts' translations without WordPress's i18n and hooks scripts (about 4.3 kB
 * gzip and their evaluation on every page with a module or the site header).
 *
 * The strings are the same `__( text, 'stagecraft' )` calls, so `npm run i18n` still finds them
 * in the built script and its translation file (stagecraft-{locale}-{md5}.json) still serves
 * them: php/Blocks/ScriptTranslations.php reads that file and prints the translated strings as
 * window.stagecraftStrings before the script. Where the page has wp.i18n anyway (the editor's
 * preview), a string with no own translation is asked of it.
 */

type Translate = ( text: string, domain?: string ) => string;

interface I18nWindow {
	stagecraftStrings?: Record< string, string >;
	wp?: { i18n?: { __?: Translate } };
}

const page = (): I18nWindow => globalThis as unknown as I18nWindow;

/**
 * The translation of a string, else the string.
 *
 * @param text   The English text.
 * @param domain The text domain ('stagecraft').
 */
export function __( text: string, domain?: string ): string {
	const own = page().stagecraftStrings?.[ text ];
	if ( typeof own === 'string' && own !== '' ) {
		return own;
	}
	const wpTranslate = page().wp?.i18n?.__;
	return wpTranslate ? wpTranslate( text, domain ) : text;
}

/**
 * Fills %s, %d and positional %1$s / %2$d placeholders (and %% for a percent sign), as the
 * strings of the visitor scripts use them.
 *
 * @param format The translated format.
 * @param args   The values.
 */
export function sprintf(
	format: string,
	...args: Array< string | number >
): string {
	let next = 0;
	return format.replace(
		/%(?:(\d+)\$)?([sd%])/g,
		( match, position: string | undefined, type: string ) => {
			if ( type === '%' ) {
				return '%';
			}
			const value = args[ position ? Number( position ) - 1 : next++ ];
			if ( value === undefined ) {
				return match;
			}
			return type === 'd'
				? String( Math.trunc( Number( value ) ) )
				: String( value );
		}
	);
}
