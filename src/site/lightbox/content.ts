// What the lightbox shows for each kind of item: an image (fetched once, shared with the
// preloads), a video site's player (behind the consent gate), an mp4 file, an element of the
// page (moved in, and back on leaving), a PDF, or a page of the site loaded by ajax. Each answers
// when it is ready or failed, so the dialog can say 'Loading...' and then the right message.
import type { LightboxItem } from './items';
import { videoSource } from './items';
import type { LightboxStrings } from './strings';
import { format } from './strings';
import { loadPageFragment } from '../page-fragment';

export type Outcome = 'ready' | 'failed' | 'missing';

export type Shown = {
	node: HTMLElement;
	/** The image element, for zoom and pinch; null for other kinds. */
	image: HTMLImageElement | null;
	outcome: Promise< Outcome >;
	/** Puts moved content back and stops players. */
	release: () => void;
};

export type ContentContext = {
	doc: Document;
	strings: LightboxStrings;
	/** Whether the video sites may be contacted without a click (marketing consent). */
	mayEmbed: () => boolean;
	fetch: typeof fetch;
	images: ImageCache;
};

export type ImageCache = {
	/** Starts (once) fetching an image; resolves true when it loaded. */
	load: ( href: string ) => Promise< boolean >;
	/** Addresses asked for, in order: what the preload window fetched. */
	readonly requested: readonly string[];
};

export function createImageCache( doc: Document = document ): ImageCache {
	const loads = new Map< string, Promise< boolean > >();
	const requested: string[] = [];
	return {
		load( href ) {
			let loading = loads.get( href );
			if ( ! loading ) {
				requested.push( href );
				loading = new Promise< boolean >( ( resolve ) => {
					const img = doc.createElement( 'img' );
					img.decoding = 'async';
					img.onload = () => resolve( true );
					img.onerror = () => resolve( false );
					img.src = href;
				} );
				// A failed image is tried again when it is shown again.
				loading.then( ( ok ) => ok || loads.delete( href ) );
				loads.set( href, loading );
			}
			return loading;
		},
		requested,
	};
}

const element = < K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string
): HTMLElementTagNameMap[ K ] => {
	const el = doc.createElement( tag );
	el.className = `stagecraft-lightbox__${ className }`;
	return el;
};

const frame = (
	doc: Document,
	src: string,
	title: string,
	className: string
): { iframe: HTMLIFrameElement; loaded: Promise< Outcome > } => {
	const iframe = element( doc, 'iframe', className );
	iframe.title = title;
	iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
	iframe.allowFullscreen = true;
	const loaded = new Promise< Outcome >( ( resolve ) =>
		iframe.addEventListener( 'load', () => resolve( 'ready' ), {
			once: true,
		} )
	);
	iframe.src = src;
	return { iframe, loaded };
};

function showImage( item: LightboxItem, ctx: ContentContext ): Shown {
	const node = element( ctx.doc, 'div', 'media is-image' );
	const img = element( ctx.doc, 'img', 'image' );
	img.alt = item.link.querySelector( 'img' )?.alt || item.caption;
	img.draggable = false;
	const outcome = ctx.images.load( item.href ).then( ( ok ): Outcome => {
		if ( ok ) {
			img.src = item.href;
			node.append( img );
		}
		return ok ? 'ready' : 'failed';
	} );
	return { node, image: img, outcome, release: () => {} };
}

function showVideo( item: LightboxItem, ctx: ContentContext ): Shown {
	const source = videoSource( item.href );
	const node = element( ctx.doc, 'div', 'media is-video' );
	if ( ! source ) {
		return {
			node,
			image: null,
			outcome: Promise.resolve( 'failed' ),
			release: () => {},
		};
	}
	const embed = (): Promise< Outcome > => {
		const { iframe, loaded } = frame(
			ctx.doc,
			source.embed,
			item.caption || ctx.strings.videoTitle,
			'frame'
		);
		node.replaceChildren( iframe );
		return loaded;
	};
	if ( ctx.mayEmbed() ) {
		return { node, image: null, outcome: embed(), release: () => {} };
	}
	// Nothing from the provider until the visitor asks: the site's own thumbnail, if the link
	// has one, a notice naming the provider, a play button and the provider's own address.
	const gate = element( ctx.doc, 'div', 'consent' );
	const poster = item.link.querySelector( 'img' );
	if ( poster?.currentSrc || poster?.src ) {
		const img = element( ctx.doc, 'img', 'poster' );
		img.src = poster.currentSrc || poster.src;
		img.alt = '';
		gate.append( img );
	}
	const notice = element( ctx.doc, 'p', 'notice' );
	notice.textContent = format( ctx.strings.videoNotice, source.name );
	const play = element( ctx.doc, 'button', 'play' );
	play.type = 'button';
	play.textContent = ctx.strings.play;
	const watch = element( ctx.doc, 'a', 'watch' );
	watch.href = item.href;
	watch.textContent = format( ctx.strings.watchOn, source.name );
	const actions = element( ctx.doc, 'p', 'actions' );
	actions.append( play, ' ', watch );
	gate.append( notice, actions );
	node.append( gate );
	play.addEventListener( 'click', () => {
		void embed().then( () => node.querySelector( 'iframe' )?.focus() );
	} );
	return {
		node,
		image: null,
		outcome: Promise.resolve( 'ready' ),
		release: () => {},
	};
}

function showFile( item: LightboxItem, ctx: ContentContext ): Shown {
	const node = element( ctx.doc, 'div', 'media is-mp4' );
	const video = element( ctx.doc, 'video', 'video' );
	video.controls = true;
	video.playsInline = true;
	video.preload = 'metadata';
	if ( item.caption ) {
		video.setAttribute( 'aria-label', item.caption );
	}
	const outcome = new Promise< Outcome >( ( resolve ) => {
		video.addEventListener( 'loadedmetadata', () => resolve( 'ready' ), {
			once: true,
		} );
		video.addEventListener( 'error', () => resolve( 'failed' ), {
			once: true,
		} );
	} );
	video.src = item.href;
	node.append( video );
	return {
		node,
		image: null,
		outcome,
		release: () => {
			video.pause();
			video.removeAttribute( 'src' );
			video.load();
		},
	};
}

function showInline( item: LightboxItem, ctx: ContentContext ): Shown {
	const node = element( ctx.doc, 'div', 'html is-inline' );
	const id = decodeURIComponent( new URL( item.href ).hash.slice( 1 ) );
	const target = id ? ctx.doc.getElementById( id ) : null;
	if ( ! target || target.contains( item.link ) ) {
		return {
			node,
			image: null,
			outcome: Promise.resolve( 'missing' ),
			release: () => {},
		};
	}
	// Moved, not copied: its ids stay unique and its state (a form half filled) comes back.
	const mark = ctx.doc.createComment( 'stagecraft-lightbox' );
	const wasHidden = target.hidden;
	target.replaceWith( mark );
	target.hidden = false;
	node.append( target );
	return {
		node,
		image: null,
		outcome: Promise.resolve( 'ready' ),
		release: () => {
			target.hidden = wasHidden;
			mark.replaceWith( target );
		},
	};
}

const sameSite = ( href: string, doc: Document ) =>
	new URL( href ).origin === new URL( doc.baseURI ).origin;

function showPdf( item: LightboxItem, ctx: ContentContext ): Shown {
	const node = element( ctx.doc, 'div', 'media is-pdf' );
	// An iframe says nothing of a missing file: this site's own PDFs are asked for first.
	const check = sameSite( item.href, ctx.doc )
		? ctx
				.fetch( item.href, {
					method: 'HEAD',
					credentials: 'same-origin',
				} )
				.then( ( response ) => response.ok )
				.catch( () => false )
		: Promise.resolve( true );
	const outcome = check.then( ( ok ): Outcome | Promise< Outcome > => {
		if ( ! ok ) {
			return 'failed';
		}
		const { iframe } = frame(
			ctx.doc,
			item.href,
			item.caption || ctx.strings.pdfTitle,
			'frame is-document'
		);
		const open = element( ctx.doc, 'a', 'open' );
		open.href = item.href;
		open.textContent = ctx.strings.openPdf;
		node.append( iframe, open );
		return 'ready';
	} );
	return { node, image: null, outcome, release: () => {} };
}

function showPage( item: LightboxItem, ctx: ContentContext ): Shown {
	const node = element( ctx.doc, 'div', 'html is-ajax' );
	const outcome = ( async (): Promise< Outcome > => {
		try {
			await loadPageFragment( item.href, node, ctx.fetch );
			return 'ready';
		} catch {
			return 'failed';
		}
	} )();
	return { node, image: null, outcome, release: () => {} };
}

/**
 * Puts an item's content together; the dialog places `node` and waits for `outcome`.
 * @param item The item.
 * @param ctx  Document, strings, consent, network.
 */
export function showItem( item: LightboxItem, ctx: ContentContext ): Shown {
	switch ( item.kind ) {
		case 'image':
			return showImage( item, ctx );
		case 'video':
			return showVideo( item, ctx );
		case 'mp4':
			return showFile( item, ctx );
		case 'inline':
			return showInline( item, ctx );
		case 'pdf':
			return showPdf( item, ctx );
		default:
			return showPage( item, ctx );
	}
}
