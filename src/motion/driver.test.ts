import { createMotion } from './driver';
import type { Motion } from './driver';

const NO_PREFERENCE = '(prefers-reduced-motion: no-preference)';

// Makes every query match except "no-preference" when reduced motion is on.
function mockReducedMotion( reduce: boolean ) {
	window.matchMedia = ( query: string ) =>
		( {
			matches: query === NO_PREFERENCE ? ! reduce : true,
			media: query,
			onchange: null,
			addListener: () => {},
			removeListener: () => {},
			addEventListener: () => {},
			removeEventListener: () => {},
			dispatchEvent: () => false,
		} ) as MediaQueryList;
}

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
} );
