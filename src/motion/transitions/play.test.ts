import { gsap } from 'gsap';
import type { TransitionParts } from './parts';
import { markBackground, playTransition } from './play';
import { resolveTransition } from './resolve';
import { SLICE_BUILDERS } from './slices';
import { THREED_BUILDERS } from './threed';

function slides( name: string, cols = 4, rows = 3 ): TransitionParts {
	const stage = document.createElement( 'div' );
	const make = () => {
		const slide = document.createElement( 'div' );
		// What the renderer wrote: put back exactly after the change.
		slide.style.backgroundColor = 'rgb(1, 2, 3)';
		const img = document.createElement( 'img' );
		img.className = 'stagecraft-module__bg';
		const layers = document.createElement( 'div' );
		layers.className = 'stagecraft-module__layers';
		slide.append( img, layers );
		stage.append( slide );
		return slide;
	};
	const outgoing = make();
	const incoming = make();
	document.body.append( stage );
	return {
		incoming,
		outgoing,
		stage,
		transition: resolveTransition(
			{ e: name, cols, rows },
			{ width: 800 }
		),
	};
}

// The newest top-level timeline: the one playTransition made.
const lastTimeline = () =>
	gsap.globalTimeline.getChildren( false, false, true ).at( -1 );

afterEach( () => {
	document.body.innerHTML = '';
	gsap.globalTimeline.clear();
} );

describe( 'slices', () => {
	it( 'cuts boxes into cols × rows clones of the background, then removes them', () => {
		const parts = slides( 'boxesfade', 4, 3 );
		const timeline = gsap.timeline( { paused: true } );
		const cleanup = SLICE_BUILDERS.boxes( parts, timeline );
		const holder = parts.incoming.querySelector(
			'.stagecraft-transition__slices'
		);
		expect( holder?.children ).toHaveLength( 12 );
		expect( holder?.querySelectorAll( 'img' ) ).toHaveLength( 12 );
		expect( holder?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		// Under the layers, over the hidden background.
		expect( holder?.nextElementSibling?.className ).toBe(
			'stagecraft-module__layers'
		);
		expect( parts.incoming.style.backgroundColor ).toBe( 'transparent' );
		cleanup();
		expect(
			parts.incoming.querySelector( '.stagecraft-transition__slices' )
		).toBeNull();
		expect( parts.incoming.style.backgroundColor ).toBe( 'rgb(1, 2, 3)' );
		expect(
			parts.incoming.querySelector< HTMLElement >( 'img' )?.style
				.visibility
		).toBe( '' );
	} );

	it( 'moves columns for vertical slots and rows for horizontal ones', () => {
		const down = slides( 'slotsdown', 5, 2 );
		SLICE_BUILDERS.slots( down, gsap.timeline( { paused: true } ) );
		expect(
			down.incoming.querySelector( '.stagecraft-transition__slices' )
				?.children
		).toHaveLength( 5 );
		const left = slides( 'slotsleft', 5, 2 );
		SLICE_BUILDERS.slots( left, gsap.timeline( { paused: true } ) );
		expect(
			left.incoming.querySelector( '.stagecraft-transition__slices' )
				?.children
		).toHaveLength( 2 );
	} );
} );

describe( 'playTransition', () => {
	it( 'marks both slides animating, then in and out, and clears what moved', () => {
		const parts = slides( 'flipvertical' );
		const done = jest.fn();
		playTransition( parts, THREED_BUILDERS.flip, done );
		expect( parts.incoming.dataset.bgState ).toBe( 'animating' );
		expect( parts.outgoing.dataset.bgState ).toBe( 'animating' );
		expect( parts.incoming.dataset.transition ).toBe( 'flipvertical' );
		lastTimeline()?.progress( 0.5 );
		expect( parts.incoming.style.transform ).toMatch( /rotateX/ );
		lastTimeline()?.progress( 1 );
		expect( done ).toHaveBeenCalledTimes( 1 );
		expect( parts.incoming.dataset.bgState ).toBe( 'in' );
		expect( parts.outgoing.dataset.bgState ).toBe( 'out' );
		expect( parts.incoming.dataset.transition ).toBeUndefined();
		expect( parts.incoming.style.transform ).toBe( '' );
		expect( parts.incoming.style.backgroundColor ).toBe( 'rgb(1, 2, 3)' );
	} );

	it( 'is a short fade without a builder (reduced motion)', () => {
		const parts = slides( 'cubeleft' );
		playTransition( parts, null, () => {} );
		expect( parts.incoming.dataset.transition ).toBe( 'fade' );
		expect( lastTimeline()?.duration() ).toBeCloseTo( 0.2 );
		lastTimeline()?.progress( 0.5 );
		expect( parts.incoming.style.transform ).toBe( '' );
		expect( Number( parts.incoming.style.opacity ) ).toBeCloseTo( 0.5 );
	} );

	it( 'makes every tween while the scene is captured, none once it ends', () => {
		const parts = slides( 'slideleft' );
		const context = gsap.context( () => {} );
		context.add( () => playTransition( parts, null, () => {} ) );
		const captured = context.data.length;
		lastTimeline()?.progress( 1 );
		// A tween made at the end would stay in the module's context for good.
		expect( context.data ).toHaveLength( captured );
		expect( parts.incoming.style.opacity ).toBe( '' );
		context.revert();
	} );

	it( 'keeps the state attribute only', () => {
		const el = document.createElement( 'div' );
		el.dataset.transition = 'x';
		markBackground( el, 'in' );
		expect( { ...el.dataset } ).toEqual( { bgState: 'in' } );
	} );
} );
