import { levelIndexFor, levelName } from './level';

describe( 'device level from the viewport', () => {
	it.each( [
		[ 2560, 0 ],
		[ 1600, 0 ],
		[ 1440, 0 ],
		[ 1241, 0 ],
		[ 1240, 1 ],
		[ 1100, 1 ],
		[ 1024, 2 ],
		[ 800, 2 ],
		[ 778, 3 ],
		[ 600, 3 ],
		[ 480, 4 ],
		[ 390, 4 ],
		[ 0, 4 ],
	] )( '%i px is level %i', ( width, level ) => {
		expect( levelIndexFor( width ) ).toBe( level );
	} );

	it( 'names levels and clamps out-of-range indexes', () => {
		expect( levelName( 0 ) ).toBe( 'largedesktop' );
		expect( levelName( 4 ) ).toBe( 'mobile' );
		expect( levelName( 9 ) ).toBe( 'mobile' );
		expect( levelName( -1 ) ).toBe( 'largedesktop' );
	} );
} );
