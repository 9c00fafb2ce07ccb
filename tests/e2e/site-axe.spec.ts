// axe-core on every demo page, the whole page (header and footer included), at 1440 and 390 px,
// and on the consent dialog and a popup while they are open: any violation fails (issue 22).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { WIDTHS } from './support/chrome';

type DemoPage = { slug: string; parent?: string; front?: boolean };

// The demo pages as the seeder creates them (bench/page-weight.mjs reads the same list).
const pages = (
	JSON.parse(
		readFileSync( join( __dirname, '../../demo/pages.json' ), 'utf8' )
	) as DemoPage[]
 ).map( ( p ) =>
	p.front ? '/' : `/${ p.parent ? `${ p.parent }/` : '' }${ p.slug }/`
);

/**
 * Waits for what scripts add after the load event: every module on the page ready (its layers
 * drawn by React) and the fonts in. Motion is reduced (test.use below), so no layer is caught
 * half-faded.
 * @param page
 */
async function settled( page: Page ): Promise< void > {
	await page.waitForLoadState( 'load' );
	await page.evaluate( async () => {
		// A module below the fold loads when it nears the viewport: bring each one there.
		for ( const el of Array.from(
			document.querySelectorAll< HTMLElement >(
				// Modals run only when they open (their own spec checks them open).
				'[data-stagecraft-alias]:not([data-stagecraft-modal])'
			)
		) ) {
			// Centred: a module starts 100 px inside the viewport (rootMargin -100px), which a
			// short one aligned to the top edge never reaches.
			el.scrollIntoView( { block: 'center' } );
			await window.Stagecraft.ready( el.dataset.stagecraftAlias ?? '' );
		}
		window.scrollTo( 0, 0 );
		await document.fonts.ready;
	} );
}

/**
 * Every violation as "rule (impact): selector, selector…", so a failure names what to fix.
 * @param page
 */
async function violations( page: Page ): Promise< string[] > {
	const results = await new AxeBuilder( { page } ).analyze();
	return results.violations.map(
		( v ) =>
			`${ v.id } (${ v.impact ?? '' }): ${ v.nodes
				.map( ( n ) => n.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

test( 'the list has every demo page', () => {
	// Read from demo/pages.json (not a copy); several branches add pages, so no exact count.
	expect( pages.length ).toBeGreaterThan( 30 );
	expect( new Set( pages ).size ).toBe( pages.length );
	expect( pages ).toContain( '/about/' );
	expect( pages ).toContain( '/features/' );
	expect( pages ).toContain( '/modules/transitions/' );
	expect( pages ).toContain( '/site/widgets/' );
	expect( pages ).toContain( '/' );
	expect( pages ).toContain( '/contact/' );
} );

for ( const width of WIDTHS ) {
	test.describe( `at ${ width } px`, () => {
		test.use( {
			viewport: { width, height: 900 },
			reducedMotion: 'reduce',
		} );

		for ( const path of pages ) {
			test( `axe finds no violation on ${ path }`, async ( {
				page,
				context,
			} ) => {
				// The timed newsletter popup is checked open on its own below.
				await context.addCookies( [
					{
						name: 'mfn_popup_newsletter',
						value: '1',
						url: 'http://127.0.0.1',
					},
				] );
				await page.goto( path );
				await settled( page );
				expect( await violations( page ) ).toEqual( [] );
			} );
		}

		test.describe( 'with a dialog open', () => {
			test.use( { storageState: { cookies: [], origins: [] } } );

			test( 'axe finds no violation with the consent dialog open, then the popup after it', async ( {
				page,
			} ) => {
				await page.goto( '/site/popups/' );
				const consent = page.getByRole( 'dialog', {
					name: 'This site uses cookies',
				} );
				await expect( consent ).toBeVisible();
				expect( await violations( page ) ).toEqual( [] );
				await consent.getByRole( 'button', { name: 'Deny' } ).click();
				const popup = page.getByRole( 'dialog', {
					name: 'Join the newsletter',
				} );
				await expect( popup ).toBeVisible();
				expect( await violations( page ) ).toEqual( [] );
			} );
		} );
	} );
}
