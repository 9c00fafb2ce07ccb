import { createEmitter } from '../events/emitter';
import { createArrows } from './arrows';
import { createBullets } from './bullets';

function fakeModule() {
	const root = document.createElement( 'div' );
	const emitter = createEmitter( root );
	let index = 0;
	const module = {
		next: jest.fn(),
		prev: jest.fn(),
		goTo: jest.fn( ( ref: number | string ) => {
			index = Number( ref );
			emitter.emit( 'afterChange', {
				from: null,
				to: { index, id: index + 1 },
				direction: 'forward',
			} );
		} ),
		current: () => ( { index, id: index + 1 } ),
		slideCount: 3,
		on: emitter.on,
		off: emitter.off,
	};
	return { root, module };
}

describe( 'navigation', () => {
	it( 'arrows call prev and next and are removed on destroy', () => {
		const { root, module } = fakeModule();
		const arrows = createArrows( root, module );
		const [ prev, next ] = Array.from( root.querySelectorAll( 'button' ) );
		expect( prev.getAttribute( 'aria-label' ) ).toBe( 'Previous slide' );
		prev.click();
		next.click();
		expect( module.prev ).toHaveBeenCalledTimes( 1 );
		expect( module.next ).toHaveBeenCalledTimes( 1 );
		arrows.destroy();
		expect( root.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );

	it( 'bullets go to their slide and follow afterChange', () => {
		const { root, module } = fakeModule();
		const bullets = createBullets( root, module );
		const buttons = root.querySelectorAll( 'button' );
		expect( buttons ).toHaveLength( 3 );
		expect( buttons[ 0 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
		buttons[ 2 ].click();
		expect( module.goTo ).toHaveBeenCalledWith( 2 );
		expect( buttons[ 2 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect( buttons[ 0 ].hasAttribute( 'aria-current' ) ).toBe( false );
		bullets.destroy();
		expect(
			root.querySelector( '.stagecraft-module__bullets' )
		).toBeNull();
	} );
} );
