import { gsap } from 'gsap';
import { primeTransforms } from './prime';

// jsdom computes no CSS translate, rotate or scale: each test says what the browser would. GSAP's
// own parse is left out (it would fold and write the three itself).
function computed( byElement: Map< Element, Partial< CSSStyleDeclaration > > ) {
	jest.spyOn( window, 'getComputedStyle' ).mockImplementation(
		( el ) =>
			( {
				translate: 'none',
				rotate: 'none',
				scale: 'none',
				...byElement.get( el ),
			} ) as CSSStyleDeclaration
	);
	// Its overloads return a getter too; the tests read only the calls.
	return jest
		.spyOn( gsap, 'getProperty' )
		.mockImplementation(
			( () => 0 ) as unknown as typeof gsap.getProperty
		);
}

afterEach( () => jest.restoreAllMocks() );

test( 'primeTransforms writes "none" inline where the three are none, then has GSAP parse each element', () => {
	const plain = document.createElement( 'div' );
	const turned = document.createElement( 'div' );
	document.body.append( plain, turned );
	const read = computed( new Map( [ [ turned, { rotate: '10deg' } ] ] ) );
	primeTransforms( [ plain, turned ] );
	const inline = ( el: HTMLElement ) =>
		[ 'translate', 'rotate', 'scale' ].map(
			( name ) =>
				( el.style as unknown as Record< string, string > )[ name ]
		);
	expect( inline( plain ) ).toEqual( [ 'none', 'none', 'none' ] );
	// A layer that uses them keeps them for GSAP to fold into its transform.
	expect( inline( turned ) ).not.toContain( 'none' );
	expect( read.mock.calls.map( ( [ el ] ) => el ) ).toEqual( [
		plain,
		turned,
	] );
} );

test( 'primeTransforms reads every element before it writes any', () => {
	const els = [ 1, 2, 3 ].map( () => document.createElement( 'div' ) );
	document.body.append( ...els );
	const order: string[] = [];
	computed( new Map() );
	const spy = window.getComputedStyle as jest.Mock;
	const impl = spy.getMockImplementation();
	spy.mockImplementation( ( el: Element, pseudo?: string ) => {
		order.push( 'read' );
		return impl?.( el, pseudo );
	} );
	els.forEach( ( el ) => {
		const { style } = el;
		Object.defineProperty( style, 'translate', {
			configurable: true,
			set: () => order.push( 'write' ),
		} );
	} );
	primeTransforms( els );
	expect( order ).toEqual( [
		'read',
		'read',
		'read',
		'write',
		'write',
		'write',
	] );
} );

test( 'primeTransforms does nothing for no elements', () => {
	const read = jest.spyOn( gsap, 'getProperty' );
	primeTransforms( [] );
	expect( read ).not.toHaveBeenCalled();
} );
