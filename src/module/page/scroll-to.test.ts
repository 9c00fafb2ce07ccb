import type { Motion } from '../../motion';
import { scrollToTarget } from './scroll-to';

function target( id: string, top: number ) {
	const el = document.createElement( 'section' );
	el.id = id;
	el.getBoundingClientRect = () => ( { top } ) as DOMRect;
	document.body.append( el );
	return el;
}

describe( 'scroll-to', () => {
	const scrollTo = jest.fn( () => Promise.resolve() );
	const motion = { scrollTo } as unknown as Motion;
	beforeEach( () => {
		scrollTo.mockClear();
		document.body.innerHTML = '';
	} );

	it( 'scrolls to an anchor id with the default speed, less the offset', async () => {
		target( 'contact', 900 );
		expect(
			await scrollToTarget( '#contact', motion, { offset: 100 } )
		).toBe( true );
		expect( scrollTo ).toHaveBeenCalledWith( 800, 1000, undefined );
	} );

	it( 'takes speed and easing, and can update the hash', async () => {
		target( 'pricing', 300 );
		await scrollToTarget( 'pricing', motion, {
			speed: 400,
			easing: 'power1.out',
			updateHash: true,
		} );
		expect( scrollTo ).toHaveBeenCalledWith( 300, 400, 'power1.out' );
		expect( window.location.hash ).toBe( '#pricing' );
	} );

	it( 'skips the tween when the target position is below zero', async () => {
		target( 'top', 50 );
		await scrollToTarget( 'top', motion, { offset: 80 } );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'reports a missing target', async () => {
		expect( await scrollToTarget( '#nowhere', motion ) ).toBe( false );
	} );
} );
