import * as z from 'zod/mini';
import { actionSchema, type Action } from '../../schema/action';
import { linkRel } from '../../module/normalise/links';
import { linkOf, refusedUrl, withLink } from './link';

const action = ( fields: Partial< Action > ): Action =>
	z.parse( actionSchema, fields );

describe( 'layer links', () => {
	it( 'reads no link from a layer without one', () => {
		expect( linkOf( [] ) ).toEqual( {
			url: '',
			newWindow: false,
			nofollow: false,
		} );
	} );

	it( 'writes a click link action in the shape the runtime renders, with its rel derived', () => {
		const actions = withLink( [], {
			url: ' https://example.com/tour ',
			newWindow: true,
			nofollow: true,
		} );
		expect( actions ).toEqual( [
			{
				a: 'link',
				evt: 'click',
				link: 'https://example.com/tour',
				target: '_blank',
				flw: 'nofollow',
				s: 1000,
				rel: undefined,
			},
		] );
		expect( z.safeParse( actionSchema, actions[ 0 ] ).success ).toBe(
			true
		);
		expect( linkRel( actions[ 0 ] ) ).toBe( 'noopener nofollow' );
		expect( linkOf( actions ) ).toEqual( {
			url: 'https://example.com/tour',
			newWindow: true,
			nofollow: true,
		} );
	} );

	it( 'changes the link in place, keeping other actions and fields, and its own rel tokens', () => {
		const other = action( { a: 'next', evt: 'click' } );
		const old = action( {
			a: 'link',
			evt: 'mouseenter',
			link: '/a',
			target: '_blank',
			rel: 'sponsored noopener',
			d: 200,
		} );
		const actions = withLink( [ other, old ], { newWindow: false } );
		expect( actions[ 0 ] ).toBe( other );
		expect( actions[ 1 ] ).toMatchObject( {
			evt: 'mouseenter',
			link: '/a',
			target: undefined,
			rel: 'sponsored',
			d: 200,
		} );
	} );

	it( 'removes the link action when the URL is emptied', () => {
		const other = action( { a: 'next' } );
		const linked = withLink( [ other ], { url: '/x' } );
		expect( withLink( linked, { url: '' } ) ).toEqual( [ other ] );
	} );

	it( 'says which URLs the server refuses', () => {
		expect( refusedUrl( 'javascript:alert(1)' ) ).toBe( true );
		expect( refusedUrl( 'https://example.com' ) ).toBe( false );
		expect( refusedUrl( '/contact' ) ).toBe( false );
		expect( refusedUrl( '' ) ).toBe( false );
	} );
} );
