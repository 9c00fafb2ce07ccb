import { createRequire } from 'node:module';
import { test, expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { startMailCatcher } from './support/smtp';
import type { MailCatcher } from './support/smtp';
import { answerCaptchas } from './support/captcha';
import { installRunningClock } from './support/clock';
import { FORM, fillContactForm, sendByKeyboard } from './support/contact-form';

const axePath = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );

const BOX = '.stagecraft-proof-of-work';
const STATUS = `${ BOX } [role="status"]`;
const CHALLENGE = /\/stagecraft\/v1\/pow-challenge/;
const CHECKED = 'Checked: you are not a robot';

const fillValid = ( page: Page, subject: string ) =>
	fillContactForm( page, { subject, message: 'Proof of work.' } );

// The answer as the browser posted it (a multipart field named altcha), decoded.
function postedAnswer( request: Request ): Record< string, unknown > {
	const match = /name="altcha"\r\n\r\n([^\r]*)/.exec(
		request.postData() ?? ''
	);
	const value = match?.[ 1 ] ?? '';
	return value ? JSON.parse( Buffer.from( value, 'base64' ).toString() ) : {};
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

	// An answer counting once is tested in PHPUnit (ProofOfWorkTest) and across nodes
	// (tests/scale).
	test( 'a quick sender’s submit waits for the check; the site accepts the answer and a fresh one is solved', async ( {
		page,
	} ) => {
		const log: string[] = [];
		page.on( 'request', ( r ) => log.push( new URL( r.url() ).pathname ) );
		// The first challenge is held until the form was sent: no answer can exist by then.
		let release = (): void => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		let challenges = 0;
		await page.route( CHALLENGE, async ( route ) => {
			if ( ++challenges === 1 ) {
				await held;
			}
			await route.continue();
		} );
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );

		const subject = `Proof of work ${ Date.now() }`;
		await fillValid( page, subject );
		const feedback = page.waitForRequest( /\/feedback$/ );
		await sendByKeyboard( page );
		await expect( page.locator( STATUS ) ).toHaveText(
			'Checking in your browser…'
		);
		await expect( page.locator( FORM ) ).not.toHaveAttribute(
			'data-status',
			'submitting'
		);
		log.push( 'released' );
		release();

		const answer = postedAnswer( await feedback );
		expect( Object.keys( answer ) ).toEqual( [
			'algorithm',
			'challenge',
			'number',
			'salt',
			'signature',
			'took',
		] );
		expect( log.indexOf( 'released' ) ).toBeLessThan(
			log.findIndex( ( p ) => p.endsWith( '/feedback' ) )
		);
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		await expect
			.poll( () =>
				smtp?.messages.some( ( m ) => m.raw.includes( subject ) )
			)
			.toBe( true );
		// The site accepts each answer once, so the next send gets its own.
		await expect( page.locator( STATUS ) ).toHaveText( CHECKED );
		expect( challenges ).toBe( 2 );
		expect( log.filter( ( p ) => /altcha/.test( p ) ) ).toEqual( [] );
	} );

	test( 'without an answer a valid submission is spam; the basic form has no check', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		// A sender that skips the check: its field is emptied on the way out.
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

		// Away from the demo form first: after its reply it asks a fresh challenge, which must not
		// be counted as the basic form's.
		await page.goto( 'about:blank' );
		const challenges: string[] = [];
		page.on( 'request', ( r ) => {
			if ( CHALLENGE.test( r.url() ) ) {
				challenges.push( r.url() );
			}
		} );
		await page.goto( '/contact/contact-basic/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await page.locator( '[name="your-name"]' ).fill( 'Ada' );
		await expect( page.locator( BOX ) ).toHaveCount( 0 );
		expect( challenges ).toEqual( [] );
	} );

	test( 'focus starts the check; a failed one is retried by keyboard; no axe violations', async ( {
		page,
	} ) => {
		let challenges = 0;
		await page.route( CHALLENGE, async ( route ) =>
			++challenges === 1
				? route.fulfill( { status: 500, json: { code: 'down' } } )
				: route.continue()
		);
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		const status = page.locator( STATUS );
		const retry = page.locator( `${ BOX } button` );
		await expect( status ).toHaveText(
			'A short check in your browser shows that you are not a robot.'
		);
		expect( challenges ).toBe( 0 );

		await page.locator( '[name="your-name"]' ).focus();
		await expect( status ).toHaveText(
			'The check failed. Please try again.'
		);
		await expect( page.locator( BOX ) ).toHaveAttribute(
			'data-state',
			'failed'
		);
		// The retry button follows the send button (enabled by the consent) in the tab order.
		await page.locator( '[name="consent"]' ).check();
		await page.locator( '.wpcf7-submit' ).focus();
		await page.keyboard.press( 'Tab' );
		await expect( retry ).toBeFocused();
		await expect( retry ).toHaveText( 'Try again' );
		expect(
			await retry.evaluate(
				( el ) =>
					el.matches( ':focus-visible' ) &&
					getComputedStyle( el ).outlineStyle !== 'none'
			)
		).toBe( true );
		await page.keyboard.press( 'Enter' );
		await expect( status ).toHaveText( CHECKED );
		await expect( retry ).toBeHidden();
		// Focus stays in the box (on the news), not lost to the page.
		await expect( status ).toBeFocused();
		expect( challenges ).toBe( 2 );

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

	test( 'an answer about to expire is replaced before the send', async ( {
		page,
	} ) => {
		await installRunningClock( page );
		const order: string[] = [];
		page.on( 'request', ( r ) => {
			if ( CHALLENGE.test( r.url() ) ) {
				order.push( 'challenge' );
			} else if ( r.url().endsWith( '/feedback' ) ) {
				order.push( 'feedback' );
			}
		} );
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await page.locator( '[name="your-name"]' ).focus();
		await expect( page.locator( STATUS ) ).toHaveText( CHECKED );
		expect( order ).toEqual( [ 'challenge' ] );

		// Challenges live an hour; the client renews an answer in its last minute.
		await page.clock.fastForward( '59:30' );
		await fillValid( page, `Late proof ${ Date.now() }` );
		await sendByKeyboard( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		const sent = order.indexOf( 'feedback' );
		expect( sent ).toBeGreaterThan( 1 );
		expect( order.slice( 0, sent ) ).toEqual(
			Array( sent ).fill( 'challenge' )
		);
	} );
} );
