import { requestId } from './request-id';

describe( 'requestId', () => {
	it.each( [
		[ 'rev_slider_12_1', '12' ],
		[ 'stagecraft-module-12_3', '12' ],
		[ 'stagecraft-module-12', '12' ],
		[ '12_1', '12' ],
		[ 12, '12' ],
		[ 'stagecraft-module-hero-demo', 'hero-demo' ],
		// An alias may end in digits: only numeric ids lose an instance suffix.
		[ 'stagecraft-module-hero-demo-2', 'hero-demo-2' ],
		[ 'promo_2', 'promo_2' ],
		[ ' hero ', 'hero' ],
	] )( '%p is requested as %p', ( id, expected ) => {
		expect( requestId( id ) ).toBe( expected );
	} );
} );
