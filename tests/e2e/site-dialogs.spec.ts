// A keyboard-only visitor and the site's dialogs (issue 22, points 3 and 5): the consent dialog
// opens on its heading, Escape records "Deny", focus comes back to where it was (or the top of
// the page), and popups wait their turn in the page's dialog stack.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installPausedClock } from './support/clock';

const CONSENT_CLOSE_MS = 300; // spec site.md section 9
const NEWSLETTER_DELAY_MS = 2000; // the newsletter popup on /site/popups/

const DENIED = {
	ad_storage: 'denied',
	ad_user_data: 'denied',
	ad_personalization: 'denied',
	analytics_storage: 'denied',
	revision: 1,
};

const storedConsent = async ( page: Page ) => {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'mfn-consent'
	);
	return cookie ? JSON.parse( decodeURIComponent( cookie.value ) ) : null;
};

/**
 * Titles of the dialogs open now, in the order they sit in the page.
 * @param page
 */
const openDialogs = ( page: Page ) =>
	page.evaluate( () =>
		Array.from( document.querySelectorAll( 'dialog[open]' ) ).map(
			( d ) => d.querySelector( 'h2' )?.textContent?.trim() ?? d.className
		)
	);

/**
 * What has focus: tag, id and text, for readable failures; "body" when nothing has.
 * @param page
 */
const focused = ( page: Page ) =>
	page.evaluate( () => {
		const el = document.body.ownerDocument.activeElement;
		if ( ! el || el === document.body ) {
			return 'body';
		}
		return `${ el.tagName.toLowerCase() }#${ el.id } ${ (
			el.textContent ?? ''
		).trim() }`;
	} );

/**
 * Presses Tab until the focused element's text is `name` (the visitor's way to a button).
 * @param page
 * @param name
 */
async function tabTo( page: Page, name: string ) {
	for ( let i = 0; i < 30; i++ ) {
		await page.keyboard.press( 'Tab' );
		const text = await page.evaluate(
			() =>
				document.body.ownerDocument.activeElement?.textContent?.trim() ??
				''
		);
		if ( text === name ) {
			return;
		}
	}
	throw new Error( `Tab never reached "${ name }"` );
}

test.describe( 'a first visit', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'consent with the keyboard: focus starts on the heading, Enter chooses nothing, focus comes back to the top of the page', async ( {
		page,
	} ) => {
		await installPausedClock( page );
		await page.goto( '/site/consent/' );
		const dialog = page.getByRole( 'dialog', {
			name: 'This site uses cookies',
		} );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'heading', { name: 'This site uses cookies' } )
		).toBeFocused();
		// Enter on arrival must not accept tracking (it used to land on "Allow all").
		await page.keyboard.press( 'Enter' );
		await page.clock.runFor( CONSENT_CLOSE_MS );
		await expect( dialog ).toBeVisible();
		expect( await storedConsent( page ) ).toBeNull();
		// The banner is not a second prompt beside the dialog.
		await expect(
			page.getByRole( 'region', { name: 'Cookie notice' } )
		).toBeHidden();

		// Focus stays in the dialog both ways round from the heading.
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			dialog.getByRole( 'button', { name: 'Allow all' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			dialog.getByRole( 'tab', { name: 'Consent' } )
		).toBeFocused();
		await tabTo( page, 'Deny' );
		await page.keyboard.press( 'Enter' );
		await page.clock.runFor( CONSENT_CLOSE_MS );
		await expect( dialog ).toBeHidden();
		expect( await storedConsent( page ) ).toEqual( DENIED );
		// Nothing had focus before the dialog: the top of the page has it now, not <body>
		// (from where the next Tab went into the footer).
		await expect( page.locator( '#wp-skip-link' ) ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		expect(
			await page.evaluate(
				() =>
					document.body.ownerDocument.activeElement?.closest(
						'header'
					) !== null
			)
		).toBe( true );
		await expect(
			page.getByRole( 'region', { name: 'Cookie notice' } )
		).toBeHidden();
		// Answering the dialog answers the banner too.
		const gdpr = ( await page.context().cookies() ).find(
			( c ) => c.name === 'mfn-gdpr'
		);
		expect( gdpr?.value ).toBe( '1' );
	} );

	test( 'Escape on a first visit records "Deny" (necessary cookies only) and says so', async ( {
		page,
	} ) => {
		await installPausedClock( page );
		await page.goto( '/site/consent/' );
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await page.clock.runFor( CONSENT_CLOSE_MS );
		await expect( dialog ).toBeHidden();
		expect( await storedConsent( page ) ).toEqual( DENIED );
		await expect( page.getByRole( 'status' ).first() ).toHaveText(
			'Your cookie choice is saved: necessary cookies only.'
		);
		expect( await focused( page ) ).not.toBe( 'body' );
		await page.reload();
		await expect( page.getByRole( 'dialog' ) ).toBeHidden();
	} );

	test( 'popups wait while the consent dialog is open and open after it closes; one Escape closes one dialog', async ( {
		page,
	} ) => {
		await installPausedClock( page );
		await page.goto( '/site/popups/' );
		const consent = page.getByRole( 'dialog', {
			name: 'This site uses cookies',
		} );
		const newsletter = page.getByRole( 'dialog', {
			name: 'Join the newsletter',
		} );
		await expect( consent ).toBeVisible();
		// The newsletter's 2 s pass with the consent dialog still open: it waits.
		await page.clock.runFor( NEWSLETTER_DELAY_MS * 2 );
		await expect( newsletter ).toBeHidden();
		expect( await openDialogs( page ) ).toEqual( [
			'This site uses cookies',
		] );

		await tabTo( page, 'Allow all' );
		await page.keyboard.press( 'Enter' );
		await page.clock.runFor( CONSENT_CLOSE_MS - 1 );
		expect( await openDialogs( page ) ).toEqual( [
			'This site uses cookies',
		] );
		await page.clock.runFor( 1 );
		await expect( consent ).toBeHidden();
		await expect( newsletter ).toBeVisible();
		expect( await openDialogs( page ) ).toEqual( [
			'Join the newsletter',
		] );
		await expect(
			newsletter.getByRole( 'button', { name: 'Close', exact: true } )
		).toBeFocused();

		await page.keyboard.press( 'Escape' );
		await expect( newsletter ).toBeHidden();
		expect( await openDialogs( page ) ).toEqual( [] );
		// The popup hands focus back where the consent dialog left it: the top of the page.
		await expect( page.locator( '#wp-skip-link' ) ).toBeFocused();
		expect( ( await storedConsent( page ) )?.analytics_storage ).toBe(
			'granted'
		);
	} );

	test( 'Escape answers the consent dialog first; the waiting popup comes next', async ( {
		page,
	} ) => {
		await installPausedClock( page );
		await page.goto( '/site/popups/' );
		await page.clock.runFor( NEWSLETTER_DELAY_MS );
		await page.keyboard.press( 'Escape' );
		await page.clock.runFor( CONSENT_CLOSE_MS );
		expect( await storedConsent( page ) ).toEqual( DENIED );
		expect( await openDialogs( page ) ).toEqual( [
			'Join the newsletter',
		] );
		await page.keyboard.press( 'Escape' );
		expect( await openDialogs( page ) ).toEqual( [] );
		expect( await focused( page ) ).not.toBe( 'body' );
	} );
} );

test( 'a returning visitor: Escape on the reopened dialog keeps the choice, focus returns to "Cookie settings"', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( '/site/consent/' );
	const settings = page.getByRole( 'button', { name: 'Cookie settings' } );
	await settings.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.getByRole( 'heading', { name: 'This site uses cookies' } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( settings ).toBeFocused();
	expect( await storedConsent( page ) ).toEqual( DENIED );

	// Choosing with the keyboard returns there as well, after the 300 ms.
	await page.keyboard.press( 'Enter' );
	await tabTo( page, 'Allow all' );
	await page.keyboard.press( 'Enter' );
	await page.clock.runFor( CONSENT_CLOSE_MS );
	await expect( dialog ).toBeHidden();
	await expect( settings ).toBeFocused();
	expect( ( await storedConsent( page ) )?.ad_storage ).toBe( 'granted' );
} );

test( 'scrolling /site/popup-scroll/ queues the second popup behind the first', async ( {
	page,
} ) => {
	await page.goto( '/site/popup-scroll/' );
	const first = page.getByRole( 'dialog', { name: 'You scrolled' } );
	const second = page.getByRole( 'dialog', {
		name: 'You reached the element',
	} );
	// One jump past both triggers: the scroll distance and the target element.
	await page.evaluate( () =>
		document.getElementById( 'popup-target' )?.scrollIntoView()
	);
	await expect( first ).toBeVisible();
	await expect( second ).toBeHidden();
	expect( await openDialogs( page ) ).toEqual( [ 'You scrolled' ] );
	await page.keyboard.press( 'Escape' );
	await expect( first ).toBeHidden();
	await expect( second ).toBeVisible();
	expect( await openDialogs( page ) ).toEqual( [
		'You reached the element',
	] );
	await expect(
		second.getByRole( 'button', { name: 'Close', exact: true } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( second ).toBeHidden();
	expect( await focused( page ) ).not.toBe( 'body' );
} );

test( 'a popup opened from a link returns focus to the link; Tab stays inside it', async ( {
	page,
	context,
} ) => {
	await context.addCookies( [
		{ name: 'mfn_popup_newsletter', value: '1', url: 'http://127.0.0.1' },
	] );
	await page.goto( '/' );
	const link = page.getByRole( 'link', { name: 'See our opening hours' } );
	await link.focus();
	await page.keyboard.press( 'Enter' );
	const popup = page.getByRole( 'dialog' );
	await expect( popup ).toBeVisible();
	for ( let i = 0; i < 6; i++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await page.evaluate(
				() =>
					document.body.ownerDocument.activeElement?.closest(
						'dialog[open]'
					) !== null
			)
		).toBe( true );
	}
	await page.keyboard.press( 'Escape' );
	await expect( popup ).toBeHidden();
	await expect( link ).toBeFocused();
} );
