import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { answerCaptchas } from './support/captcha';
import { SLIDER, openSlider } from './runtime-helpers';

// The site language is German while this file runs: a small translation from
// tests/fixtures/languages (a .mo made with msgfmt, and the scripts' JSON files) is installed in
// the test site first and removed afterwards. The plugin itself ships no German.
// Playwright runs from the repository root (playwright.config.ts).
const root = process.cwd();

function siteLanguage( action: 'install' | 'remove' ): void {
	execFileSync( 'php', [ 'tests/e2e/support/site-language.php', action ], {
		cwd: root,
		stdio: 'inherit',
		env: {
			...process.env,
			STAGECRAFT_DB: process.env.STAGECRAFT_DB ?? 'stagecraft_test',
			STAGECRAFT_PORT: process.env.STAGECRAFT_PORT ?? '8889',
		},
	} );
}

test.describe( 'a site in German', () => {
	test.beforeAll( () => siteLanguage( 'install' ) );

	test.beforeEach( async ( { context } ) => answerCaptchas( context ) );

	test.afterAll( () => siteLanguage( 'remove' ) );

	test( 'the contact page: server markup and the form script speak German', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'de-DE'
		);
		// Server-rendered, from the .mo.
		await expect( page.locator( 'form.wpcf7-form' ) ).toHaveAttribute(
			'aria-label',
			'Kontaktformular'
		);
		await expect(
			page.locator( '.stagecraft-header__toggle-label' ).first()
		).toHaveText( 'Menü' );
		await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
		await page.locator( '[name="consent"]' ).check();

		// The script's own message, from the script's JSON translation file.
		await page.route(
			'**/contact-form-7/v1/contact-forms/*/feedback',
			( route ) => route.abort( 'internetdisconnected' )
		);
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Sie sind offenbar offline.'
		);

		// Validation messages the server translates and the script renders.
		await page.unroute( '**/contact-form-7/v1/contact-forms/*/feedback' );
		await page.locator( '.wpcf7-submit' ).click();
		await expect( page.locator( '.wpcf7-response-output' ) ).toHaveText(
			'Mindestens ein Feld ist fehlerhaft. Bitte prüfen Sie Ihre Eingaben.'
		);
		await expect(
			page.locator( '[data-name="your-name"] .wpcf7-not-valid-tip' )
		).toHaveText( 'Bitte füllen Sie dieses Feld aus.' );
	} );

	test( 'the module runtime labels its arrows in German', async ( {
		page,
	} ) => {
		await openSlider( page );
		await expect(
			page.locator( `${ SLIDER } .stagecraft-module__arrow--next` )
		).toHaveAttribute( 'aria-label', 'Nächstes Bild' );
		await expect(
			page.locator( `${ SLIDER } .stagecraft-module__arrow--prev` )
		).toHaveAttribute( 'aria-label', 'Previous slide' );
	} );
} );
