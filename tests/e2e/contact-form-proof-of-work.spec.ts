import { createRequire } from 'node:module';
import { test, expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { startMailCatcher } from './support/smtp';
import type { MailCatcher } from './support/smtp';
import { answerCaptchas } from './support/captcha';
import { FORM, fillContactForm, sendByKeyboard } from './support/contact-form';

const axePath = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );

const fillValid = ( page: Page, subject: string ) =>
	fillContactForm( page, { subject, message: 'Proof of work.' } );

// The widget's answer as the browser posted it (a multipart field named altcha).
function postedAnswer( request: Request ): string {
	const match = /name="altcha"\r\n\r\n([^\r]+)/.exec(
		request.postData() ?? ''
	);
	return match?.[ 1 ] ?? '';
}

test.describe( 'the proof-of-work check on the demo contact form', () => {
	let smtp: MailCatcher | null = null;

	test.beforeAll( async () => {
		smtp = await startMailCatcher();
	} );

	test.beforeEach( async ( { context } ) => answerCaptchas( context ) );

	test.afterAll( async () => {
		await smtp?.close();
	} );

	// An answer counting once is tested in PHPUnit (ProofOfWorkTest): here the image captcha,
	// used up by the first post, would refuse a replay before the answer is looked at.
	test( 'the browser solves it before sending and posts its answer', async ( {
		page,
	} ) => {
		const chunks: string[] = [];
		page.on( 'request', ( r ) =>
			chunks.push( new URL( r.url() ).pathname )
		);
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		// Defined by the chunk the client loads for this form only.
		await expect
			.poll( () =>
				page.evaluate( () => !! customElements.get( 'altcha-widget' ) )
			)
			.toBe( true );
		expect( chunks.some( ( p ) => p.endsWith( '/build/altcha.js' ) ) ).toBe(
			true
		);

		const subject = `Proof of work ${ Date.now() }`;
		await fillValid( page, subject );
		const feedback = page.waitForRequest( /\/feedback$/ );
		await sendByKeyboard( page );
		const answer = postedAnswer( await feedback );
		expect( answer ).not.toBe( '' );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		await expect
			.poll( () =>
				smtp?.messages.some( ( m ) => m.raw.includes( subject ) )
			)
			.toBe( true );
	} );

	test( 'without an answer a valid submission is spam; the basic form loads no widget', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		// A sender that skips the widget: its field is dropped on the way out.
		await page.route( /\/feedback$/, async ( route ) => {
			const body = route.request().postData() ?? '';
			await route.continue( {
				postData: body.replace(
					/name="altcha"\r\n\r\n[^\r]+/,
					'name="altcha"\r\n\r\nnone'
				),
			} );
		} );
		await fillValid( page, `No proof ${ Date.now() }` );
		await sendByKeyboard( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'spam'
		);
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'There was an error trying to send your message. Please try again later.'
		);

		const chunks: string[] = [];
		page.on( 'request', ( r ) =>
			chunks.push( new URL( r.url() ).pathname )
		);
		await page.goto( '/contact/contact-basic/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await expect( page.locator( 'altcha-widget' ) ).toHaveCount( 0 );
		expect( chunks.some( ( p ) => p.endsWith( '/build/altcha.js' ) ) ).toBe(
			false
		);
	} );

	test( 'the widget is reachable by keyboard and the form has no axe violations', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect
			.poll( () =>
				page.evaluate( () => !! customElements.get( 'altcha-widget' ) )
			)
			.toBe( true );
		const box = page.locator( 'altcha-widget input[type="checkbox"]' );
		await expect( box ).toBeVisible();
		// Focus in the form starts the check (auto="onfocus"); pressing Space
		// while it may already be done would race it, so the test waits for
		// the answer, then works the checkbox by keyboard: off, and on again.
		const widget = page.locator( 'altcha-widget' );
		await box.focus();
		await expect( box ).toBeFocused();
		await expect( widget ).toContainText( 'Checked: you are not a robot' );
		await page.keyboard.press( 'Space' );
		await expect( widget ).not.toContainText( 'Checked' );
		await expect( box ).not.toBeChecked();
		await page.keyboard.press( 'Space' );
		await expect( widget ).toContainText( 'Checked: you are not a robot' );
		await expect( box ).toBeChecked();
		await page.addScriptTag( { path: axePath } );
		const violations = await page.evaluate( async () => {
			const axe = (
				window as unknown as {
					axe: {
						run: (
							context: Element
						) => Promise< { violations: { id: string }[] } >;
					};
				}
			 ).axe;
			const form = document.querySelector( 'div.wpcf7' );
			return form
				? ( await axe.run( form ) ).violations.map( ( v ) => v.id )
				: [ 'no form' ];
		} );
		expect( violations ).toEqual( [] );
	} );
} );
