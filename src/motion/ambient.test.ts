import { gsap } from 'gsap';
import { createAmbientScenes, playLoop, playPan } from './ambient';
import { createMotion } from './driver';
import type { Motion } from './driver';
import { mockReducedMotion } from './test-media';

// A slide of the stage with two layers, as the renderer draws it.
function slide( index: number ) {
	const el = document.createElement( 'div' );
	el.dataset.slideIndex = String( index );
	const layers = [ 'a', 'b' ].map( ( id ) => {
		const layer = document.createElement( 'div' );
		layer.dataset.layerId = id;
		el.append( layer );
		return layer;
	} );
	document.body.append( el );
	return { el, layers };
}

const fake = () => ( { pause: jest.fn(), kill: jest.fn() } );

afterEach( () => {
	document.body.innerHTML = '';
	jest.restoreAllMocks();
} );

describe( 'loop and pan timelines', () => {
	it( 'repeats a loop by its count (forever by default) with yoyo', () => {
		const el = document.createElement( 'div' );
		const loop = playLoop( el, {
			frames: [
				{ y: -10, d: 400 },
				{ y: 10, d: 400 },
			],
			r: 3,
			y: true,
		} );
		expect( loop.repeat() ).toBe( 3 );
		expect( loop.yoyo() ).toBe( true );
		expect( loop.duration() ).toBeCloseTo( 0.8 );
		const endless = playLoop( el, { frames: [ { rZ: 360 } ] } );
		expect( endless.repeat() ).toBe( -1 );
		expect( endless.yoyo() ).toBe( false );
		// A frame without a duration takes the default 0.5 s.
		expect( endless.duration() ).toBeCloseTo( 0.5 );
		loop.kill();
		endless.kill();
	} );

	it( 'spreads a pan over the slide length from its first frame', () => {
		const el = document.createElement( 'div' );
		const pan = playPan(
			el,
			{
				frames: [
					{ sX: 1, sY: 1 },
					{ sX: 1.2, sY: 1.2, x: -40 },
				],
			},
			9000
		);
		expect( pan.duration() ).toBeCloseTo( 9 );
		expect( pan.repeat() ).toBe( 0 );
		pan.progress( 0.5 );
		expect( Number( gsap.getProperty( el, 'scaleX' ) ) ).toBeCloseTo( 1.1 );
		expect( Number( gsap.getProperty( el, 'x' ) ) ).toBeCloseTo( -20 );
		pan.kill();
		// A lone frame is where the pan ends.
		const single = playPan( el, { frames: [ { rZ: 5 } ] }, 4000 );
		expect( single.duration() ).toBeCloseTo( 4 );
		single.kill();
	} );
} );

describe( 'scene rules', () => {
	it( 'pauses the loops and pans of a slide when one of its layers starts a scene', () => {
		const one = slide( 0 );
		const two = slide( 1 );
		const scenes = createAmbientScenes();
		const [ loopA, panB, other, kept ] = [ fake(), fake(), fake(), fake() ];
		scenes.add( one.layers[ 0 ], 'loop', loopA );
		scenes.add( one.layers[ 1 ], 'pan', panB );
		scenes.add( two.layers[ 0 ], 'loop', other );
		// An action's or a global layer's scene goes on.
		scenes.add( one.layers[ 1 ], 'loop', kept, true );
		scenes.starting( one.layers[ 0 ] );
		expect( loopA.pause ).toHaveBeenCalled();
		expect( panB.pause ).toHaveBeenCalled();
		expect( kept.pause ).not.toHaveBeenCalled();
		expect( other.pause ).not.toHaveBeenCalled();
		expect( scenes.size() ).toBe( 4 );
		scenes.stop( one.layers[ 1 ] );
		expect( panB.kill ).toHaveBeenCalled();
		expect( kept.kill ).toHaveBeenCalled();
		scenes.clear();
		expect( scenes.size() ).toBe( 0 );
		expect( other.kill ).toHaveBeenCalled();
	} );

	it( 'replaces an element’s earlier scene of the same kind', () => {
		const { layers } = slide( 0 );
		const scenes = createAmbientScenes();
		const first = fake();
		scenes.add( layers[ 0 ], 'loop', first );
		scenes.add( layers[ 0 ], 'loop', fake() );
		expect( first.kill ).toHaveBeenCalled();
		expect( scenes.size() ).toBe( 1 );
	} );
} );

describe( 'the driver’s loops and pans', () => {
	let motion: Motion;

	afterEach( () => motion.destroy() );

	it( 'starts a loop only once the in-scene has ended', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		const { layers } = slide( 0 );
		const [ el ] = layers;
		const entered = motion.animateIn( el, [
			{ o: 0 },
			{ o: 1, d: 30, e: 'none' },
		] );
		motion.loop?.( el, { frames: [ { y: -10, d: 1000 } ], y: true } );
		// Only the in-scene's tween runs yet.
		expect(
			gsap
				.getTweensOf( el )
				.every( ( tween ) => tween.parent?.repeat() !== -1 )
		).toBe( true );
		await entered;
		await Promise.resolve();
		const loops = gsap
			.getTweensOf( el )
			.filter( ( tween ) => tween.parent?.repeat() === -1 );
		expect( loops ).toHaveLength( 1 );
		// Playing out pauses it; a reset stops it.
		const out = motion.animateOut( el, [ { o: 0, d: 10 } ] );
		expect( loops[ 0 ].parent?.paused() ).toBe( true );
		await out;
		motion.reset( el );
		expect( gsap.getTweensOf( el ).length ).toBe( 0 );
	} );

	it( 'pans over the length it is given', () => {
		mockReducedMotion( false );
		motion = createMotion();
		const { layers } = slide( 0 );
		motion.pan?.( layers[ 1 ], { frames: [ { sX: 1.3, sY: 1.3 } ] }, 6000 );
		const [ tween ] = gsap.getTweensOf( layers[ 1 ] );
		expect( tween.parent?.duration() ).toBeCloseTo( 6 );
	} );

	it( 'plays neither under reduced motion', async () => {
		mockReducedMotion( true );
		motion = createMotion();
		const { layers } = slide( 0 );
		await motion.animateIn( layers[ 0 ], [ { o: 0, clip: 0 }, { o: 1 } ] );
		// The layer is shown whole at once: no clip left behind.
		expect( layers[ 0 ].style.clipPath ).toBe( '' );
		motion.loop?.( layers[ 0 ], { frames: [ { y: 10 } ] } );
		motion.pan?.( layers[ 1 ], { frames: [ { sX: 2 } ] }, 6000 );
		await Promise.resolve();
		await Promise.resolve();
		expect( gsap.getTweensOf( layers ) ).toHaveLength( 0 );
		expect( layers[ 1 ].style.transform ).toBe( '' );
	} );
} );
