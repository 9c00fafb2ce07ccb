import { createMediaController } from './controller';
import { readMediaOptions } from './options';
import { MEDIA_STATES } from './types';
import type {
	MediaAdapter,
	MediaOptions,
	MediaState,
	StateSink,
} from './types';

function options( extra: Partial< MediaOptions > = {} ): MediaOptions {
	const read = readMediaOptions(
		JSON.stringify( { type: 'html5', src: 'a.mp4' } )
	);
	if ( ! read ) {
		throw new Error( 'unreadable' );
	}
	return { ...read, ...extra };
}

// A player whose readiness, play results and clock the test decides.
function fakePlayer() {
	let markReady = () => {};
	const calls: string[] = [];
	let sink: StateSink = () => {};
	const plays: Array< () => Promise< void > > = [];
	let time = 0;
	let muted = false;
	const adapter: MediaAdapter = {
		ready: new Promise< void >( ( resolve ) => ( markReady = resolve ) ),
		play: () => {
			calls.push( muted ? 'play muted' : 'play' );
			const next = plays.shift();
			if ( next ) {
				return next();
			}
			sink( MEDIA_STATES.playing );
			return Promise.resolve();
		},
		pause: () => {
			calls.push( 'pause' );
			sink( MEDIA_STATES.paused );
		},
		seek: ( seconds ) => {
			calls.push( `seek ${ seconds }` );
			time = seconds;
		},
		currentTime: () => time,
		duration: () => 10,
		setMuted: ( next ) => {
			muted = next;
		},
		muted: () => muted,
		setVolume: ( volume ) => calls.push( `volume ${ volume }` ),
		volume: () => 1,
		destroy: () => calls.push( 'destroy' ),
	};
	return {
		adapter,
		calls,
		plays,
		ready: () => markReady(),
		setTime: ( seconds: number ) => ( time = seconds ),
		bind: ( next: StateSink ) => ( sink = next ),
		state: ( next: MediaState ) => sink( next ),
	};
}

function setup( extra: Partial< MediaOptions > = {} ) {
	const player = fakePlayer();
	const states: MediaState[] = [];
	const ticks: Array< () => void > = [];
	const controller = createMediaController( {
		frame: document.createElement( 'div' ),
		options: options( extra ),
		label: 'Clip',
		load: () =>
			Promise.resolve( ( context ) => {
				player.bind( context.onState );
				return player.adapter;
			} ),
		onState: ( state ) => states.push( state ),
		every: ( tick ) => {
			ticks.push( tick );
			return () => ticks.splice( ticks.indexOf( tick ), 1 );
		},
	} );
	const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	return { player, states, ticks, controller, flush };
}

describe( 'media controller', () => {
	it( 'fetches nothing before the first play, and a pause alone does not create the player', async () => {
		const { controller, player } = setup();
		expect( controller.state() ).toBe( MEDIA_STATES.unstarted );
		await controller.pause();
		expect( controller.created() ).toBe( false );
		expect( player.calls ).toEqual( [] );
	} );

	it( 'waits for ready and runs only the last requested action', async () => {
		const { controller, player, flush } = setup();
		const first = controller.play();
		const second = controller.pause();
		const third = controller.play();
		await flush();
		expect( player.calls ).toEqual( [] );
		player.ready();
		await Promise.all( [ first, second, third ] );
		expect( player.calls ).toEqual( [ 'play' ] );
		expect( controller.state() ).toBe( MEDIA_STATES.playing );
	} );

	it( 'a pause asked for last wins over a play asked before ready', async () => {
		const { controller, player } = setup();
		const play = controller.play();
		const pause = controller.pause();
		player.ready();
		await Promise.all( [ play, pause ] );
		expect( player.calls ).toEqual( [ 'pause' ] );
	} );

	it( 'wants to play from the click on, so a second click while the player starts pauses it', async () => {
		const { controller, player } = setup();
		expect( controller.wantsPlay() ).toBe( false );
		const play = controller.play();
		// The provider's player is still loading (or only cued): no state has answered yet.
		player.state( MEDIA_STATES.cued );
		expect( controller.wantsPlay() ).toBe( true );
		const pause = controller.pause();
		expect( controller.wantsPlay() ).toBe( false );
		player.ready();
		await Promise.all( [ play, pause ] );
		expect( player.calls ).toEqual( [ 'pause' ] );
		expect( controller.wantsPlay() ).toBe( false );
	} );

	it( 'follows the player once its state answers: a pause of its own, a failed play', async () => {
		const { controller, player } = setup();
		player.ready();
		await controller.play();
		expect( controller.wantsPlay() ).toBe( true );
		// Paused from the provider's own controls.
		player.state( MEDIA_STATES.paused );
		expect( controller.wantsPlay() ).toBe( false );
		player.plays.push( () =>
			Promise.reject(
				new DOMException( 'no source', 'NotSupportedError' )
			)
		);
		await controller.play();
		expect( controller.wantsPlay() ).toBe( false );
		expect( console ).toHaveErroredWith(
			'Stagecraft: media could not play',
			'NotSupportedError'
		);
	} );

	it( 'retries muted when the browser blocks sound (NotAllowedError)', async () => {
		const { controller, player } = setup();
		player.plays.push( () =>
			Promise.reject( new DOMException( 'blocked', 'NotAllowedError' ) )
		);
		player.ready();
		await controller.play();
		expect( player.calls ).toEqual( [ 'play', 'play muted' ] );
		expect( player.adapter.muted() ).toBe( true );
	} );

	it( 'logs an interrupted play (AbortError) without retrying', async () => {
		const { controller, player } = setup();
		player.plays.push( () =>
			Promise.reject( new DOMException( 'aborted', 'AbortError' ) )
		);
		player.ready();
		await controller.play();
		expect( player.calls ).toEqual( [ 'play' ] );
		expect( console ).toHaveInformedWith(
			'Stagecraft: media play interrupted'
		);
	} );

	it( 'seeks to the start time and sets mute and volume once ready', async () => {
		const { controller, player } = setup( {
			start: 90,
			volume: 0.5,
			mute: true,
		} );
		player.ready();
		await controller.play();
		expect( player.calls ).toEqual( [
			'volume 0.5',
			'seek 90',
			'play muted',
		] );
	} );

	it( 'at the end time stops and rewinds, polled while playing', async () => {
		const { controller, player, ticks, states } = setup( {
			start: 2,
			end: 5,
			rewind: true,
		} );
		player.ready();
		await controller.play();
		expect( ticks ).toHaveLength( 1 );
		player.setTime( 4.9 );
		ticks[ 0 ]();
		expect( states.at( -1 ) ).toBe( MEDIA_STATES.playing );
		player.setTime( 5 );
		ticks[ 0 ]();
		expect( player.calls.slice( -2 ) ).toEqual( [ 'pause', 'seek 2' ] );
		expect( states.at( -1 ) ).toBe( MEDIA_STATES.ended );
		expect( ticks ).toHaveLength( 0 );
	} );

	it( 'at the end time loops back to the start', async () => {
		const { controller, player, ticks, states } = setup( {
			end: 3,
			loop: true,
		} );
		player.ready();
		await controller.play();
		player.setTime( 3.01 );
		ticks[ 0 ]();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( player.calls ).toEqual( [ 'play', 'seek 0', 'play' ] );
		expect( states ).not.toContain( MEDIA_STATES.ended );
	} );

	it( 'ended without loop: the next play starts from the start again', async () => {
		const { controller, player } = setup( { start: 1 } );
		player.ready();
		await controller.play();
		player.state( MEDIA_STATES.ended );
		expect( controller.state() ).toBe( MEDIA_STATES.ended );
		await controller.play();
		expect( player.calls ).toEqual( [
			'seek 1',
			'play',
			'pause',
			'seek 1',
			'play',
		] );
	} );

	it( 'logs a provider that cannot load, and can try again', async () => {
		let fail = true;
		const player = fakePlayer();
		player.ready();
		const controller = createMediaController( {
			frame: document.createElement( 'div' ),
			options: options( { type: 'youtube' } ),
			label: 'Clip',
			load: () => {
				if ( fail ) {
					fail = false;
					return Promise.reject(
						new Error( 'Failed to load youtube API' )
					);
				}
				return Promise.resolve( ( context ) => {
					player.bind( context.onState );
					return player.adapter;
				} );
			},
			onState: () => {},
		} );
		await controller.play();
		expect( console ).toHaveErroredWith( 'Failed to load youtube API' );
		expect( controller.created() ).toBe( false );
		await controller.play();
		expect( controller.state() ).toBe( MEDIA_STATES.playing );
	} );
} );

describe( 'media options', () => {
	it( 'reads times in seconds or mm:ss, volume as a fraction or percent, and the autoplay modes', () => {
		const read = readMediaOptions(
			JSON.stringify( {
				type: 'vimeo',
				src: '1',
				start: '1:30',
				end: 95,
				volume: 40,
				autoPlay: '1sttime',
				ratio: '4:3',
				controls: { s: true },
			} )
		);
		expect( read ).toMatchObject( {
			start: 90,
			end: 95,
			volume: 0.4,
			autoPlay: '1sttime',
			controls: true,
		} );
		expect( read?.ratio ).toBeCloseTo( 4 / 3 );
		expect(
			readMediaOptions(
				JSON.stringify( { autoPlay: 'true', volume: 0.3 } )
			)
		).toMatchObject( {
			autoPlay: true,
			volume: 0.3,
			ratio: 1.777,
		} );
		expect( readMediaOptions( 'not json' ) ).toBeUndefined();
	} );
} );
