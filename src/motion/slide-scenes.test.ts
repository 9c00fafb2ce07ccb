import { gsap } from 'gsap';
import type { Frame } from '../schema';
import { createMotion } from './driver';
import type { Motion } from './driver';
import { catchContext, mediaListeners, mockReducedMotion } from './test-media';

// Three layers: steps with starts, one following its previous step with pointer events and a
// repeat; a lone frame; none at all.
const SCENES: Frame[][] = [
	[
		{ o: 0, x: -40 },
		{ o: 0.5, x: 0, d: 20, e: 'none', st: 10 },
		{ o: 0.9, d: 10, e: 'none', pE: 'none', rep: { r: 1 } },
	],
	[ { o: 0, y: 30 } ],
	[],
];

const OUT: Frame[] = [ { o: 1 }, { o: 0, y: -20, d: 15, e: 'none' } ];

// Every layer event, per layer, in the order it came.
type Log = string[][];
const newLog = (): Log => SCENES.map( () => [] );

function elements() {
	return SCENES.map( () => {
		const el = document.createElement( 'div' );
		document.body.append( el );
		return el;
	} );
}

const styles = ( els: HTMLElement[] ) =>
	els.map( ( el ) => [
		el.style.opacity,
		el.style.transform,
		el.style.pointerEvents,
	] );

// The same scenes, each layer on its own (animateIn/animateOut, as before playLayers).
function alone(
	motion: Motion,
	kind: 'in' | 'out',
	els: HTMLElement[],
	frames: ( at: number ) => Frame[],
	log: Log
) {
	return Promise.all(
		els.map( ( el, at ) => {
			log[ at ].push( 'start' );
			const hooks = {
				onFrameStart: ( frame: number ) =>
					log[ at ].push( `frame ${ frame }` ),
				onFrameEnd: ( frame: number ) =>
					log[ at ].push( `ended ${ frame }` ),
				onFrameRepeat: ( frame: number ) =>
					log[ at ].push( `repeat ${ frame }` ),
			};
			return (
				kind === 'in'
					? motion.animateIn( el, frames( at ), hooks )
					: motion.animateOut( el, frames( at ), hooks )
			).then( () => log[ at ].push( 'end' ) );
		} )
	);
}

function together(
	motion: Motion,
	kind: 'in' | 'out',
	els: HTMLElement[],
	frames: ( at: number ) => Frame[],
	log: Log
) {
	return motion.playLayers?.(
		kind,
		els.map( ( el, at ) => ( { el, frames: frames( at ) } ) ),
		{
			onStart: ( at ) => log[ at ].push( 'start' ),
			onFrameStart: ( at, frame ) => log[ at ].push( `frame ${ frame }` ),
			onFrameEnd: ( at, frame ) => log[ at ].push( `ended ${ frame }` ),
			onFrameRepeat: ( at, frame ) =>
				log[ at ].push( `repeat ${ frame }` ),
			onEnd: ( at ) => log[ at ].push( 'end' ),
		}
	);
}

describe( 'playLayers', () => {
	let motion: Motion;
	let els: HTMLElement[] = [];

	afterEach( () => {
		motion.destroy();
		els.forEach( ( el ) => el.remove() );
		jest.restoreAllMocks();
	} );

	it( 'plays a slide as its layers alone did: same events, same end states', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		const before = newLog();
		els = elements();
		await alone( motion, 'in', els, ( at ) => SCENES[ at ], before );
		const endedAlone = styles( els );
		els.forEach( ( el ) => el.remove() );

		const after = newLog();
		els = elements();
		const played = together(
			motion,
			'in',
			els,
			( at ) => SCENES[ at ],
			after
		);
		// Each start state is set at once, as animateIn did.
		expect( els[ 0 ].style.opacity ).toBe( '0' );
		expect( els[ 1 ].style.transform ).toContain( '30px' );
		await played;
		await Promise.resolve();
		expect( after ).toEqual( before );
		expect( after[ 0 ] ).toEqual( [
			'start',
			'frame 1',
			'ended 1',
			'frame 2',
			'repeat 2',
			'ended 2',
			'end',
		] );
		expect( after[ 2 ] ).toEqual( [ 'start', 'end' ] );
		expect( styles( els ) ).toEqual( endedAlone );
		expect( els[ 0 ].style.pointerEvents ).toBe( 'none' );

		const out = newLog();
		const outAlone = newLog();
		await together( motion, 'out', els, () => OUT, out );
		const endedOut = styles( els );
		await alone( motion, 'out', els, () => OUT, outAlone );
		expect( out ).toEqual( outAlone );
		expect( out[ 1 ] ).toEqual( [
			'start',
			'frame 0',
			'ended 0',
			'frame 1',
			'ended 1',
			'end',
		] );
		expect( endedOut[ 1 ][ 0 ] ).toBe( '0' );
	} );

	it( 'makes one timeline for the slide, released once every layer has ended', async () => {
		mockReducedMotion( false );
		const caught = catchContext();
		motion = createMotion();
		els = elements();
		const played = together(
			motion,
			'in',
			els,
			( at ) => SCENES[ at ],
			newLog()
		);
		const timelines = caught.data.filter(
			( item ) => item instanceof gsap.core.Timeline
		);
		expect( timelines ).toHaveLength( 1 );
		await played;
		expect( caught.data ).toHaveLength( 0 );
	} );

	it( 'ends every layer at its final state when reduced motion turns on', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		els = elements();
		const log = newLog();
		const long = ( at: number ) =>
			SCENES[ at ].map( ( frame ) => ( { ...frame, d: 60000 } ) );
		const played = together( motion, 'in', els, long, log );
		expect( els[ 0 ].style.opacity ).toBe( '0' );
		const listeners = mediaListeners();
		mockReducedMotion( true );
		// GSAP ignores changes within 2 ms of the last one it handled.
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		listeners.forEach( ( listener ) => listener() );
		await played;
		await Promise.resolve();
		expect( els[ 0 ].style.opacity ).toBe( '0.9' );
		expect( els[ 1 ].style.opacity ).toBe( '1' );
		expect( log.map( ( events ) => events.at( -1 ) ) ).toEqual( [
			'end',
			'end',
			'end',
		] );
	} );

	it( 'sets the resting state at once under reduced motion', async () => {
		mockReducedMotion( true );
		motion = createMotion();
		els = elements();
		const log = newLog();
		const played = together(
			motion,
			'in',
			els,
			( at ) => SCENES[ at ],
			log
		);
		expect( els[ 0 ].style.opacity ).toBe( '0.9' );
		expect( els[ 0 ].style.transform ).toBe( '' );
		await played;
		await Promise.resolve();
		expect( log[ 1 ] ).toEqual( [ 'start', 'end' ] );
	} );

	it( 'starts a looping layer’s loop only once its scene on the slide timeline has ended', async () => {
		mockReducedMotion( false );
		motion = createMotion();
		els = elements();
		const [ el ] = els;
		const looping = ( tween: gsap.core.Animation ) =>
			tween.parent?.repeat() === -1;
		const played = motion.playLayers?.( 'in', [
			{
				el,
				frames: [ { o: 0 }, { o: 1, d: 30, e: 'none' } ],
				loops: true,
			},
		] );
		motion.loop?.( el, { frames: [ { y: -10, d: 1000 } ], y: true } );
		await Promise.resolve();
		expect( gsap.getTweensOf( el ).some( looping ) ).toBe( false );
		await played;
		await Promise.resolve();
		await Promise.resolve();
		expect( gsap.getTweensOf( el ).filter( looping ) ).toHaveLength( 1 );
	} );
} );
