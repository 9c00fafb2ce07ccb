// The lightbox's rules, without the DOM's moving parts (spec site.md section 2 "Interface areas",
// section 9 "Lightbox gallery preloads 0 before and 2 ahead"): which links open it, what kind of
// content each address is, how links group into galleries by the bracketed name in their rel
// (`lightbox[name]`), and which items are fetched ahead.

export type LightboxKind =
	'image' | 'video' | 'mp4' | 'inline' | 'pdf' | 'ajax';

export const KINDS: readonly LightboxKind[] = [
	'image',
	'video',
	'mp4',
	'inline',
	'pdf',
	'ajax',
];

/** Links the lightbox answers: a rel naming it, or an explicit kind from the server. */
export const LINK_SELECTOR =
	'a[rel~="lightbox"], a[rel^="lightbox["], a[data-lightbox-kind]';

export type LightboxItem = {
	kind: LightboxKind;
	/** The address as the link has it, absolute. */
	href: string;
	caption: string;
	/** Gallery name; '' for a link that stands alone. */
	gallery: string;
	link: HTMLAnchorElement;
};

export type VideoSource = {
	provider: 'youtube' | 'vimeo';
	/** The provider's name as a visitor knows it. */
	name: string;
	id: string;
	/** The player address, opened only when the visitor asks (or consented). */
	embed: string;
};

export const PRELOAD = { before: 0, ahead: 2 } as const;

const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg|bmp)$/i;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;
const PDF = /\.pdf$/i;

/**
 * The gallery a link belongs to: the bracketed name of `lightbox[name]` in its rel, '' when
 * the rel says `lightbox` alone (or nothing).
 * @param rel The link's rel attribute.
 */
export function galleryName( rel: string | null | undefined ): string {
	const match = /(?:^|\s)lightbox\[([^\]\s]*)\]/.exec( rel ?? '' );
	return match ? match[ 1 ] : '';
}

/**
 * YouTube and Vimeo addresses as their embeds: YouTube's no-cookie host, Vimeo with Do Not
 * Track; both start playing, since the visitor asked for the video.
 * @param href An absolute address.
 */
export function videoSource( href: string ): VideoSource | null {
	let url: URL;
	try {
		url = new URL( href );
	} catch {
		return null;
	}
	const host = url.hostname.replace( /^(www\.|m\.)/, '' );
	let id = '';
	if ( host === 'youtube.com' || host === 'youtube-nocookie.com' ) {
		id =
			url.searchParams.get( 'v' ) ??
			/^\/(?:embed|shorts|live)\/([\w-]+)/.exec( url.pathname )?.[ 1 ] ??
			'';
	} else if ( host === 'youtu.be' ) {
		id = url.pathname.slice( 1 );
	}
	if ( /^[\w-]{6,}$/.test( id ) ) {
		return {
			provider: 'youtube',
			name: 'YouTube',
			id,
			embed: `https://www.youtube-nocookie.com/embed/${ id }?autoplay=1&rel=0`,
		};
	}
	if ( host === 'vimeo.com' || host === 'player.vimeo.com' ) {
		const vimeo = /(?:^|\/)(\d{4,})(?:\/|$)/.exec( url.pathname );
		if ( vimeo ) {
			return {
				provider: 'vimeo',
				name: 'Vimeo',
				id: vimeo[ 1 ],
				embed: `https://player.vimeo.com/video/${ vimeo[ 1 ] }?autoplay=1&dnt=1`,
			};
		}
	}
	return null;
}

/**
 * What an address opens as: the kind the server named when it is one, else guessed from the
 * address (a `#id` of this page is inline content, another page of the site is loaded by ajax).
 * @param href     The link's href, absolute.
 * @param explicit The kind the server named, if any.
 * @param page     The page's own address.
 */
export function kindOf(
	href: string,
	explicit: string | undefined,
	page: string
): LightboxKind {
	if ( explicit && ( KINDS as readonly string[] ).includes( explicit ) ) {
		return explicit as LightboxKind;
	}
	let url: URL;
	try {
		url = new URL( href, page );
	} catch {
		return 'ajax';
	}
	const here = new URL( page );
	if (
		url.hash.length > 1 &&
		url.origin === here.origin &&
		url.pathname === here.pathname &&
		url.search === here.search
	) {
		return 'inline';
	}
	if ( videoSource( url.href ) ) {
		return 'video';
	}
	if ( IMAGE.test( url.pathname ) ) {
		return 'image';
	}
	if ( VIDEO_FILE.test( url.pathname ) ) {
		return 'mp4';
	}
	if ( PDF.test( url.pathname ) ) {
		return 'pdf';
	}
	return 'ajax';
}

/**
 * The caption: the link's own (data-caption), else its figure's caption, else the image's alt.
 * @param link The link.
 */
export function captionOf( link: HTMLAnchorElement ): string {
	const own = link.dataset.caption?.trim();
	if ( own ) {
		return own;
	}
	const figure = link.closest( 'figure' );
	const caption = figure
		?.querySelector( ':scope > figcaption' )
		?.textContent?.trim();
	if ( caption ) {
		return caption;
	}
	return link.querySelector( 'img' )?.getAttribute( 'alt' )?.trim() ?? '';
}

/**
 * One link as an item.
 * @param link The link.
 * @param page The page's address.
 */
export function itemOf( link: HTMLAnchorElement, page: string ): LightboxItem {
	const raw = link.getAttribute( 'href' ) ?? '';
	let href = raw;
	try {
		href = new URL( raw, page ).href;
	} catch {
		// An address the browser cannot read fails when it loads, with the usual message.
	}
	return {
		kind: kindOf( href, link.dataset.lightboxKind, page ),
		href,
		caption: captionOf( link ),
		gallery: galleryName( link.getAttribute( 'rel' ) ),
		link,
	};
}

/**
 * The items a link opens with: every lightbox link of its gallery in document order, or itself
 * alone; `index` is its place among them.
 * @param links All lightbox links of the page, in document order.
 * @param link  The link the visitor followed.
 * @param page  The page's address.
 */
export function groupFor(
	links: readonly HTMLAnchorElement[],
	link: HTMLAnchorElement,
	page: string
): { items: LightboxItem[]; index: number } {
	const name = galleryName( link.getAttribute( 'rel' ) );
	const members =
		name === ''
			? [ link ]
			: links.filter(
					( other ) =>
						galleryName( other.getAttribute( 'rel' ) ) === name
				);
	const index = Math.max( 0, members.indexOf( link ) );
	return { items: members.map( ( m ) => itemOf( m, page ) ), index };
}

/**
 * The neighbour `step` away, round the ends (a gallery loops).
 * @param index Current place.
 * @param step  +1 next, -1 previous.
 * @param count Items in the gallery.
 */
export function wrap( index: number, step: number, count: number ): number {
	return count > 0 ? ( ( ( index + step ) % count ) + count ) % count : 0;
}

/**
 * Places to fetch ahead while `index` shows: `before` behind and `ahead` in front, round the
 * ends, never the current one, each once, nearest first.
 * @param index         Current place.
 * @param count         Items in the gallery.
 * @param window        How many behind and ahead (the spec's 0 and 2 by default).
 * @param window.before
 * @param window.ahead
 */
export function preloadIndices(
	index: number,
	count: number,
	window: { before: number; ahead: number } = PRELOAD
): number[] {
	const out: number[] = [];
	const add = ( at: number ) => {
		if ( at !== index && ! out.includes( at ) ) {
			out.push( at );
		}
	};
	const reach = Math.max( window.before, window.ahead );
	for ( let step = 1; step <= reach; step++ ) {
		if ( step <= window.ahead ) {
			add( wrap( index, step, count ) );
		}
		if ( step <= window.before ) {
			add( wrap( index, -step, count ) );
		}
	}
	return out;
}
