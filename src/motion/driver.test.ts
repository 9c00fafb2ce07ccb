import { gsap } from 'gsap';
import { createMotion } from './driver';
import type { Motion } from './driver';
import { catchContext, mediaListeners, mockReducedMotion } from './test-media';

const IN = [
	{ o: 0, y: 40 },
	{ o: 1, y: 0, d: 10, e: 'none' },
];

describe( 'createMotion', () => {
	let motion: Motion;
	let el: HTMLElement;

	beforeEach( () => {
		el = document.createElement( 'h2' );
		document.body.append( el );
	} );

	afterEach( () => {
		motion.destroy();
		el.remove();
		jest.restoreAllMocks();
	} );

	it( 'sets the final state at once when reduced motion is preferred', async () => {
		mockReducedMotion( true );
		motion = createMotion();
		const done = motion.animateIn( el, [
			{ o: 0, y: 40 },
			{ o: 1, y: 0, d: 5000 },
		] );
		// Synchronously final, and no idle transform left inline.
		expect( el.style.opacity ).toBe( '1' );
		expect( el.style.transform ).toBe( '' );
		await expect( done ).resolves.toBeUndefined();
	} );

	it( 'starts from the first frame and tweens to the last one', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		const done = motion.animateIn( el, [
			{ o: 0, y: 40 },
			{ o: 0.5, y: 0, d: 20, e: 'none' },
		] );
		expect( el.style.opacity ).toBe( '0' );
		expect( el.style.transform ).toContain( '40px' );
		await done;
		expect( el.style.opacity ).toBe( '0.5' );
		expect( el.style.transform ).toBe( '' );
	} );

	it( 'reverts styles and settles pending scenes on destroy', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		const done = motion.animateIn( el, [ { o: 0 }, { o: 1, d: 60000 } ] );
		expect( el.style.opacity ).toBe( '0' );
		motion.destroy();
		await expect( done ).resolves.toBeUndefined();
		expect( el.style.opacity ).toBe( '' );
	} );

	it( 'plays out-scenes with frame hooks and skips them under reduced motion', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		const hooks: string[] = [];
		await motion.animateOut( el, [ { o: 0, y: -10, d: 20 } ], {
			onFrameStart: ( index ) => hooks.push( `start:${ index }` ),
			onFrameEnd: ( index ) => hooks.push( `end:${ index }` ),
		} );
		expect( el.style.opacity ).toBe( '0' );
		expect( hooks ).toEqual( [ 'start:0', 'end:0' ] );
		motion.reset( el );
		expect( el.style.opacity ).toBe( '' );
		motion.destroy();

		mockReducedMotion( true );
		motion = createMotion();
		expect( motion.reducedMotion() ).toBe( true );
		await motion.animateOut( el, [ { o: 0, d: 60000 } ] );
		expect( el.style.opacity ).toBe( '' );
	} );

	it( 'fades even under reduced motion', async () => {
		mockReducedMotion( true );
		motion = createMotion();
		await motion.fade( el, 0, 20 );
		expect( el.style.opacity ).toBe( '0' );
	} );

	it( 'makes everything in one context and releases scenes once settled', async () => {
		mockReducedMotion( false );
		const context = catchContext();
		const matchMedia = jest.spyOn( gsap, 'matchMedia' );
		motion = createMotion( { root: document.body } );
		const others = Array.from( { length: 5 }, () =>
			document.body.appendChild( document.createElement( 'p' ) )
		);
		for ( let round = 0; round < 4; round++ ) {
			const scenes = [ el, ...others ].flatMap( ( target ) => [
				motion.animateIn( target, IN ),
				motion.fade( target, 1, 10 ),
			] );
			// While they run, the context holds them.
			expect( context.data.length ).toBeGreaterThan( 0 );
			await Promise.all( scenes );
			// Settled: released, whatever the number of rounds.
			expect( context.data ).toHaveLength( 0 );
			await Promise.all(
				others.map( ( target ) =>
					motion.animateOut( target, [ { o: 0, d: 10 } ] )
				)
			);
			others.forEach( ( target ) => motion.reset( target ) );
			expect( context.data ).toHaveLength( 0 );
		}
		// One matchMedia for the driver, one listener per query: not one per scene.
		expect( matchMedia ).toHaveBeenCalledTimes( 1 );
		expect( mediaListeners() ).toHaveLength( 2 );
		others.forEach( ( target ) => target.remove() );
	} );

	it( 'keeps reduced-motion scenes and colour hovers out of the context too', () => {
		mockReducedMotion( true );
		const context = catchContext();
		motion = createMotion();
		for ( let i = 0; i < 50; i++ ) {
			void motion.animateIn( el, IN );
			motion.hover( el, { color: 'rgb(255, 0, 0)', y: -5 } );
			motion.reset( el );
		}
		expect( context.data ).toHaveLength( 0 );
		expect( el.style.color ).toBe( 'rgb(255, 0, 0)' );
		expect( el.style.transform ).toBe( '' );
	} );

	it( 'reverts on destroy what settled scenes, hovers and resets left', async () => {
		mockReducedMotion( false );
		el.style.opacity = '0.5';
		el.style.color = 'rgb(0, 0, 255)';
		motion = createMotion();
		await motion.animateIn( el, [
			{ o: 0, x: 10 },
			{ o: 1, x: 30, d: 10 },
		] );
		expect( el.style.opacity ).toBe( '1' );
		expect( el.style.transform ).toContain( '30px' );
		motion.hover( el, { y: -8, color: 'rgb(255, 0, 0)' } );
		const other = document.body.appendChild(
			document.createElement( 'p' )
		);
		await motion.fade( other, 0, 10 );
		expect( other.style.opacity ).toBe( '0' );
		motion.destroy();
		// The values found before the driver's first touch, and nothing more.
		expect( el.style.opacity ).toBe( '0.5' );
		expect( el.style.color ).toBe( 'rgb(0, 0, 255)' );
		expect( el.style.transform ).toBe( '' );
		expect( other.style.opacity ).toBe( '' );
		// A destroyed driver does nothing more.
		motion.hover( el, { color: 'rgb(255, 0, 0)' } );
		motion.reset( el );
		await motion.animateIn( el, IN );
		expect( el.style.color ).toBe( 'rgb(0, 0, 255)' );
		other.remove();
	} );

	it( 'ends running scenes at once when the visitor turns reduced motion on', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		const done = motion.animateIn( el, [ { o: 0 }, { o: 0.8, d: 60000 } ] );
		expect( motion.reducedMotion() ).toBe( false );
		expect( el.style.opacity ).toBe( '0' );
		const listeners = mediaListeners();
		mockReducedMotion( true );
		// GSAP ignores changes within 2 ms of the last one it handled.
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		listeners.forEach( ( listener ) => listener() );
		await expect( done ).resolves.toBeUndefined();
		expect( el.style.opacity ).toBe( '0.8' );
		expect( motion.reducedMotion() ).toBe( true );
	} );
} );
