// Local stand-in for the YouTube IFrame API (https://www.youtube.com/iframe_api), answering for
// it in the e2e tests (no internet here). It implements the documented surface the adapter uses:
// YT.Player( element, { videoId, host, playerVars, events: { onReady, onStateChange, onError } } )
// with playVideo, pauseVideo, seekTo, mute, unMute, isMuted, setVolume, getVolume,
// getCurrentTime, getDuration, getPlayerState, getIframe and destroy. Playback is simulated (a
// clock advancing while "playing"); window.standIn.blockSound makes an unmuted play stay
// unstarted, as a browser that blocks autoplay with sound does.
( function () {
	const STATES = {
		UNSTARTED: -1,
		ENDED: 0,
		PLAYING: 1,
		PAUSED: 2,
		BUFFERING: 3,
		CUED: 5,
	};
	window.standIn = window.standIn || {};
	window.standIn.youtube = [];

	function Player( element, options ) {
		const self = this;
		const events = options.events || {};
		const vars = options.playerVars || {};
		let state = -1;
		let time = 0;
		let muted = false;
		let volume = 100;
		let timer = 0;
		const duration = 30;
		const iframe = document.createElement( 'iframe' );
		iframe.src =
			( options.host || 'https://www.youtube.com' ) +
			'/embed/' +
			options.videoId +
			'?enablejsapi=1&controls=' +
			vars.controls +
			'&playsinline=' +
			vars.playsinline;
		iframe.width = options.width || '640';
		iframe.height = options.height || '360';
		iframe.id = element.id;
		element.replaceWith( iframe );

		function set( next ) {
			state = next;
			if ( events.onStateChange ) {
				events.onStateChange( { data: next, target: self } );
			}
		}
		function tick() {
			time += 0.25;
			if ( time >= duration ) {
				time = duration;
				clearInterval( timer );
				set( STATES.ENDED );
			}
		}
		self.playVideo = function () {
			window.standIn.youtube.push( muted ? 'play muted' : 'play' );
			if ( window.standIn.blockSound && ! muted ) {
				return;
			}
			set( STATES.BUFFERING );
			set( STATES.PLAYING );
			clearInterval( timer );
			timer = setInterval( tick, 250 );
		};
		self.pauseVideo = function () {
			clearInterval( timer );
			set( STATES.PAUSED );
		};
		self.seekTo = function ( seconds ) {
			time = seconds;
		};
		self.mute = function () {
			muted = true;
		};
		self.unMute = function () {
			muted = false;
		};
		self.isMuted = function () {
			return muted;
		};
		self.setVolume = function ( next ) {
			volume = next;
		};
		self.getVolume = function () {
			return volume;
		};
		self.getCurrentTime = function () {
			return time;
		};
		self.getDuration = function () {
			return duration;
		};
		self.getPlayerState = function () {
			return state;
		};
		self.getIframe = function () {
			return iframe;
		};
		self.destroy = function () {
			clearInterval( timer );
			iframe.remove();
		};
		iframe.addEventListener( 'load', function () {
			if ( events.onReady ) {
				events.onReady( { target: self } );
			}
		} );
	}

	window.YT = { Player, PlayerState: STATES, loaded: 1 };
	if ( typeof window.onYouTubeIframeAPIReady === 'function' ) {
		window.onYouTubeIframeAPIReady();
	}
} )();
