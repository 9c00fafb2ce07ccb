import { createEmitter } from '../events/emitter';
import { createDeepLinks, slideFromHash } from './deeplink';

const slides = { deepLinks: [ 'plan', '', 'publish' ], navOrder: [ 0, 2 ] };

describe( 'slideFromHash', () => {
	it( 'selects the slide whose deepLink the hash names', () => {
		expect( slideFromHash( '#publish', slides ) ).toBe( 2 );
		expect( slideFromHash( 'plan', slides ) ).toBe( 0 );
	} );

	it( 'takes slideN as the Nth slide in navigation order', () => {
		expect( slideFromHash( '#slide2', slides ) ).toBe( 2 );
		expect( slideFromHash( '#slide3', slides ) ).toBeNull();
	} );

	it( 'treats a numeric index above 50 as 0', () => {
		expect( slideFromHash( '#1', slides ) ).toBe( 1 );
		expect( slideFromHash( '#50', slides ) ).toBe( 50 );
		expect( slideFromHash( '#51', slides ) ).toBe( 0 );
	} );

	it( 'ignores an empty or unknown hash', () => {
		expect( slideFromHash( '', slides ) ).toBeNull();
		expect( slideFromHash( '#pricing', slides ) ).toBeNull();
	} );
} );

describe( 'createDeepLinks', () => {
	function fakeModule() {
		const emitter = createEmitter( document.createElement( 'div' ) );
		let index = 0;
		return {
			goTo: jest.fn( ( ref: number | string ) => {
				index = Number( ref );
				emitter.emit( 'afterChange', {
					from: null,
					to: { index, id: index + 1 },
					direction: 'forward',
				} );
			} ),
			current: () => ( { index, id: index + 1 } ),
			on: emitter.on,
			off: emitter.off,
		};
	}

	afterEach( () => window.history.replaceState( null, '', '#' ) );

	it( 'selects the hash slide on start and on hashchange, and writes the hash after a change', () => {
		window.history.replaceState( null, '', '#publish' );
		const module = fakeModule();
		const links = createDeepLinks( module, slides, true );
		expect( module.goTo ).toHaveBeenCalledWith( 2 );

		window.history.replaceState( null, '', '#slide1' );
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		expect( module.goTo ).toHaveBeenLastCalledWith( 0 );
		// The change then names its slide by deepLink.
		expect( window.location.hash ).toBe( '#plan' );

		module.goTo( 2 );
		expect( window.location.hash ).toBe( '#publish' );

		links.destroy();
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		expect( module.goTo ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'leaves the hash alone without useURLDeeplink', () => {
		window.history.replaceState( null, '', '#' );
		const module = fakeModule();
		const links = createDeepLinks( module, slides, false );
		module.goTo( 2 );
		expect( window.location.hash ).toBe( '' );
		links.destroy();
	} );
} );
