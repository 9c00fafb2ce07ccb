import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startMailCatcher } from './support/smtp';
import type { MailCatcher } from './support/smtp';
import { answerCaptchas } from './support/captcha';
import {
	FORM,
	fillContactForm,
	sendByKeyboard as send,
} from './support/contact-form';
import { logIn } from './support/log-in';

const fillValid = ( page: Page, name: string ) =>
	fillContactForm( page, { name, subject: `Hello from ${ name }` } );

async function storedCount( page: Page, search: string ): Promise< number > {
	await page.goto(
		`/wp-admin/edit.php?post_type=stagecraft_entry&post_status=all&s=${ encodeURIComponent( search ) }`
	);
	return page.locator( '#the-list tr:not(.no-items)' ).count();
}

test.describe( 'contact form as a visitor', () => {
	let smtp: MailCatcher | null = null;

	test.beforeAll( async () => {
		smtp = await startMailCatcher();
	} );

	test.beforeEach( async ( { context } ) => answerCaptchas( context ) );

	test.afterAll( async () => {
		await smtp?.close();
	} );

	test( 'empty submit fails validation, the fixed form is mailed and read back over SMTP', async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await page.goto( '/contact/' );
		const form = page.locator( FORM );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		// The client renders nothing of its own, so the page carries no React for it.
		const scripts = await page
			.locator( 'script[src]' )
			.evaluateAll( ( els ) =>
				els.map( ( el ) => ( el as HTMLScriptElement ).src )
			);
		expect(
			scripts.filter( ( src ) => /react|element/.test( src ) )
		).toEqual( [] );
		await expect( page.locator( '.wpcf7-submit' ) ).toBeDisabled();
		await page.locator( '[name="consent"]' ).check();
		await page.locator( '.wpcf7-submit' ).click();

		await expect( form ).toHaveAttribute( 'data-status', 'invalid' );
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'One or more fields have an error. Please check and try again.'
		);
		const tip = page.locator(
			'[data-name="your-name"] .wpcf7-not-valid-tip'
		);
		await expect( tip ).toHaveText( 'Please fill out this field.' );
		const srItems = page.locator( '.screen-reader-response li' );
		expect( await srItems.count() ).toBeGreaterThanOrEqual( 4 );
		const describedBy = await page
			.locator( '[name="your-name"]' )
			.getAttribute( 'aria-describedby' );
		await expect( page.locator( `[id="${ describedBy }"]` ) ).toHaveText(
			'Please fill out this field.'
		);

		await fillValid( page, 'Ada' );
		await send( page );
		await expect( form ).toHaveAttribute( 'data-status', 'sent' );
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Thank you for your message. It has been sent.'
		);
		await expect( page.locator( '[name="your-name"]' ) ).toHaveValue( '' );
		await expect
			.poll( () => smtp?.messages.length ?? 0 )
			.toBeGreaterThanOrEqual( 2 );
		const owner = smtp?.messages.find( ( m ) =>
			m.to.includes( 'owner@stagecraft.test' )
		);
		expect( owner?.raw ).toMatch( /Subject: .*Hello from Ada/ );
		expect( owner?.raw ).toContain( 'From: Ada <ada@example.org>' );
		expect( owner?.raw ).toContain(
			'I would like to know more about forms.'
		);
		expect(
			smtp?.messages.some( ( m ) => m.to.includes( 'ada@example.org' ) )
		).toBe( true );
		expect( errors ).toEqual( [] );
	} );

	test( 'with JavaScript off the form posts, redirects back and shows the result', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		await answerCaptchas( context );
		const page = await context.newPage();
		await page.goto( '/contact/contact-basic/' );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await expect(
			page.locator( '[data-name="your-email"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Please fill out this field.' );

		await fillValid( page, 'NoScript' );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Thank you for your message. It has been sent.'
		);
		await expect
			.poll( () =>
				smtp?.messages.some( ( m ) =>
					m.raw.includes( 'Hello from NoScript' )
				)
			)
			.toBe( true );
		await context.close();
	} );

	test( 'with the SMTP server down the visitor sees mail_failed and the submission is stored', async ( {
		browser,
	} ) => {
		const admin = await browser.newContext();
		const adminPage = await admin.newPage();
		await logIn( adminPage );
		const name = `Offline ${ Date.now() }`;

		await smtp?.close();
		smtp = null;
		const visitor = await browser.newContext();
		await answerCaptchas( visitor );
		const page = await visitor.newPage();
		await page.goto( '/contact/' );
		await fillValid( page, name );
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'failed'
		);
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'There was an error trying to send your message. Please try again later.'
		);
		// Nothing typed is lost on the page either.
		await expect( page.locator( '[name="your-name"]' ) ).toHaveValue(
			name
		);
		expect( await storedCount( adminPage, name ) ).toBe( 1 );
		await visitor.close();
		await admin.close();
	} );
} );
