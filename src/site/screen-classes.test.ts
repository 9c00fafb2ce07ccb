import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	applyScreenClasses,
	createScreenClasses,
	DEFAULT_MENU_BREAKPOINT,
	screenClasses,
} from './screen-classes';

type Case = { width: number; menuBreakpoint: number; classes: string[] };

// Shared with PHPUnit (the server's inline script) and the e2e test.
const { cases } = JSON.parse(
	readFileSync(
		join( __dirname, '../../tests/fixtures/screen-classes.json' ),
		'utf8'
	)
) as { cases: Case[] };

describe( 'screen classes', () => {
	it.each( cases.map( ( c ) => [ c.width, c.menuBreakpoint, c ] as const ) )(
		'at %i px with the menu from %i px',
		( _width, _menu, c ) => {
			expect( screenClasses( c.width, c.menuBreakpoint ) ).toEqual(
				c.classes
			);
		}
	);

	it( 'takes the site header’s default threshold when the page names none', () => {
		expect( DEFAULT_MENU_BREAKPOINT ).toBe( 1240 );
	} );

	it( 'sets exactly the classes of the width and reports a change', () => {
		const body = document.createElement( 'body' );
		body.className = 'home mobile wide-screen';
		expect( applyScreenClasses( body, 1000, 1240 ) ).toBe( true );
		expect( body.className ).toBe( 'home desktop mobile-menu' );
		expect( applyScreenClasses( body, 1100, 1240 ) ).toBe( false );
	} );

	it( 'updates when a media query changes and stops after destroy', () => {
		const listeners: Array< () => void > = [];
		window.matchMedia = jest.fn().mockImplementation( () => ( {
			matches: false,
			addEventListener: ( _: string, fn: () => void ) =>
				listeners.push( fn ),
			removeEventListener: ( _: string, fn: () => void ) =>
				listeners.splice( listeners.indexOf( fn ), 1 ),
		} ) );
		const body = document.body;
		body.dataset.menuBreakpoint = '1000';
		window.innerWidth = 1200;
		const seen: string[][] = [];
		body.addEventListener( 'stagecraft:screen', ( e ) =>
			seen.push(
				( e as CustomEvent< { classes: string[] } > ).detail.classes
			)
		);
		const handle = createScreenClasses( body );
		expect( body.classList.contains( 'desktop' ) ).toBe( true );
		expect( body.classList.contains( 'mobile-menu' ) ).toBe( false );
		expect( listeners ).toHaveLength( 4 );
		window.innerWidth = 700;
		listeners[ 0 ]();
		expect( body.classList.contains( 'mobile' ) ).toBe( true );
		expect( body.classList.contains( 'mobile-menu' ) ).toBe( true );
		expect( seen[ seen.length - 1 ] ).toEqual( [
			'mobile',
			'mobile-menu',
		] );
		handle.destroy();
		expect( listeners ).toHaveLength( 0 );
	} );
} );
