import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startMailCatcher } from './support/smtp';
import type { MailCatcher } from './support/smtp';
import { CAPTCHA_ANSWER, answerCaptchas } from './support/captcha';
import {
	FORM,
	fillContactForm,
	sendByKeyboard as send,
} from './support/contact-form';

// The captcha is the test's to answer.
const fillValid = ( page: Page, subject: string ) =>
	fillContactForm( page, {
		subject,
		name: 'Grace',
		email: 'grace@example.org',
		topic: 'Sales',
		message: 'A message long enough to pass.',
		quiz: 'five',
		captcha: null,
	} );

// The challenge field must name the prefix of the image shown, or no answer could ever pass.
async function challengeMatchesImage( page: Page ): Promise< string > {
	const src =
		( await page
			.locator( 'img.wpcf7-captcha-captcha' )
			.getAttribute( 'src' ) ) ?? '';
	const prefix = /([0-9]+)\.png$/.exec( src )?.[ 1 ] ?? 'none';
	await expect(
		page.locator( 'input[name="_wpcf7_captcha_challenge_captcha"]' )
	).toHaveValue( prefix );
	const image = await page.request.get( src );
	expect( image.status() ).toBe( 200 );
	expect( image.headers()[ 'content-type' ] ).toBe( 'image/png' );
	expect( ( await image.body() ).subarray( 1, 4 ).toString() ).toBe( 'PNG' );
	return src;
}

const NUMBERS = [
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
];

// The answer to the captcha's text question ("What is seven plus two?"), as a visitor reads it.
async function sumOfQuestion( page: Page ): Promise< string > {
	const question =
		( await page
			.locator( '.stagecraft-captcha-question-text' )
			.textContent() ) ?? '';
	const [ , first, second ] =
		/What is (\w+) plus (\w+)\?/.exec( question ) ?? [];
	return String(
		NUMBERS.indexOf( first ) + 1 + NUMBERS.indexOf( second ) + 1
	);
}

// Each screen-reader error item is a link to a control that exists, takes focus and is marked
// invalid, inside the field it names; the fields named are among them.
async function everyErrorLinksToItsControl( page: Page, fields: string[] ) {
	const items = await page
		.locator( '.screen-reader-response li' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( item ) => {
				const href =
					item.querySelector( 'a' )?.getAttribute( 'href' ) ?? '';
				const target = href.startsWith( '#' )
					? item.ownerDocument.getElementById( href.slice( 1 ) )
					: null;
				const wrap = target?.closest< HTMLElement >(
					'.wpcf7-form-control-wrap'
				);
				const invalid =
					wrap?.querySelector( '[aria-invalid="true"]' ) !== null;
				return {
					field:
						wrap?.dataset.name ??
						`(no control at "${ href }": ${ item.textContent })`,
					focusable:
						!! target &&
						target.matches( 'input, select, textarea' ) &&
						! ( target as HTMLInputElement ).disabled,
					invalid: !! wrap && invalid,
				};
			} )
		);
	expect( items.length ).toBeGreaterThan( 0 );
	for ( const item of items ) {
		expect( item, item.field ).toEqual( {
			field: expect.not.stringMatching( /^\(no control/ ),
			focusable: true,
			invalid: true,
		} );
	}
	expect( items.map( ( item ) => item.field ) ).toEqual(
		expect.arrayContaining( fields )
	);
}

test.describe( 'contact form captcha', () => {
	let smtp: MailCatcher | null = null;

	test.beforeAll( async () => {
		smtp = await startMailCatcher();
	} );

	test.beforeEach( async ( { context } ) => answerCaptchas( context ) );

	test.afterAll( async () => {
		await smtp?.close();
	} );

	test( 'a wrong answer is refused with a new image; the right one sends the mail', async ( {
		page,
	} ) => {
		const subject = `Captcha ${ Date.now() }`;
		// /contact/ has the proof-of-work check and no image; the basic form keeps the image.
		await page.goto( '/contact/contact-basic/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		const first = await challengeMatchesImage( page );
		const image = page.locator( 'img.wpcf7-captcha-captcha' );
		await expect( image ).toHaveAttribute( 'alt', /Captcha/ );
		expect(
			await image.evaluate(
				( img: HTMLImageElement ) => img.naturalWidth
			)
		).toBe( 144 );

		// Another image on request, without submitting.
		const refresh = page.getByRole( 'button', {
			name: 'Show another image',
		} );
		await expect( refresh ).toBeVisible();
		await refresh.click();
		await expect( image ).not.toHaveAttribute( 'src', first );
		const second = await challengeMatchesImage( page );

		await fillValid( page, subject );
		await page
			.getByLabel( 'Type the characters shown in the image' )
			.fill( 'WRONG' );
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await expect(
			page.locator( '[data-name="captcha"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Your entered code is incorrect.' );
		await expect( page.locator( '.screen-reader-response li' ) ).toHaveText(
			[ 'Your entered code is incorrect.' ]
		);
		// The item links to the captcha's input.
		await expect( page.locator( '[name="captcha"]' ) ).toHaveAttribute(
			'id',
			/^wpcf7-f\d+-p\d+-o1-captcha$/
		);
		await expect(
			page.locator( '.screen-reader-response li a' )
		).toHaveAttribute( 'href', /^#wpcf7-f\d+-p\d+-o1-captcha$/ );
		// The used image is replaced, and the wrong answer cleared.
		await expect( image ).not.toHaveAttribute( 'src', second );
		await challengeMatchesImage( page );
		await expect( page.locator( '[name="captcha"]' ) ).toHaveValue( '' );
		expect(
			smtp?.messages.some( ( m ) => m.raw.includes( subject ) )
		).toBe( false );

		await page
			.getByLabel( 'Type the characters shown in the image' )
			.fill( CAPTCHA_ANSWER.toLowerCase() );
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		await expect
			.poll( () =>
				smtp?.messages.some( ( m ) => m.raw.includes( subject ) )
			)
			.toBe( true );
		// After the reset the refill brings yet another image, and the status stays sent.
		await challengeMatchesImage( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
	} );

	test( 'with JavaScript off the captcha is checked and the mail sent', async ( {
		browser,
	} ) => {
		const subject = `NoScript captcha ${ Date.now() }`;
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		await answerCaptchas( context );
		const page = await context.newPage();
		await page.goto( '/contact/contact-basic/' );
		await challengeMatchesImage( page );
		// Without JavaScript a reload brings another image; the button needs the client.
		await expect(
			page.getByRole( 'button', { name: 'Show another image' } )
		).toBeHidden();

		await fillValid( page, subject );
		await page.locator( '[name="captcha"]' ).fill( 'NOPE' );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await expect(
			page.locator( '[data-name="captcha"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Your entered code is incorrect.' );
		await expect( page.locator( '[name="your-subject"]' ) ).toHaveValue(
			subject
		);
		await challengeMatchesImage( page );

		await page.locator( '[name="consent"]' ).check();
		await page.locator( '[name="captcha"]' ).fill( CAPTCHA_ANSWER );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		await expect
			.poll( () =>
				smtp?.messages.some( ( m ) => m.raw.includes( subject ) )
			)
			.toBe( true );
		await context.close();
	} );

	test( 'a visitor who cannot see the image answers its text question instead, without JavaScript', async ( {
		browser,
	} ) => {
		const subject = `Text question ${ Date.now() }`;
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( '/contact/contact-basic/' );
		// The question is part of the field's accessible name.
		const field = page.getByRole( 'textbox', {
			name: /Cannot see the image\? Type the answer to this question instead, in digits: What is \w+ plus \w+\?/,
		} );
		await expect( field ).toHaveAttribute( 'name', 'captcha' );

		// A wrong answer: the server's error list links to every invalid control.
		await page.locator( '[name="consent"]' ).check();
		await field.fill( '999' );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await everyErrorLinksToItsControl( page, [ 'captcha', 'your-name' ] );

		await fillValid( page, subject );
		await field.fill( await sumOfQuestion( page ) );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'sent'
		);
		await expect
			.poll( () =>
				smtp?.messages.some( ( m ) => m.raw.includes( subject ) )
			)
			.toBe( true );
		await context.close();
	} );

	test( 'with JavaScript, every item of the error list links to its invalid control, the captcha too', async ( {
		page,
	} ) => {
		await page.goto( '/contact/contact-basic/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await page.locator( '[name="consent"]' ).check();
		await page.locator( '[name="interests[]"]' ).first().check();
		await page.locator( '[name="interests[]"]' ).nth( 1 ).check();
		await page.locator( '[name="interests[]"]' ).nth( 2 ).check();
		await send( page );
		await expect( page.locator( FORM ) ).toHaveAttribute(
			'data-status',
			'invalid'
		);
		await everyErrorLinksToItsControl( page, [
			'your-name',
			'your-email',
			'your-subject',
			'topic',
			'interests',
			'your-message',
			'quiz',
			'captcha',
		] );
		// Following a link lands the keyboard on the control.
		const href =
			( await page
				.locator( '.screen-reader-response li a' )
				.last()
				.getAttribute( 'href' ) ) ?? '';
		await page.locator( '.screen-reader-response li a' ).last().focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( href ) ).toBeFocused();
	} );

	test( 'tips appearing and going away shift nothing (CLS 0)', async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			const w = window as unknown as { shifts: number[] };
			w.shifts = [];
			new PerformanceObserver( ( list ) => {
				list.getEntries().forEach( ( entry ) =>
					// Every shift counts here, even right after input (CLS would skip those).
					w.shifts.push(
						( entry as unknown as { value: number } ).value
					)
				);
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( '/contact/' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await page.locator( '[name="consent"]' ).check();
		const shifts = () =>
			page.evaluate( () =>
				( window as unknown as { shifts: number[] } ).shifts.reduce(
					( a, b ) => a + b,
					0
				)
			);
		await page.evaluate( () => {
			( window as unknown as { shifts: number[] } ).shifts = [];
		} );

		await send( page );
		await expect( page.locator( '.wpcf7-not-valid-tip' ) ).not.toHaveCount(
			0
		);
		await expect(
			page.locator( '.wpcf7-response-output' )
		).not.toBeEmpty();
		// Validation on change removes each tip as its field is fixed.
		await page.locator( '[name="your-name"]' ).fill( 'Grace' );
		await page.locator( '[name="your-email"]' ).fill( 'grace@example.org' );
		await page.locator( '[name="your-email"]' ).blur();
		await expect(
			page.locator( '[data-name="your-name"] .wpcf7-not-valid-tip' )
		).toHaveCount( 0 );
		await page.locator( '[name="your-email"]' ).fill( 'nope' );
		await page.locator( '[name="your-email"]' ).blur();
		await expect(
			page.locator( '[data-name="your-email"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Please enter an email address.' );
		// Two frames for the observer to report.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		expect( await shifts() ).toBe( 0 );
	} );
} );
