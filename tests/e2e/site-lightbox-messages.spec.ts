// The lightbox's 'Loading...' and failure messages (spec site.md section 8), reduced motion, and
// its links with JavaScript off, on /site/widgets/.
import { test, expect } from '@playwright/test';
import { WIDTHS } from './support/chrome';
import { PAGE, block, dialog, galleryLink } from './support/lightbox';

for ( const width of WIDTHS ) {
	test.describe( `lightbox messages at ${ width } px`, () => {
		test.use( { viewport: { width, height: 800 } } );

		test( 'says Loading... while loading, and each failure in its words', async ( {
			page,
		} ) => {
			let release: () => void = () => {};
			const held = new Promise< void >(
				( resolve ) => ( release = resolve )
			);
			await page.route( /\/gallery-1\.jpg$/, async ( route ) => {
				await held;
				await route.continue();
			} );
			await page.route( /\/gallery-2\.jpg$/, ( route ) => route.abort() );
			await page.route( /\/price-list\.pdf$/, ( route ) =>
				route.fulfill( { status: 404, body: '' } )
			);
			await page.route( /\/hello-world\/$/, ( route ) => route.abort() );
			await page.goto( PAGE );
			await galleryLink( page, 0 ).click();
			const box = dialog( page );
			const message = box.locator( '.stagecraft-lightbox__message' );
			await expect( message ).toHaveText( 'Loading...' );
			await expect( message ).toHaveAttribute( 'role', 'status' );
			release();
			await expect( message ).toBeHidden();
			await expect( box.getByRole( 'img' ) ).toBeVisible();
			await page.keyboard.press( 'ArrowRight' );
			await expect( message ).toHaveText(
				'The image could not be loaded.'
			);
			await page.keyboard.press( 'Escape' );

			await block( page, 'Price list (PDF)' ).click();
			await expect( message ).toHaveText(
				'The content could not be loaded.'
			);
			await page.keyboard.press( 'Escape' );

			await block( page, 'Our first post' ).click();
			await expect( message ).toHaveText(
				'The content could not be loaded.'
			);
			await page.keyboard.press( 'Escape' );

			// An inline link whose element is not on the page.
			await block( page, 'Opening hours' ).evaluate( ( a ) =>
				a.setAttribute( 'href', '#no-such-element' )
			);
			await block( page, 'Opening hours' ).click();
			await expect( message ).toHaveText( 'Content not found' );
		} );
	} );
}

test( 'with reduced motion the lightbox opens and closes at once', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( PAGE );
	await galleryLink( page, 0 ).click();
	const box = dialog( page );
	expect(
		await box.evaluate( ( el ) => ( el as HTMLDialogElement ).open )
	).toBe( true );
	await page.keyboard.press( 'Escape' );
	// No animation to wait for: closed in the same task as the key.
	expect(
		await page.evaluate(
			() =>
				(
					document.querySelector(
						'.stagecraft-lightbox-dialog'
					) as HTMLDialogElement
				 ).open
		)
	).toBe( false );
} );

test.describe( 'with JavaScript off', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'lightbox links lead to the full image, the file, the element and the page', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		await expect( galleryLink( page, 0 ) ).toHaveAttribute(
			'href',
			/\/gallery-1\.jpg$/
		);
		await expect( galleryLink( page, 0 ) ).toHaveAttribute(
			'rel',
			/^lightbox\[gallery-\d+\]$/
		);
		await expect( block( page, 'Opening hours' ) ).toHaveAttribute(
			'href',
			'#opening-hours'
		);
		await expect( page.locator( '#opening-hours' ) ).toBeVisible();
		await block( page, 'Price list (PDF)' ).getAttribute( 'href' );
		await page.locator( '.is-demo-lightbox-image a' ).click();
		await expect( page ).toHaveURL( /\/hero\.jpg$/ );
	} );
} );
