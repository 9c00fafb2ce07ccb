import type { Motion } from '../../motion';
import { slideViewSchema } from '../../schema/slide-view';
import { watchHover } from './hover';

describe( 'layer hover state', () => {
	it( 'eases to the hover frame and back to idle, by pointer and by focus', () => {
		const stage = document.createElement( 'div' );
		stage.innerHTML =
			'<div data-slide-index="0"><a data-layer-id="1" href="#">A</a><p data-layer-id="2">B</p></div>';
		const slides = [
			slideViewSchema.parse( {
				id: 1,
				layers: [
					{
						id: 1,
						type: 'button',
						hov: { use: true, sX: 1.1, sY: 1.1, c: '#ff0000' },
					},
					{ id: 2, type: 'text' },
				],
			} ),
		];
		const hover = jest.fn();
		const motion = { hover } as unknown as Motion;
		const watch = watchHover( stage, slides, motion );
		const link = stage.querySelector( 'a' ) as HTMLElement;
		expect( link.dataset.hover ).toBe( 'idle' );
		expect( stage.querySelector( 'p' )?.dataset.hover ).toBeUndefined();

		link.dispatchEvent( new Event( 'pointerenter' ) );
		expect( link.dataset.hover ).toBe( 'hover' );
		expect( hover ).toHaveBeenLastCalledWith( link, {
			scaleX: 1.1,
			scaleY: 1.1,
			color: '#ff0000',
		} );
		link.dispatchEvent( new Event( 'pointerleave' ) );
		expect( link.dataset.hover ).toBe( 'idle' );
		expect( hover ).toHaveBeenLastCalledWith(
			link,
			expect.objectContaining( { scaleX: 1, scaleY: 1 } )
		);
		link.dispatchEvent( new Event( 'focusin' ) );
		expect( hover ).toHaveBeenCalledTimes( 3 );

		watch.destroy();
		link.dispatchEvent( new Event( 'focusout' ) );
		expect( hover ).toHaveBeenCalledTimes( 3 );
		expect( link.dataset.hover ).toBeUndefined();
	} );
} );
