import type { HoverVars, Motion } from '../../motion';
import { frameVars } from '../../motion';
import type { SlideView } from '../../schema/slide-view';
import { slideElement } from '../change/scene';

export interface HoverWatch {
	destroy: () => void;
}

// What each animated property returns to when the pointer leaves.
const IDLE: Required< Omit< HoverVars, 'color' | 'backgroundColor' > > = {
	x: 0,
	y: 0,
	opacity: 1,
	scaleX: 1,
	scaleY: 1,
	rotation: 0,
};

/**
 * The hover state of layers (spec section 4: idle or hover): a layer with
 * `hov.use` eases to its hover frame on pointer enter and on keyboard focus,
 * and back to idle on leave and blur, through the motion driver.
 *
 * @param stage  The element holding the rendered slides.
 * @param slides The slides, in stage order.
 * @param motion The motion driver.
 */
export function watchHover(
	stage: Element,
	slides: readonly SlideView[],
	motion: Motion
): HoverWatch {
	const removers: Array< () => void > = [];

	slides.forEach( ( slide, index ) => {
		const slideEl = slideElement( stage, index );
		const hovering = slide.layers.filter( ( layer ) => layer.hov?.use );
		// Layer ids repeat across slides, so elements are matched per slide, by value.
		const elements = hovering.length
			? Array.from(
					slideEl?.querySelectorAll< HTMLElement >(
						'[data-layer-id]'
					) ?? []
				)
			: [];
		hovering.forEach( ( layer ) => {
			const hov = layer.hov;
			const el = elements.find(
				( candidate ) =>
					candidate.dataset.layerId === String( layer.id )
			);
			if ( ! hov || ! el ) {
				return;
			}
			const hover: HoverVars = { ...frameVars( hov ) };
			if ( hov.c ) {
				hover.color = hov.c;
			}
			if ( hov.bgc ) {
				hover.backgroundColor = hov.bgc;
			}
			let idle: HoverVars | null = null;
			let active = false;
			const enter = () => {
				if ( active ) {
					return;
				}
				active = true;
				if ( ! idle ) {
					// Colours go back to what the stylesheet gave, read before the first hover.
					const computed = getComputedStyle( el );
					idle = {};
					for ( const key of Object.keys( hover ) as Array<
						keyof HoverVars
					> ) {
						if ( key === 'color' || key === 'backgroundColor' ) {
							idle[ key ] = computed[ key ];
						} else {
							idle[ key ] = IDLE[ key ];
						}
					}
				}
				el.dataset.hover = 'hover';
				motion.hover( el, hover );
			};
			const leave = () => {
				if ( ! active ) {
					return;
				}
				active = false;
				el.dataset.hover = 'idle';
				motion.hover( el, idle ?? {} );
			};
			el.dataset.hover = 'idle';
			el.addEventListener( 'pointerenter', enter );
			el.addEventListener( 'pointerleave', leave );
			el.addEventListener( 'focusin', enter );
			el.addEventListener( 'focusout', leave );
			removers.push( () => {
				el.removeEventListener( 'pointerenter', enter );
				el.removeEventListener( 'pointerleave', leave );
				el.removeEventListener( 'focusin', enter );
				el.removeEventListener( 'focusout', leave );
				delete el.dataset.hover;
			} );
		} );
	} );

	return {
		destroy: () => removers.splice( 0 ).forEach( ( remove ) => remove() ),
	};
}
