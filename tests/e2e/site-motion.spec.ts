import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installPausedClock } from './support/clock';

// framer-motion is its own chunk, fetched on the first interaction, never with the page.
const CHUNK = /\/build\/framer-motion\.js(\?|$)/;

/**
 * Loads `path` on a paused clock and lets ten seconds of page time pass with no interaction
 * (every timer the page set fires), then lets time flow again.
 * @param page
 * @param path
 */
async function loadAndIdle( page: Page, path: string ) {
	await installPausedClock( page );
	await page.goto( path );
	await page.clock.runFor( 10_000 );
}

function chunkRequests( page: Page ): string[] {
	const urls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( CHUNK.test( request.url() ) ) {
			urls.push( request.url() );
		}
	} );
	return urls;
}

test.describe( 'interface motion at 1440 px', () => {
	test.use( { viewport: { width: 1440, height: 900 } } );

	test( 'the mega menu fetches framer-motion on first interaction only, then fades in and hands back to CSS', async ( {
		page,
	} ) => {
		const urls = chunkRequests( page );
		await loadAndIdle( page, '/' );
		expect( urls ).toHaveLength( 0 );
		await page.clock.resume();
		await expect( page.locator( 'html' ) ).toHaveClass( /has-js-motion/ );

		const nav = page.getByRole( 'navigation', { name: 'Main' } );
		const button = nav.getByRole( 'button', { name: 'Features submenu' } );
		const mega = page.locator(
			`#${ await button.getAttribute( 'aria-controls' ) }`
		);
		// The script's fade replaces the stylesheet's transition.
		await expect( mega ).toHaveCSS( 'transition-duration', '0s' );
		const response = page.waitForResponse( CHUNK );
		await nav
			.getByRole( 'link', { name: 'Features', exact: true } )
			.hover();
		expect( ( await response ).status() ).toBe( 200 );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			mega.getByRole( 'link', { name: 'Carousel' } )
		).toBeVisible();
		await expect( mega ).toHaveCSS( 'opacity', '1' );
		await expect
			.poll( () =>
				mega.evaluate( ( el ) => el.getAttribute( 'style' ) ?? '' )
			)
			.toBe( '' );
		await page.mouse.move( 700, 800 );
		await expect( mega ).toBeHidden();
		expect( urls ).toHaveLength( 1 );
	} );

	test( 'the search overlay fetches framer-motion when first opened and fades in and out', async ( {
		page,
	} ) => {
		const urls = chunkRequests( page );
		await loadAndIdle( page, '/site/' );
		expect( urls ).toHaveLength( 0 );
		await page.clock.resume();
		const button = page
			.locator( '[data-stagecraft-header]' )
			.getByRole( 'button', { name: 'Search' } );
		const dialog = page.getByRole( 'dialog', { name: 'Search the site' } );
		const response = page.waitForResponse( CHUNK );
		await button.click();
		expect( ( await response ).status() ).toBe( 200 );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toHaveCSS( 'opacity', '1' );
		await expect( dialog.getByRole( 'searchbox' ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( button ).toBeFocused();
		// Fetched once for the page, whatever opens next.
		await button.click();
		await expect( dialog ).toBeVisible();
		expect( urls ).toHaveLength( 1 );
	} );

	test( 'under reduced motion nothing moves and framer-motion is never fetched', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		const urls = chunkRequests( page );
		await installPausedClock( page );
		await page.goto( '/site/' );
		await expect( page.locator( 'html' ) ).not.toHaveClass(
			/has-js-motion/
		);
		const dialog = page.getByRole( 'dialog', { name: 'Search the site' } );
		await page
			.locator( '[data-stagecraft-header]' )
			.getByRole( 'button', { name: 'Search' } )
			.click();
		await page.clock.runFor( 100 );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toHaveCSS( 'opacity', '1' );
		expect(
			await dialog.evaluate( ( el ) => el.getAnimations().length )
		).toBe( 0 );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		// Ten seconds of page time after the interaction: still never fetched.
		await page.clock.runFor( 10_000 );
		expect( urls ).toHaveLength( 0 );
	} );
} );

test.describe( 'interface motion at 390 px', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'the mobile side slide slides in with framer-motion and closes', async ( {
		page,
	} ) => {
		const urls = chunkRequests( page );
		await loadAndIdle( page, '/' );
		expect( urls ).toHaveLength( 0 );
		await page.clock.resume();
		const toggle = page.locator( '.stagecraft-header__toggle' ).first();
		const response = page.waitForResponse( CHUNK );
		await toggle.click();
		expect( ( await response ).status() ).toBe( 200 );
		const panel = page.locator( '.stagecraft-side-slide__panel' ).first();
		await expect( panel ).toBeVisible();
		await expect
			.poll( async () => ( await panel.boundingBox() )?.x )
			.toBeLessThan( 390 );
		await expect( panel ).toHaveCSS( 'transform', 'none' );
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( toggle ).toBeFocused();
	} );
} );

test.describe( 'previous/next portfolio item', () => {
	test( 'links name the items, lead to them, and are absent at the ends', async ( {
		page,
	} ) => {
		await page.goto( '/portfolio/orchard-app/' );
		const nav = page.getByRole( 'navigation', { name: 'Portfolio items' } );
		const previous = nav.getByRole( 'link', {
			name: 'Previous portfolio item: Harbour identity',
		} );
		const next = nav.getByRole( 'link', {
			name: 'Next portfolio item: Lantern festival',
		} );
		await expect( previous ).toBeVisible();
		await expect( next ).toBeVisible();

		await next.click();
		await expect( page ).toHaveURL( /\/portfolio\/lantern-festival\/$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Lantern festival' } )
		).toBeVisible();
		await expect(
			nav.getByRole( 'link', {
				name: 'Next portfolio item: Tidewater rebrand',
			} )
		).toBeVisible();
		await nav
			.getByRole( 'link', {
				name: 'Previous portfolio item: Orchard app',
			} )
			.click();
		await expect( page ).toHaveURL( /\/portfolio\/orchard-app\/$/ );

		await previous.focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/portfolio\/harbour-identity\/$/ );
		await expect(
			nav.getByRole( 'link', { name: /^Previous portfolio item/ } )
		).toHaveCount( 0 );
		await expect(
			nav.getByRole( 'link', {
				name: 'Next portfolio item: Orchard app',
			} )
		).toBeVisible();

		// The newest item has no next one.
		await page.goto( '/portfolio/market-day-posters/' );
		await expect(
			nav.getByRole( 'link', { name: /^Previous portfolio item/ } )
		).toBeVisible();
		await expect(
			nav.getByRole( 'link', { name: /^Next portfolio item/ } )
		).toHaveCount( 0 );

		// The archive lists the items.
		await page.goto( '/portfolio/' );
		await expect(
			page.getByRole( 'link', { name: 'Orchard app' } ).first()
		).toBeVisible();
	} );
} );
