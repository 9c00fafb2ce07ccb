// Local stand-in for the Vimeo Player API (https://player.vimeo.com/api/player.js), answering for
// it in the e2e tests (no internet here). It implements the documented surface the adapter uses:
// new Vimeo.Player( element, options ) with promise-returning ready, play, pause, setCurrentTime,
// setMuted, setVolume and destroy, and on() for play, playing, pause, ended, bufferstart,
// loaded, timeupdate and error. Playback is simulated; window.standIn.blockSound makes an
// unmuted play reject with NotAllowedError, as Vimeo's own player does when sound is blocked.
( function () {
	window.standIn = window.standIn || {};
	window.standIn.vimeo = [];

	function Player( element, options ) {
		const handlers = {};
		let muted = Boolean( options.muted );
		let time = 0;
		let timer = 0;
		const duration = 30;
		const query = Object.keys( options )
			.filter( ( key ) => key !== 'id' )
			.map( ( key ) => key + '=' + encodeURIComponent( options[ key ] ) )
			.join( '&' );
		const iframe = document.createElement( 'iframe' );
		iframe.src =
			'https://player.vimeo.com/video/' + options.id + '?' + query;
		iframe.style.cssText =
			'position:absolute;inset:0;width:100%;height:100%;border:0';
		element.append( iframe );
		window.standIn.vimeo.push( 'created ' + iframe.src );
		const loaded = new Promise( ( resolve ) =>
			iframe.addEventListener( 'load', resolve )
		);

		function emit( name, data ) {
			( handlers[ name ] || [] ).forEach( ( callback ) =>
				callback( data )
			);
		}
		this.element = iframe;
		this.on = function ( name, callback ) {
			( handlers[ name ] = handlers[ name ] || [] ).push( callback );
		};
		this.ready = function () {
			return loaded.then( () => emit( 'loaded', { id: options.id } ) );
		};
		this.play = function () {
			window.standIn.vimeo.push( muted ? 'play muted' : 'play' );
			if ( window.standIn.blockSound && ! muted ) {
				return Promise.reject(
					new DOMException( 'play() failed', 'NotAllowedError' )
				);
			}
			emit( 'play', {} );
			emit( 'playing', {} );
			clearInterval( timer );
			timer = setInterval( () => {
				time = Math.min( duration, time + 0.25 );
				emit( 'timeupdate', { seconds: time, duration } );
				if ( time >= duration ) {
					clearInterval( timer );
					emit( 'ended', {} );
				}
			}, 250 );
			return Promise.resolve();
		};
		this.pause = function () {
			clearInterval( timer );
			emit( 'pause', {} );
			return Promise.resolve();
		};
		this.setCurrentTime = function ( seconds ) {
			time = seconds;
			return Promise.resolve( seconds );
		};
		this.setMuted = function ( next ) {
			muted = next;
			return Promise.resolve( next );
		};
		this.setVolume = function ( next ) {
			return Promise.resolve( next );
		};
		this.destroy = function () {
			clearInterval( timer );
			iframe.remove();
			return Promise.resolve();
		};
	}

	window.Vimeo = { Player };
} )();
