// Shop helpers on a fixture page holding WooCommerce's documented markup (WooCommerce itself
// cannot be installed on these machines): tests/fixtures/woocommerce/product.html, with the
// quantity buttons as Stagecraft's template hooks print them, and a stand-in for WooCommerce's
// cart signals (tests/e2e/stand-ins/woocommerce-cart.js).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installPausedClock } from './support/clock';

const PAGE = '/shop-fixture/';

test.beforeAll( () => {
	execFileSync( 'php', [ 'tests/e2e/support/shop-fixture.php' ], {
		cwd: process.cwd(),
		stdio: 'inherit',
		env: {
			...process.env,
			STAGECRAFT_DB: process.env.STAGECRAFT_DB ?? 'stagecraft_test',
			STAGECRAFT_PORT: process.env.STAGECRAFT_PORT ?? '8889',
		},
	} );
} );

const quantity = ( page: Page, id: string ) => page.locator( `#${ id }` );
const press = ( page: Page, id: string, name: string ) =>
	page
		.locator( `.quantity:has(#${ id })` )
		.getByRole( 'button', { name } )
		.click();

test( 'the rating opens the reviews tab and scrolls to it', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	const reviews = page.getByRole( 'tabpanel', { name: 'Reviews (2)' } );
	await expect( reviews ).toBeHidden();
	await page.getByRole( 'link', { name: /customer reviews/ } ).click();
	await expect( reviews ).toBeVisible();
	await expect(
		page.getByRole( 'tabpanel', { name: 'Description' } )
	).toBeHidden();
	await expect( page.locator( '#tab-title-reviews' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await expect(
		page.getByRole( 'link', { name: 'Reviews (2)' } )
	).toBeFocused();
	// Scrolled so that the tabs are in view, below the sticky header.
	await expect( page.locator( '.woocommerce-tabs' ) ).toBeInViewport();
	expect( await page.evaluate( () => window.scrollY ) ).toBeGreaterThan(
		500
	);
} );

test( 'quantity buttons step within the bounds, ignore a step beyond them, and round to one decimal', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	const changes = await page.evaluateHandle( () => {
		const seen: string[] = [];
		document.addEventListener( 'change', ( e ) =>
			seen.push( ( e.target as HTMLInputElement ).value )
		);
		return seen;
	} );
	const mug = quantity( page, 'quantity_7' );
	await press( page, 'quantity_7', 'Increase quantity' );
	await expect( mug ).toHaveValue( '2' );
	await press( page, 'quantity_7', 'Decrease quantity' );
	await press( page, 'quantity_7', 'Decrease quantity' );
	await expect( mug ).toHaveValue( '1' );
	// No max printed: 9999.
	await mug.fill( '9999' );
	await press( page, 'quantity_7', 'Increase quantity' );
	await expect( mug ).toHaveValue( '9999' );
	// Each press that changed the value, and the typed value (on leaving the field); the ignored
	// press sends nothing.
	expect( await changes.evaluate( ( seen ) => seen ) ).toEqual( [
		'2',
		'1',
		'9999',
	] );

	// min 0.5, max 10, step 0.3, from 9.8: plus would be 10.1.
	const rope = quantity( page, 'quantity_8' );
	await press( page, 'quantity_8', 'Increase quantity' );
	await expect( rope ).toHaveValue( '9.8' );
	await press( page, 'quantity_8', 'Decrease quantity' );
	await expect( rope ).toHaveValue( '9.5' );
	await page
		.locator( '.quantity:has(#quantity_8)' )
		.getByRole( 'button', { name: 'Decrease quantity' } )
		.press( 'Enter' );
	await expect( rope ).toHaveValue( '9.2' );
} );

test( 'add to cart marks the product adding, then added when the cart signals, classic and block', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( PAGE );
	// WooCommerce's classic signals are jQuery events: the page has WordPress's jQuery, as there.
	await page.addScriptTag( { url: '/wp-includes/js/jquery/jquery.min.js' } );
	await page.addScriptTag( {
		path: join( __dirname, 'stand-ins', 'woocommerce-cart.js' ),
	} );
	const bowl = page.locator( 'li.post-9' );
	await bowl.getByRole( 'link', { name: /Add to cart/ } ).click();
	await expect( bowl ).toHaveClass( /is-adding/ );
	await page.clock.runFor( 500 );
	await expect( bowl ).toHaveClass( /is-added/ );
	await expect( bowl ).not.toHaveClass( /is-adding/ );
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'cart' } )
	).toHaveText( 'Added to cart.' );

	const cup = page.locator( 'li.post-10' );
	await cup.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect( cup ).toHaveClass( /is-adding/ );
	await expect( cup.getByRole( 'button' ) ).toHaveAttribute(
		'aria-busy',
		'true'
	);
	await page.clock.runFor( 500 );
	await expect( cup ).toHaveClass( /is-added/ );
	await expect( cup.getByRole( 'button' ) ).not.toHaveAttribute(
		'aria-busy'
	);
} );

test( 'the script loads only where WooCommerce markup is', async ( {
	page,
} ) => {
	const loaded: string[] = [];
	page.on( 'request', ( r ) => {
		if ( r.url().includes( 'shop-helpers' ) ) {
			loaded.push( r.url() );
		}
	} );
	await page.goto( '/blog/' );
	await page.goto( '/site/widgets/' );
	expect( loaded ).toEqual( [] );
	await page.goto( PAGE );
	await expect.poll( () => loaded.length ).toBe( 1 );
} );
