import { createRequire } from 'node:module';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const axePath = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );

// axe-core on the page's main content (the theme's header has its own tests).
async function axeViolations( page: Page ): Promise< string[] > {
	await page.addScriptTag( { path: axePath } );
	return page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: ( context: Element ) => Promise< {
						violations: { id: string; nodes: unknown[] }[];
					} >;
				};
			}
		 ).axe;
		const main = document.querySelector( 'main' ) ?? document.body;
		return ( await axe.run( main ) ).violations.map(
			( v ) => `${ v.id } (${ v.nodes.length })`
		);
	} );
}

test( '/blog/ lists the posts, each title leads to its post', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( e ) => errors.push( e.message ) );
	await page.goto( '/blog/' );
	const titles = page.locator( 'main .wp-block-post-title a' );
	await expect( titles.first() ).toBeVisible();
	const count = await titles.count();
	expect( count ).toBeGreaterThan( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );

	const first = titles.first();
	const title = ( await first.textContent() )?.trim() ?? '';
	await first.focus();
	await page.keyboard.press( 'Enter' );
	await expect( page ).not.toHaveURL( /\/blog\/$/ );
	await expect( page.locator( 'main h1' ).first() ).toHaveText( title );
	expect( errors ).toEqual( [] );
} );

test( '/site/header-layouts/ leads to a page for each of the five header layouts', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( e ) => errors.push( e.message ) );
	await page.goto( '/site/header-layouts/' );
	expect( await axeViolations( page ) ).toEqual( [] );
	const expected: Record< string, string > = {
		'Classic bar': 'classic',
		'Creative side column': 'creative-side',
		'Creative overlay': 'creative-overlay',
		'Burger sidebar': 'burger',
		'Side menu': 'side',
	};
	for ( const [ name, layout ] of Object.entries( expected ) ) {
		await page.goto( '/site/header-layouts/' );
		await page.getByRole( 'link', { name, exact: true } ).click();
		await expect(
			page.locator( 'header [data-layout]' ).first()
		).toHaveAttribute( 'data-layout', layout );
	}
	expect( errors ).toEqual( [] );
} );
