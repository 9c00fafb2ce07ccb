import { createMotion } from './driver';
import type { Motion } from './driver';
import { mockReducedMotion } from './test-media';

describe( 'in and out scenes with every effect', () => {
	let motion: Motion;
	let el: HTMLElement;

	beforeEach( () => {
		el = document.body.appendChild( document.createElement( 'div' ) );
	} );

	afterEach( () => {
		motion.destroy();
		el.remove();
	} );

	it( 'reveals through the mask and filter, in 3D with the module perspective, and leaves nothing behind', async () => {
		mockReducedMotion( false );
		motion = createMotion( { perspective: 800 } );
		const done = motion.animateIn(
			el,
			[
				{ o: 0, rX: 45, skX: 10, pE: 'none' },
				{ o: 1, d: 30, e: 'none', pE: 'auto' },
			],
			{},
			{ mask: { frames: [ { x: 100 } ] }, filter: { blur: 6 } }
		);
		expect( el.style.transform ).toContain( 'perspective(800px)' );
		expect( el.style.transform ).toContain( 'rotateX(45deg)' );
		expect( el.style.filter ).toBe( 'blur(6px)' );
		await done;
		expect( el.style.opacity ).toBe( '1' );
		expect( el.style.filter ).toBe( '' );
		expect( el.style.pointerEvents ).toBe( 'auto' );
		expect( el.style.transform ).toBe( '' );
	} );

	it( 'uses no perspective for isometric modules', () => {
		mockReducedMotion( false );
		motion = createMotion( { perspectiveType: 'isometric' } );
		void motion.animateIn( el, [ { rY: 30 }, { d: 10000 } ] );
		expect( el.style.transform ).not.toContain( 'perspective' );
	} );

	it( 'hides to the filter at the end of an out-scene and resets it', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		await motion.animateOut(
			el,
			[ { o: 0, d: 20 } ],
			{},
			{
				filter: { grayscale: 100, brightness: 100 },
			}
		);
		expect( el.style.filter ).toBe( 'grayscale(100%)' );
		motion.reset( el );
		expect( el.style.filter ).toBe( '' );
	} );

	it( 'shows the final state at once under reduced motion', async () => {
		mockReducedMotion( true );
		motion = createMotion();
		await motion.animateIn(
			el,
			[
				{ o: 0, skY: 20, c: '#00ff00' },
				{ o: 1, d: 5000 },
			],
			{},
			{ filter: { sepia: 80 } }
		);
		expect( el.style.opacity ).toBe( '1' );
		expect( el.style.transform ).toBe( '' );
		expect( el.style.filter ).toBe( '' );
	} );
} );
