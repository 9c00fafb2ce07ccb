import { gsap } from 'gsap';
import { setEach } from './timelines';

const divs = ( count: number ) =>
	Array.from( { length: count }, () => {
		const el = document.createElement( 'div' );
		document.body.append( el );
		return el;
	} );

afterEach( () => jest.restoreAllMocks() );

test( 'setEach gives each element its own values at once', () => {
	const els = divs( 3 );
	setEach( els, [
		{ opacity: 0, x: 10 },
		{ opacity: 0.5, x: 20 },
		{ opacity: 0.25 },
	] );
	expect( els.map( ( el ) => el.style.opacity ) ).toEqual( [
		'0',
		'0.5',
		'0.25',
	] );
	expect( gsap.getProperty( els[ 0 ], 'x' ) ).toBe( 10 );
	expect( gsap.getProperty( els[ 1 ], 'x' ) ).toBe( 20 );
	expect( els[ 2 ].style.transform ).toBe( '' );
} );

test( 'setEach sets the elements that share property names in one tween, and skips empty vars', () => {
	const set = jest.spyOn( gsap, 'set' );
	const els = divs( 4 );
	setEach( els, [
		{ opacity: 0, y: 5 },
		{},
		{ opacity: 1, y: -5 },
		{ x: 3 },
	] );
	// One tween reads all its targets before writing any: no style recalculation per element.
	expect( set ).toHaveBeenCalledTimes( 2 );
	expect( set.mock.calls[ 0 ][ 0 ] ).toEqual( [ els[ 0 ], els[ 2 ] ] );
	expect( set.mock.calls[ 1 ][ 0 ] ).toEqual( [ els[ 3 ] ] );
	expect( els[ 1 ].getAttribute( 'style' ) ).toBeNull();
	expect( gsap.getProperty( els[ 2 ], 'y' ) ).toBe( -5 );
} );
