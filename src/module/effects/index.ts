import type { MotionPreview } from '../../motion';
import { cssLength } from '../layout/layer-style';
import type { ActionContext } from '../actions/context';
import {
	SCROLL_TIMELINE_MARGIN,
	numberOf,
	pointerOffset,
	scrollEffect,
	scrollProgress,
} from './math';

export { POINTER_DIVISORS } from './math';

interface Moving {
	wrap: HTMLElement;
	mouse: number;
	scroll: number;
	fade: number;
	at: { x: number; y: number; sy: number };
}

/**
 * Pointer and scroll effects of a running module (spec sections 3 and 9):
 * mouse parallax (`mod.mouse.d`, off on touch), scroll parallax and fade
 * (`mod.scroll.d`, `mod.scroll.fade`), and the scroll-based timeline (`sbt`:
 * the slide's layer scenes scrubbed by scroll, from fStart to fEnd ms, with
 * the viewport margin vPort or -200px). All off under reduced motion. The
 * offsets go on the layer wrappers' `translate`, apart from the transforms
 * the layout and the scenes write.
 *
 * @param context The running module.
 */
export function createEffects( context: ActionContext ): {
	destroy: () => void;
} {
	const { root, stage, slides, motion, store, emitter, settings } = context;
	if ( motion.reducedMotion() ) {
		return { destroy: () => undefined };
	}
	const win = store.win;
	const finePointer = win.matchMedia?.(
		'(hover: hover) and (pointer: fine)'
	).matches;
	let moving: Moving[] = [];
	let preview: MotionPreview | null = null;
	let frame: ( () => void ) | null = null;

	function collect() {
		const index = context.current();
		const slideEl = stage.querySelector(
			`[data-slide-index="${ index }"]`
		);
		moving = ( slides[ index ]?.layers ?? [] ).flatMap( ( layer ) => {
			const mouse = finePointer ? numberOf( layer.mod?.mouse?.d ) : 0;
			const scroll = numberOf( layer.mod?.scroll?.d );
			const fade = numberOf( layer.mod?.scroll?.fade );
			const wrap = slideEl?.querySelector< HTMLElement >(
				`[data-wrap-of="${ CSS.escape( String( layer.id ) ) }"]`
			);
			return wrap && ( mouse || scroll || fade )
				? [ { wrap, mouse, scroll, fade, at: { x: 0, y: 0, sy: 0 } } ]
				: [];
		} );
	}

	function draw( item: Moving ) {
		item.wrap.style.translate = `${ item.at.x }px ${ item.at.y + item.at.sy }px`;
	}

	function onScroll() {
		frame = null;
		const box = root.getBoundingClientRect();
		const height = win.innerHeight;
		const distance = box.top + box.height / 2 - height / 2;
		for ( const item of moving ) {
			if ( item.scroll || item.fade ) {
				const effect = scrollEffect(
					distance,
					height,
					item.scroll,
					item.fade
				);
				item.at.sy = effect.y;
				item.wrap.style.opacity = item.fade
					? String( effect.opacity )
					: '';
				draw( item );
			}
		}
		if ( preview && settings ) {
			const margin = numberOf(
				cssLength( settings.vPort )?.replace( 'px', '' ),
				SCROLL_TIMELINE_MARGIN
			);
			const progress = scrollProgress(
				box.top,
				box.bottom,
				height,
				margin
			);
			const start = numberOf( settings.sbt.fStart );
			const end =
				numberOf( settings.sbt.fEnd, preview.duration() ) ||
				preview.duration();
			preview.seek( start + progress * ( end - start ) );
		}
	}

	const requestScroll = () => {
		frame ??= store.frame( onScroll );
	};

	// The scroll timeline takes the current slide's layer scenes onto one scrubbed timeline.
	function scrub() {
		preview?.destroy();
		preview = null;
		if ( ! settings?.sbt.use || ! motion.preview ) {
			return;
		}
		const index = context.current();
		const slideEl = stage.querySelector(
			`[data-slide-index="${ index }"]`
		);
		const scenes = ( slides[ index ]?.layers ?? [] ).flatMap( ( layer ) => {
			const el = slideEl?.querySelector(
				`[data-layer-id="${ CSS.escape( String( layer.id ) ) }"]`
			);
			const frames = layer.tl.in?.frames ?? [];
			return el && frames.length
				? [
						{
							el,
							scene: 'in' as const,
							frames,
							at: 0,
							effects: layer.tl,
						},
					]
				: [];
		} );
		preview = motion.preview(
			scenes,
			context.lengthOf( index ),
			() => undefined
		);
		preview.pause();
	}

	function arrive() {
		collect();
		scrub();
		onScroll();
	}

	store.on( root, 'pointermove', ( event ) => {
		if ( event.pointerType !== 'mouse' ) {
			return;
		}
		const box = root.getBoundingClientRect();
		const dx = event.clientX - ( box.left + box.width / 2 );
		const dy = event.clientY - ( box.top + box.height / 2 );
		for ( const item of moving ) {
			if ( item.mouse ) {
				const { x, y } = pointerOffset( dx, dy, item.mouse );
				item.at.x = x;
				item.at.y = y;
				draw( item );
			}
		}
	} );
	store.on( root, 'pointerleave', () => {
		for ( const item of moving ) {
			item.at.x = 0;
			item.at.y = 0;
			draw( item );
		}
	} );
	store.on( win, 'scroll', requestScroll, { passive: true } );
	store.on( win, 'resize', requestScroll );
	const leave = () => {
		preview?.destroy();
		preview = null;
	};
	emitter.on( 'beforeChange', leave );
	emitter.on( 'afterChange', arrive );
	// The first slide is drawn by the time the module reports ready.
	emitter.on( 'ready', arrive );

	return {
		destroy() {
			emitter.off( 'beforeChange', leave );
			emitter.off( 'afterChange', arrive );
			emitter.off( 'ready', arrive );
			leave();
			for ( const item of moving ) {
				item.wrap.style.translate = '';
				item.wrap.style.opacity = '';
			}
		},
	};
}
