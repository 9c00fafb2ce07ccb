import { playIn, playOut } from '../../motion/timelines';
import type { Frame } from '../../schema/frame';
import type { Layer } from '../../schema/layer';
import type { StoredModule } from '../../schema/module';
import type { Slide } from '../../schema/slide';
import type { Scene } from '../../schema/timeline';
import { inScene } from '../store/animations';
import {
	dragSpan,
	moveScene,
	outZone,
	resizeScene,
	sceneSpan,
	sceneSteps,
	slideLength,
	type SceneKind,
} from './timing';

const scene = ( frames: Frame[] ): Scene => ( { frames } );

// The span of the timeline the runtime builds for these frames, ms.
function runtimeSpan( frames: Frame[], kind: SceneKind ) {
	const el = document.createElement( 'div' );
	const timeline = ( kind === 'in' ? playIn : playOut )(
		el,
		frames,
		{},
		() => {}
	);
	timeline.pause();
	const children = timeline.getChildren( false, true, true );
	const span = {
		start: Math.round(
			Math.min( ...children.map( ( c ) => c.startTime() ) ) * 1000
		),
		end: Math.round( timeline.duration() * 1000 ),
	};
	timeline.kill();
	return span;
}

const CASES: Array< [ string, Frame[], SceneKind ] > = [
	[
		'a preset',
		inScene( 'fade', { d: 800, st: 200, e: 'none' } ).frames,
		'in',
	],
	[ 'a lone frame (eases to idle in 500 ms)', [ { o: 0 } ], 'in' ],
	[ 'a last frame without st or d', [ { o: 0 }, { o: 1 } ], 'in' ],
	[
		'steps one after another',
		[ { o: 0 }, { o: 0.5, d: 300, st: 100 }, { o: 1, d: 400 } ],
		'in',
	],
	[
		'steps placed out of order',
		[ { o: 0 }, { o: 0.5, d: 300, st: 900 }, { o: 1, d: 200, st: 50 } ],
		'in',
	],
	[
		'a repeating step',
		[ { o: 0 }, { o: 1, d: 500, st: 0, rep: { r: 2, y: true, d: 100 } } ],
		'in',
	],
	[
		'an out scene (every frame is a step)',
		[ { o: 0, d: 300, st: 100 } ],
		'out',
	],
	[
		'a two-step out scene',
		[
			{ y: 20, d: 200 },
			{ o: 0, d: 300 },
		],
		'out',
	],
];

describe( 'scene spans', () => {
	it.each( CASES )( 'match the runtime for %s', ( _name, frames, kind ) => {
		expect( sceneSpan( scene( frames ), kind ) ).toEqual(
			runtimeSpan( frames, kind )
		);
	} );

	it( 'are none without frames', () => {
		expect( sceneSpan( undefined, 'in' ) ).toBeNull();
		expect( sceneSpan( scene( [] ), 'out' ) ).toBeNull();
		expect( sceneSteps( [], 'in' ) ).toEqual( [] );
	} );
} );

describe( 'slide length and out zone', () => {
	const module = {
		settings: { slideshow: { len: 7000 } },
	} as unknown as StoredModule;
	const slide = ( len: number | 'default' ) =>
		( { slideshow: { len } } ) as unknown as Slide;

	it( "takes the slide's own length, else the module's", () => {
		expect( slideLength( module, slide( 'default' ) ) ).toBe( 7000 );
		expect( slideLength( module, slide( 4000 ) ) ).toBe( 4000 );
	} );

	it( 'keeps room after the longest out scene, none without one', () => {
		const layer = ( out?: Frame[] ) =>
			( { tl: out ? { out: scene( out ) } : {} } ) as unknown as Layer;
		expect( outZone( [ layer() ] ) ).toBe( 0 );
		expect( outZone( [ layer( [ { o: 0, d: 300 } ] ) ] ) ).toBe( 2000 );
		expect(
			outZone( [ layer(), layer( [ { o: 0, d: 2400, st: 300 } ] ) ] )
		).toBe( 4000 );
	} );
} );

describe( 'dragging a bar', () => {
	const span = { start: 200, end: 1000 };

	it( 'moves the start on a 10 ms grid, keeping the duration', () => {
		expect(
			dragSpan( span, {
				mode: 'move',
				delta: 303,
				limit: 9000,
				free: false,
			} )
		).toEqual( { start: 500, end: 1300 } );
	} );

	it( 'moves freely with Shift', () => {
		expect(
			dragSpan( span, {
				mode: 'move',
				delta: 303.4,
				limit: 9000,
				free: true,
			} )
		).toEqual( { start: 503, end: 1303 } );
	} );

	it( 'stays within 0 and the slide length', () => {
		expect(
			dragSpan( span, {
				mode: 'move',
				delta: -900,
				limit: 9000,
				free: false,
			} )
		).toEqual( { start: 0, end: 800 } );
		expect(
			dragSpan( span, {
				mode: 'move',
				delta: 9000,
				limit: 9000,
				free: false,
			} )
		).toEqual( { start: 8200, end: 9000 } );
	} );

	it( 'changes the end on the right edge, at least 10 ms after the start and not past the limit', () => {
		expect(
			dragSpan( span, {
				mode: 'resize',
				delta: 96,
				limit: 9000,
				free: false,
			} )
		).toEqual( { start: 200, end: 1100 } );
		expect(
			dragSpan( span, {
				mode: 'resize',
				delta: -5000,
				limit: 9000,
				free: false,
			} )
		).toEqual( { start: 200, end: 210 } );
		expect(
			dragSpan( span, {
				mode: 'resize',
				delta: 9999,
				limit: 1500,
				free: false,
			} )
		).toEqual( { start: 200, end: 1500 } );
	} );
} );

describe( 'retiming a scene', () => {
	it( "moves a preset's last frame (the inspector's Start)", () => {
		const fade = inScene( 'fade' );
		expect( moveScene( fade, 'in', 500 ).frames[ 1 ] ).toMatchObject( {
			st: 500,
			d: 800,
		} );
		expect( resizeScene( fade, 'in', 1000 ).frames[ 1 ] ).toMatchObject( {
			st: 0,
			d: 1000,
		} );
	} );

	it( 'moves every step alike, giving the first one its start', () => {
		const moved = moveScene(
			scene( [
				{ o: 0 },
				{ o: 0.5, d: 300 },
				{ o: 1, d: 400, st: 600 },
			] ),
			'in',
			250
		);
		expect( moved.frames.map( ( f ) => f.st ) ).toEqual( [
			undefined,
			250,
			850,
		] );
		expect( sceneSpan( moved, 'in' ) ).toEqual( { start: 250, end: 1250 } );
	} );

	it( 'writes out the implied step of a lone in frame', () => {
		const moved = moveScene( scene( [ { o: 0 } ] ), 'in', 300 );
		expect( moved.frames ).toEqual( [ { o: 0 }, { d: 500, st: 300 } ] );
		expect( sceneSpan( moved, 'in' ) ).toEqual( { start: 300, end: 800 } );
	} );

	it( 'lengthens a repeating last step so the scene ends where asked', () => {
		const repeating = scene( [
			{ o: 0 },
			{ o: 1, d: 500, st: 0, rep: { r: 1, d: 100 } },
		] );
		const longer = resizeScene( repeating, 'in', 1500 );
		expect( longer.frames[ 1 ].d ).toBe( 700 );
		expect( sceneSpan( longer, 'in' )?.end ).toBe( 1500 );
	} );

	it( 'moves and lengthens out scenes on their own time', () => {
		const out = scene( [ { o: 0, d: 300 } ] );
		expect( moveScene( out, 'out', 200 ).frames ).toEqual( [
			{ o: 0, d: 300, st: 200 },
		] );
		expect( sceneSpan( resizeScene( out, 'out', 450 ), 'out' ) ).toEqual( {
			start: 0,
			end: 450,
		} );
	} );

	it( 'leaves a scene alone when nothing changes', () => {
		const fade = inScene( 'fade' );
		expect( moveScene( fade, 'in', 0 ) ).toBe( fade );
		expect( resizeScene( fade, 'in', 800 ) ).toBe( fade );
	} );
} );
