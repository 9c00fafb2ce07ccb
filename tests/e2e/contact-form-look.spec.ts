import { test, expect } from '@playwright/test';
import { WIDTHS } from './support/chrome';

// Issue 22's screenshots of /contact/: the hidden inputs' fieldset drew an empty box above the
// first field, the controls had the browser's bare look, and the disabled "Send message" said
// nothing about why.
for ( const width of WIDTHS ) {
	test.describe( `/contact/ at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'no empty box above the first field; controls styled; the disabled send says why', async ( {
			page,
		} ) => {
			await page.goto( '/contact/' );
			await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
			await expect(
				page.locator( 'fieldset.hidden-fields-container' )
			).toBeHidden();
			// The first thing in the form is the first field's label.
			const form = await page.locator( 'form.wpcf7-form' ).boundingBox();
			const name = await page
				.getByRole( 'textbox', { name: 'Your name' } )
				.boundingBox();
			expect( name!.y - form!.y ).toBeLessThan( 60 );

			// Text controls: the theme's border and a 44 px target, as wide as the form.
			const look = await page
				.getByRole( 'textbox', { name: 'Your name' } )
				.evaluate( ( input ) => {
					const style = getComputedStyle( input );
					return {
						border: style.borderTopWidth,
						height: input.getBoundingClientRect().height,
						width: input.getBoundingClientRect().width,
						form: input.closest( 'form' )!.getBoundingClientRect()
							.width,
					};
				} );
			expect( look.border ).toBe( '1px' );
			expect( look.height ).toBeGreaterThanOrEqual( 44 );
			expect( look.width ).toBeCloseTo( look.form, 0 );

			// Disabled until consent is ticked, with the reason beside it and in its description.
			const send = page.getByRole( 'button', { name: 'Send message' } );
			await expect( send ).toBeDisabled();
			const note = page.locator( '.stagecraft-submit-note' );
			await expect( note ).toBeVisible();
			await expect( note ).toHaveText(
				'“Send message” becomes available once you tick “I agree that my data is stored to answer my message.”'
			);
			await expect( send ).toHaveAccessibleDescription(
				await note.innerText()
			);
			await page
				.getByRole( 'checkbox', {
					name: 'I agree that my data is stored to answer my message.',
				} )
				.check();
			await expect( send ).toBeEnabled();
		} );
	} );
}
