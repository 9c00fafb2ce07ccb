// The lightbox (spec site.md sections 2, 8 and 9): one dialog per page for every link the
// lightbox answers (our block's, core image and gallery blocks set to open in it, any link whose
// rel says `lightbox` or `lightbox[name]`). Opens on a click, groups galleries, steps with
// buttons, arrow keys and swipes, counts, captions, fetches 0 before and 2 ahead, says
// 'Loading...' and each failure. An accessible modal dialog: focus goes in, stays in (the page's
// dialog stack), Escape closes, focus returns to the link. Opening and closing fade and scale
// with framer-motion; under reduced motion they happen at once.
import { createFocusTrap } from '../focus-trap';
import type { InterfaceMotion } from '../motion';
import { motion as siteMotion } from '../motion';
import { marketingAllowed } from './consent-gate';
import type { ImageCache, Shown } from './content';
import { createImageCache, showItem } from './content';
import { buildDialog } from './dialog-markup';
import type { DialogParts } from './dialog-markup';
import { createGestures } from './gestures';
import type { Gestures } from './gestures';
import type { LightboxItem } from './items';
import { LINK_SELECTOR, groupFor, preloadIndices, wrap } from './items';
import type { LightboxStrings } from './strings';
import { format } from './strings';
import { FITTED, TAP_SCALE } from './zoom';

export const OPEN_MS = 200;

export type Lightbox = {
	open: ( link: HTMLAnchorElement ) => void;
	go: ( step: number ) => void;
	close: () => Promise< void >;
	readonly index: number;
	readonly items: readonly LightboxItem[];
	readonly images: ImageCache;
	destroy: () => void;
};

export type LightboxOptions = {
	strings: LightboxStrings;
	doc?: Document;
	motion?: InterfaceMotion;
	fetch?: typeof fetch;
	mayEmbed?: () => boolean;
};

export function createLightbox( options: LightboxOptions ): Lightbox {
	const doc = options.doc ?? document;
	const { strings } = options;
	const motion = options.motion ?? siteMotion;
	const images = createImageCache( doc );
	const context = {
		doc,
		strings,
		images,
		fetch:
			options.fetch ??
			( ( ...args: Parameters< typeof fetch > ) =>
				window.fetch( ...args ) ),
		mayEmbed: options.mayEmbed ?? ( () => marketingAllowed( doc ) ),
	};
	let parts: DialogParts | null = null;
	let gestures: Gestures | null = null;
	let trap: ReturnType< typeof createFocusTrap > | null = null;
	let items: LightboxItem[] = [];
	let index = 0;
	let shown: Shown | null = null;
	let isOpen = false;
	let run = 0;

	const say = ( text: string ) => {
		if ( parts ) {
			parts.message.textContent = text;
			parts.message.hidden = text === '';
		}
	};

	function setZoomButton( zoomed: boolean ) {
		if ( ! parts ) {
			return;
		}
		parts.zoom.setAttribute( 'aria-pressed', String( zoomed ) );
		parts.zoom.setAttribute(
			'aria-label',
			zoomed ? strings.zoomOut : strings.zoomIn
		);
	}

	function render() {
		if ( ! parts || ! gestures ) {
			return;
		}
		const mine = ++run;
		shown?.release();
		const item = items[ index ];
		shown = showItem( item, context );
		const { stage, counter, caption, previous, next, zoom } = parts;
		stage.replaceChildren( shown.node );
		stage.dataset.kind = item.kind;
		gestures.setImage( null );
		const many = items.length > 1;
		counter.textContent = many
			? format( strings.counter, index + 1, items.length )
			: '';
		counter.hidden = ! many;
		previous.hidden = ! many;
		next.hidden = ! many;
		caption.textContent = item.caption;
		caption.hidden = item.caption === '';
		zoom.hidden = true;
		setZoomButton( false );
		say( strings.loading );
		stage.setAttribute( 'aria-busy', 'true' );
		const current = shown;
		void current.outcome.then( ( outcome ) => {
			if ( mine !== run ) {
				return;
			}
			stage.removeAttribute( 'aria-busy' );
			if ( outcome === 'ready' ) {
				say( '' );
				if ( item.kind === 'image' ) {
					gestures?.setImage( current.image );
					zoom.hidden = false;
				}
				return;
			}
			stage.classList.add( 'is-failed' );
			if ( outcome === 'missing' ) {
				say( strings.notFound );
			} else {
				say(
					item.kind === 'image'
						? strings.imageFailed
						: strings.contentFailed
				);
			}
		} );
		stage.classList.remove( 'is-failed' );
		// The next two images of a gallery, none behind (spec: preloads 0 before, 2 ahead).
		for ( const at of preloadIndices( index, items.length ) ) {
			if ( items[ at ].kind === 'image' ) {
				void images.load( items[ at ].href );
			}
		}
	}

	function go( step: number ) {
		if ( ! isOpen || items.length < 2 ) {
			return;
		}
		index = wrap( index, step, items.length );
		render();
	}

	async function close() {
		if ( ! isOpen || ! parts ) {
			return;
		}
		isOpen = false;
		const { dialog } = parts;
		const mine = ++run;
		await motion.animate(
			dialog,
			{ opacity: [ 1, 0 ], transform: [ 'scale(1)', 'scale(0.96)' ] },
			{ ms: OPEN_MS }
		);
		if ( isOpen || mine !== run ) {
			return;
		}
		shown?.release();
		shown = null;
		parts.stage.replaceChildren();
		dialog.close();
		trap?.deactivate( true );
		doc.documentElement.classList.remove( 'has-lightbox' );
	}

	function onKeydown( event: KeyboardEvent ) {
		const target = event.target;
		if (
			target instanceof Element &&
			target.closest(
				'input, textarea, select, video, [contenteditable]'
			)
		) {
			return;
		}
		if ( event.key === 'ArrowLeft' || event.key === 'ArrowRight' ) {
			event.preventDefault();
			go( event.key === 'ArrowLeft' ? -1 : 1 );
		}
	}

	function build(): DialogParts {
		const built = buildDialog( doc, strings );
		const { dialog, stage, close: closer, previous, next, zoom } = built;
		gestures = createGestures( stage, {
			step: ( step ) => go( step ),
			zoomed: ( state ) => setZoomButton( state.scale > 1 ),
		} );
		trap = createFocusTrap( dialog, () => void close() );
		closer.addEventListener( 'click', () => void close() );
		previous.addEventListener( 'click', () => go( -1 ) );
		next.addEventListener( 'click', () => go( 1 ) );
		zoom.addEventListener( 'click', () => {
			const zoomed = ( gestures?.zoom().scale ?? 1 ) > 1;
			gestures?.setZoom(
				zoomed ? FITTED : { scale: TAP_SCALE, x: 0, y: 0 }
			);
			setZoomButton( ! zoomed );
		} );
		dialog.addEventListener( 'keydown', onKeydown );
		// The browser's own Escape would close without the focus return: the trap handles it.
		dialog.addEventListener( 'cancel', ( event ) =>
			event.preventDefault()
		);
		// A click on the backdrop (the dialog or the stage around the content) closes; one that
		// began on the content (a drag or a tap the stage captured) does not.
		const backdrop = ( target: EventTarget | null ) =>
			target === dialog || target === stage;
		let pressedBackdrop = false;
		dialog.addEventListener( 'pointerdown', ( event ) => {
			pressedBackdrop = backdrop( event.target );
		} );
		dialog.addEventListener( 'click', ( event ) => {
			if ( pressedBackdrop && backdrop( event.target ) ) {
				void close();
			}
		} );
		return built;
	}

	function open( link: HTMLAnchorElement ) {
		const links = Array.from(
			doc.querySelectorAll< HTMLAnchorElement >( LINK_SELECTOR )
		);
		const group = groupFor( links, link, doc.baseURI );
		items = group.items;
		index = group.index;
		parts ??= build();
		const wasOpen = isOpen;
		isOpen = true;
		render();
		if ( wasOpen ) {
			return;
		}
		doc.documentElement.classList.add( 'has-lightbox' );
		if ( ! parts.dialog.open ) {
			parts.dialog.showModal();
		}
		trap?.activate( parts.close );
		void motion.animate(
			parts.dialog,
			{ opacity: [ 0, 1 ], transform: [ 'scale(0.96)', 'scale(1)' ] },
			{ ms: OPEN_MS }
		);
	}

	const onClick = ( event: MouseEvent ) => {
		if (
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >( LINK_SELECTOR )
				: null;
		if ( ! link || link.closest( '.stagecraft-lightbox-dialog' ) ) {
			return;
		}
		event.preventDefault();
		open( link );
	};
	doc.addEventListener( 'click', onClick );

	return {
		open,
		go,
		close,
		get index() {
			return index;
		},
		get items() {
			return items;
		},
		images,
		destroy() {
			doc.removeEventListener( 'click', onClick );
			gestures?.destroy();
			trap?.destroy();
			shown?.release();
			parts?.dialog.remove();
		},
	};
}
