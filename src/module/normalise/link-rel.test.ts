/**
 * The shared link rel cases of tests/fixtures/link-rel.json; PHPUnit runs the same file against
 * php/Storage/LinkRel.php and the server's rich text, so both sides must agree on every case.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linkRel } from './links';
import { richTextHtml } from './rich-text';

type Case = {
	rel: string | null;
	target: string | null;
	follow?: string | boolean;
	rel_expected: string;
};

const { cases } = JSON.parse(
	readFileSync(
		join( __dirname, '../../../tests/fixtures/link-rel.json' ),
		'utf8'
	)
) as { cases: Case[] };

const named = cases.map( ( c ) => [ JSON.stringify( c ), c ] as const );

describe( 'the link rel rule', () => {
	it( 'has cases for actions and for rich text links', () => {
		expect( cases.length ).toBeGreaterThanOrEqual( 20 );
		expect( cases.some( ( c ) => 'follow' in c ) ).toBe( true );
		expect( cases.some( ( c ) => ! ( 'follow' in c ) ) ).toBe( true );
	} );

	it.each( named )( 'link action %s', ( _name, c ) => {
		const rel = linkRel( {
			s: 1000,
			...( c.rel === null ? {} : { rel: c.rel } ),
			...( c.target === null ? {} : { target: c.target } ),
			...( c.follow === undefined ? {} : { flw: c.follow } ),
		} );
		expect( rel ?? '' ).toBe( c.rel_expected );
	} );

	it.each( named.filter( ( [ , c ] ) => c.follow === undefined ) )(
		'rich text link %s',
		( _name, c ) => {
			const link = document.createElement( 'a' );
			link.href = '/x';
			if ( c.rel !== null ) {
				link.setAttribute( 'rel', c.rel );
			}
			if ( c.target !== null ) {
				link.setAttribute( 'target', c.target );
			}
			link.textContent = 'x';
			const holder = document.createElement( 'div' );
			holder.innerHTML = richTextHtml( link.outerHTML, 'text' );
			expect(
				holder.querySelector( 'a' )?.getAttribute( 'rel' ) ?? ''
			).toBe( c.rel_expected );
		}
	);
} );
