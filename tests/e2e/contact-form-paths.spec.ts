import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startMailCatcher } from './support/smtp';
import type { MailCatcher } from './support/smtp';
import { answerCaptchas } from './support/captcha';
import { FORM, fillContactForm, sendByKeyboard } from './support/contact-form';

const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
	'latin1'
);

// Sends and waits for the reply to be applied (it brings a fresh captcha and empties the field).
async function send( page: Page ): Promise< void > {
	const reply = page.waitForResponse( /\/feedback$/ );
	await sendByKeyboard( page );
	await reply;
	await expect( page.locator( FORM ) ).not.toHaveAttribute(
		'data-status',
		'submitting'
	);
}

const fillValid = ( page: Page, subject: string ) =>
	fillContactForm( page, {
		subject,
		name: 'Grace',
		email: 'grace@example.org',
		message: 'Please find my file attached.',
	} );

const tip = ( page: Page, name: string ) =>
	page.locator( `[data-name="${ name }"] .wpcf7-not-valid-tip` );

test.describe( 'contact form paths a visitor takes', () => {
	let smtp: MailCatcher | null = null;

	test.beforeAll( async () => {
		smtp = await startMailCatcher();
	} );

	test.beforeEach( async ( { context } ) => answerCaptchas( context ) );

	test.afterAll( async () => {
		await smtp?.close();
	} );

	test( 'a file is refused by type and by size, then an accepted one is mailed to the owner; the second mail reaches the visitor', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		const subject = `Attachment ${ Date.now() }`;
		await fillValid( page, subject );
		const file = page.locator( '[name="attachment"]' );

		await file.setInputFiles( {
			name: 'shell.php',
			mimeType: 'application/x-php',
			buffer: Buffer.from( '<?php echo 1;' ),
		} );
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await expect( tip( page, 'attachment' ) ).toHaveText(
			'You are not allowed to upload files of this type.'
		);

		await file.setInputFiles( {
			name: 'photo.png',
			mimeType: 'image/png',
			buffer: Buffer.alloc( 1048577, 1 ),
		} );
		await send( page );
		await expect( tip( page, 'attachment' ) ).toHaveText(
			'The uploaded file is too large.'
		);

		await file.setInputFiles( {
			name: 'cv.pdf',
			mimeType: 'application/pdf',
			buffer: PDF,
		} );
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);

		await expect
			.poll( () =>
				smtp?.messages.some(
					( m ) =>
						m.to.includes( 'owner@stagecraft.test' ) &&
						m.raw.includes( subject )
				)
			)
			.toBe( true );
		const owner = smtp?.messages.find(
			( m ) =>
				m.to.includes( 'owner@stagecraft.test' ) &&
				m.raw.includes( subject )
		);
		expect( owner?.raw ).toMatch(
			/Content-Disposition: attachment; filename=("?)cv\.pdf\1/
		);
		expect( owner?.raw ).toContain(
			PDF.toString( 'base64' ).slice( 0, 40 )
		);

		// Mail (2), as the visitor's server received it.
		const reply = smtp?.messages.find(
			( m ) =>
				m.to.includes( 'grace@example.org' ) &&
				m.raw.includes( 'We received your message' )
		);
		expect( reply?.raw ).toMatch( /Subject: We received your message/ );
		expect( reply?.raw ).toContain( 'Hello Grace,' );
		expect( reply?.raw ).toContain( 'Please find my file attached.' );
		expect( reply?.raw ).toContain(
			'From: Stagecraft <wordpress@stagecraft.test>'
		);
	} );

	test( 'the novalidate area is not checked while typing, only when the form is sent', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await expect(
			page.locator( '.stagecraft-form-area.novalidate' )
		).toHaveCount( 1 );
		// A field outside the area is checked on change…
		await page.locator( '[name="your-email"]' ).fill( 'not an address' );
		await page.locator( '[name="your-email"]' ).blur();
		await expect( tip( page, 'your-email' ) ).toHaveText(
			'Please enter an email address.'
		);
		// …one inside it is not.
		await page.locator( '[name="budget"]' ).fill( '-5' );
		await page.locator( '[name="budget"]' ).blur();
		await expect( tip( page, 'budget' ) ).toHaveCount( 0 );

		await fillValid( page, `Budget ${ Date.now() }` );
		await page.locator( '[name="budget"]' ).fill( '-5' );
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await expect( tip( page, 'budget' ) ).toHaveText(
			'This field has a too small number.'
		);
		await expect( page.locator( '[name="budget"]' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );
} );
