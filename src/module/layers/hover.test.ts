import type { Motion } from '../../motion';
import { slideViewSchema } from '../../schema/slide-view';
import { watchHover } from './hover';

const fire = (
	el: Element,
	type: string,
	relatedTarget: Element | null = null
) =>
	el.dispatchEvent(
		Object.assign( new Event( type, { bubbles: true } ), { relatedTarget } )
	);

describe( 'layer hover state', () => {
	it( 'eases to the hover frame and back to idle, by pointer and by focus', () => {
		const stage = document.createElement( 'div' );
		stage.innerHTML =
			'<div data-slide-index="0"><a data-layer-id="1" href="#">A <b>bold</b></a><p data-layer-id="2">B</p></div>';
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
		const bold = stage.querySelector( 'b' ) as HTMLElement;
		const text = stage.querySelector( 'p' ) as HTMLElement;

		fire( text, 'pointerover' );
		expect( hover ).not.toHaveBeenCalled();

		fire( bold, 'pointerover' );
		expect( link.dataset.hover ).toBe( 'hover' );
		expect( hover ).toHaveBeenLastCalledWith( link, {
			scaleX: 1.1,
			scaleY: 1.1,
			color: '#ff0000',
		} );
		// Moving onto its own child is not leaving.
		fire( link, 'pointerout', bold );
		expect( link.dataset.hover ).toBe( 'hover' );
		fire( bold, 'pointerout', text );
		expect( link.dataset.hover ).toBe( 'idle' );
		expect( hover ).toHaveBeenLastCalledWith(
			link,
			expect.objectContaining( { scaleX: 1, scaleY: 1 } )
		);
		fire( link, 'focusin' );
		expect( hover ).toHaveBeenCalledTimes( 3 );

		watch.destroy();
		fire( link, 'focusout' );
		expect( hover ).toHaveBeenCalledTimes( 3 );
		expect( link.dataset.hover ).toBeUndefined();
	} );
} );
