// Helper panels on /site/widgets/ (issue 20 part 4, spec site.md "helper panels"): a box with a
// title and item links, each revealing its panel inside the box, one at a time (WAI-ARIA
// disclosure), and usable without JavaScript (links to the panels' fragments).
import { test, expect } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

const PAGE = '/site/widgets/';

for ( const width of [ 1440, 390 ] ) {
	test.describe( `helper panels at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'one panel at a time: its item opens it, the item again or Close closes it, Escape too', async ( {
			page,
		} ) => {
			await page.goto( PAGE );
			const helper = page.locator( '.is-demo-helper' );
			const item = ( name: string ) =>
				helper.getByRole( 'button', { name } );
			const call = item( 'Call us' );
			await expect( call ).toHaveAttribute( 'aria-expanded', 'false' );
			const panelId = await call.getAttribute( 'aria-controls' );
			expect( panelId ).toMatch( /-panel-1$/ );
			await expect( helper.getByText( '+49 30 1234 5678' ) ).toBeHidden();
			await call.click();
			await expect( call ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect(
				helper.getByText( '+49 30 1234 5678' )
			).toBeVisible();
			await expect( page.locator( `#${ panelId }` ) ).toBeVisible();
			// Another item: its panel replaces the open one.
			await item( 'Write to us' ).click();
			await expect( call ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( helper.getByText( '+49 30 1234 5678' ) ).toBeHidden();
			await expect(
				helper.getByText( 'hello@example.com' )
			).toBeVisible();
			// The same item again closes it.
			await item( 'Write to us' ).click();
			await expect(
				helper.getByText( 'hello@example.com' )
			).toBeHidden();
			// Keyboard: Enter opens, the panel's Close button closes and focus goes back.
			await item( 'Visit us' ).focus();
			await page.keyboard.press( 'Enter' );
			await expect( helper.getByText( 'Canal Street 12' ) ).toBeVisible();
			await page.keyboard.press( 'Tab' );
			await expect(
				helper.getByRole( 'button', { name: 'Close' } )
			).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect( helper.getByText( 'Canal Street 12' ) ).toBeHidden();
			await expect( item( 'Visit us' ) ).toBeFocused();
			await page.keyboard.press( 'Space' );
			await expect( helper.getByText( 'Canal Street 12' ) ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( helper.getByText( 'Canal Street 12' ) ).toBeHidden();
			expect(
				( await new AxeBuilder( { page } ).analyze() ).violations
			).toEqual( [] );
		} );
	} );
}

test.describe( 'with JavaScript off', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'helper panels open by their links and close by Close', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		const helper = page.locator( '.is-demo-helper' );
		await expect( helper.getByText( 'hello@example.com' ) ).toBeHidden();
		await helper.getByRole( 'link', { name: 'Write to us' } ).click();
		await expect( helper.getByText( 'hello@example.com' ) ).toBeVisible();
		await expect( helper.getByText( '+49 30 1234 5678' ) ).toBeHidden();
		await helper
			.getByRole( 'link', { name: 'Close' } )
			.filter( { visible: true } )
			.click();
		await expect( helper.getByText( 'hello@example.com' ) ).toBeHidden();
		// The lightbox's links lead where they point.
		await expect(
			page.locator( '.is-demo-gallery a' ).first()
		).toHaveAttribute( 'href', /\/gallery-1\.jpg$/ );
	} );
} );
