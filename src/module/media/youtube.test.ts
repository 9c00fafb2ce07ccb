import { createMediaController } from './controller';
import { readMediaOptions } from './options';
import { MEDIA_STATES } from './types';
import { createYoutubePlayer } from './youtube';

interface FakeOptions {
	videoId: string;
	host: string;
	playerVars: Record< string, string | number >;
	events: {
		onReady: () => void;
		onStateChange: ( event: { data: number } ) => void;
	};
}

// The IFrame API as the page would have it: a player that plays only when muted.
function installYoutube() {
	const log: string[] = [];
	const made: FakeOptions[] = [];
	class Player {
		muted = false;
		options: FakeOptions;
		constructor( _element: HTMLElement, options: FakeOptions ) {
			this.options = options;
			made.push( options );
			setTimeout( () => options.events.onReady(), 0 );
		}
		playVideo() {
			log.push( this.muted ? 'play muted' : 'play' );
			if ( this.muted ) {
				this.options.events.onStateChange( { data: 1 } );
			}
		}
		pauseVideo() {}
		seekTo( seconds: number ) {
			log.push( `seek ${ seconds }` );
		}
		mute() {
			this.muted = true;
		}
		unMute() {
			this.muted = false;
		}
		isMuted() {
			return this.muted;
		}
		setVolume() {}
		getVolume() {
			return 100;
		}
		getCurrentTime() {
			return 0;
		}
		getDuration() {
			return 10;
		}
		getPlayerState() {
			return -1;
		}
		destroy() {}
	}
	window.YT = { Player: Player as never };
	return { log, made };
}

describe( 'YouTube adapter', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		delete window.YT;
	} );

	it( 'checks at 1 s that it plays; not playing, it mutes and tries again', async () => {
		const { log, made } = installYoutube();
		const options = readMediaOptions(
			JSON.stringify( {
				type: 'youtube',
				src: 'https://youtu.be/aqz-KE-bpKQ',
				noCookie: true,
				start: 5,
				controls: { s: true },
			} )
		);
		if ( ! options ) {
			throw new Error( 'unreadable' );
		}
		const states: number[] = [];
		const controller = createMediaController( {
			frame: document.createElement( 'div' ),
			options,
			label: 'Showreel',
			load: () => Promise.resolve( createYoutubePlayer ),
			onState: ( state ) => states.push( state ),
		} );
		const playing = controller.play();
		await jest.advanceTimersByTimeAsync( 0 );
		expect( made[ 0 ] ).toMatchObject( {
			videoId: 'aqz-KE-bpKQ',
			host: 'https://www.youtube-nocookie.com',
			playerVars: { controls: 1, playsinline: 1, autoplay: 0 },
		} );
		expect( log ).toEqual( [ 'seek 5', 'play' ] );
		await jest.advanceTimersByTimeAsync( 999 );
		expect( log ).toEqual( [ 'seek 5', 'play' ] );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( log ).toEqual( [ 'seek 5', 'play', 'play muted' ] );
		await jest.advanceTimersByTimeAsync( 1000 );
		await playing;
		expect( states ).toEqual( [ MEDIA_STATES.playing ] );
	} );
} );
