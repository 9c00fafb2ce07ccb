// The lightbox's visible words, translated on the server (php/Blocks/LightboxAssets.php prints
// them as window.stagecraftLightbox before the script), so a core image block that opens in
// the lightbox needs no markup of ours for them.

export type LightboxStrings = {
	dialog: string;
	close: string;
	previous: string;
	next: string;
	/** "%1$d / %2$d": the place and the count. */
	counter: string;
	zoomIn: string;
	zoomOut: string;
	loading: string;
	imageFailed: string;
	contentFailed: string;
	notFound: string;
	/** "%s": the video site's name. */
	videoNotice: string;
	play: string;
	/** "%s": the video site's name. */
	watchOn: string;
	videoTitle: string;
	pdfTitle: string;
	openPdf: string;
};

const KEYS: ( keyof LightboxStrings )[] = [
	'dialog',
	'close',
	'previous',
	'next',
	'counter',
	'zoomIn',
	'zoomOut',
	'loading',
	'imageFailed',
	'contentFailed',
	'notFound',
	'videoNotice',
	'play',
	'watchOn',
	'videoTitle',
	'pdfTitle',
	'openPdf',
];

declare global {
	interface Window {
		stagecraftLightbox?: Partial< Record< string, unknown > >;
	}
}

/**
 * The strings the server printed; a missing one is empty rather than untranslated.
 * @param source What the server printed.
 */
export function readStrings(
	source: Partial< Record< string, unknown > > | undefined
): LightboxStrings {
	const out = {} as LightboxStrings;
	for ( const key of KEYS ) {
		const value = source?.[ key ];
		out[ key ] = typeof value === 'string' ? value : '';
	}
	return out;
}

/**
 * printf's %s, %d and numbered %1$s / %1$d, enough for these strings.
 * @param pattern The translated format.
 * @param args    Its values.
 */
export function format(
	pattern: string,
	...args: Array< string | number >
): string {
	let next = 0;
	return pattern.replace(
		/%(?:(\d+)\$)?([sd])/g,
		( _match, position: string | undefined ) =>
			String( args[ position ? Number( position ) - 1 : next++ ] ?? '' )
	);
}
