import type { HoverVars, Motion } from '../../motion';
// IDLE: what each animated property returns to when the pointer leaves.
// The frames only: the driver (GSAP) comes in its own chunk.
import { IDLE, moveVars } from '../../motion/moves';
import type { LayerView } from '../../schema/layer-view';
import type { SlideView } from '../../schema/slide-view';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';

export interface HoverWatch {
	destroy: () => void;
}

interface HoverState {
	hover: HoverVars;
	idle: HoverVars | null;
	active: boolean;
}

function hoverVars( hov: NonNullable< LayerView[ 'hov' ] > ): HoverVars {
	const vars: HoverVars = { ...moveVars( hov ) };
	if ( hov.c ) {
		vars.color = hov.c;
	}
	if ( hov.bgc ) {
		vars.backgroundColor = hov.bgc;
	}
	return vars;
}

// Colours go back to what the stylesheet gave, read before the first hover.
function idleVars( el: HTMLElement, hover: HoverVars ): HoverVars {
	const computed = getComputedStyle( el );
	const idle: Record< string, number | string > = {};
	for ( const key of Object.keys( hover ) as Array< keyof HoverVars > ) {
		if ( key === 'color' || key === 'backgroundColor' ) {
			idle[ key ] = computed[ key ];
		} else if ( key in IDLE ) {
			// Clip paths and filters have no idle value here: hover frames do not use them.
			idle[ key ] = IDLE[ key as keyof typeof IDLE ];
		}
	}
	return idle as HoverVars;
}

/**
 * The hover state of layers (spec section 4: idle or hover): a layer with
 * `hov.use` eases to its hover frame on pointer enter and on keyboard focus,
 * and back to idle on leave and blur, through the motion driver. Listeners
 * are delegated to the stage, so slides drawn later need nothing more.
 *
 * @param stage  The element holding the rendered slides.
 * @param slides The slides, in stage order.
 * @param motion The motion driver.
 * @param store  The module's event store.
 */
export function watchHover(
	stage: Element,
	slides: readonly SlideView[],
	motion: Motion,
	store?: EventStore
): HoverWatch {
	const events = partStore( stage, store );
	const states = new WeakMap< HTMLElement, HoverState >();
	const touched = new Set< HTMLElement >();

	// The hovering layer an event is about, with its state.
	function stateOf( target: EventTarget | null ) {
		const el =
			target instanceof Element
				? target.closest< HTMLElement >( '[data-layer-id]' )
				: null;
		const slideEl = el?.closest< HTMLElement >( '[data-slide-index]' );
		if ( ! el || ! slideEl || ! stage.contains( slideEl ) ) {
			return null;
		}
		let state = states.get( el );
		if ( ! state ) {
			const layer = slides[
				Number( slideEl.dataset.slideIndex )
			]?.layers.find(
				( item ) => String( item.id ) === el.dataset.layerId
			);
			if ( ! layer?.hov?.use ) {
				return null;
			}
			state = {
				hover: hoverVars( layer.hov ),
				idle: null,
				active: false,
			};
			states.set( el, state );
			touched.add( el );
		}
		return { el, state };
	}

	const enter = ( event: Event ) => {
		const found = stateOf( event.target );
		if ( ! found || found.state.active ) {
			return;
		}
		const { el, state } = found;
		state.active = true;
		state.idle ??= idleVars( el, state.hover );
		el.dataset.hover = 'hover';
		motion.hover( el, state.hover );
	};

	const leave = ( event: Event ) => {
		const found = stateOf( event.target );
		const related = ( event as PointerEvent | FocusEvent ).relatedTarget;
		// Moving between a layer's own children is not leaving it.
		if (
			! found ||
			! found.state.active ||
			( related instanceof Node && found.el.contains( related ) )
		) {
			return;
		}
		const { el, state } = found;
		state.active = false;
		el.dataset.hover = 'idle';
		motion.hover( el, state.idle ?? {} );
	};

	events.on( stage, 'pointerover', enter );
	events.on( stage, 'pointerout', leave );
	events.on( stage, 'focusin', enter );
	events.on( stage, 'focusout', leave );
	function destroy() {
		events.clear();
		touched.forEach( ( el ) => delete el.dataset.hover );
		touched.clear();
	}
	// Ends with the module's store too.
	store?.defer( destroy );
	return { destroy };
}
