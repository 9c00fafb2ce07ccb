import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startMailCatcher } from './support/smtp';
import type { MailCatcher } from './support/smtp';
import { answerCaptchas } from './support/captcha';
import { FORM, fillContactForm, sendByKeyboard } from './support/contact-form';
import { logIn } from './support/log-in';

// The site's debug.log, where the run's log check reads the outage markers.
const debugLog = join(
	process.env.STAGECRAFT_LOG_DIR ?? join( process.cwd(), '.wp', 'logs' ),
	'debug.log'
);

function mark( what: 'begins' | 'ends' ): void {
	appendFileSync(
		debugLog,
		`[${ new Date().toISOString() }] stagecraft-test: database outage ${ what }\n`
	);
}

// Stops the test site's MariaDB and starts it again, through the same functions setup uses.
// Between the markers the log check accepts core's failed-connection warning, nothing else.
function database( action: 'stop' | 'start' ): void {
	if ( action === 'stop' ) {
		mark( 'begins' );
		execFileSync(
			'bash',
			[
				'-c',
				'source bin/lib.sh && mariadb-admin --no-defaults --socket="$DB_SOCKET" -uroot shutdown && while db_running; do sleep 0.1; done',
			],
			{ stdio: 'inherit' }
		);
		return;
	}
	execFileSync( 'bash', [ '-c', 'source bin/lib.sh && db_start' ], {
		stdio: 'inherit',
	} );
	mark( 'ends' );
}

async function submitContactForm( page: Page, name: string ): Promise< void > {
	await page.goto( '/contact/' );
	await expect( page.locator( 'div.wpcf7' ) ).toHaveClass( /\bjs\b/ );
	await fillContactForm( page, {
		name,
		subject: 'Outage',
		message: 'Kept through it.',
	} );
	await sendByKeyboard( page );
	await expect( page.locator( FORM ) ).toHaveAttribute(
		'data-status',
		'sent'
	);
}

test.describe( 'the database goes away and comes back', () => {
	let smtp: MailCatcher | null = null;

	test.beforeAll( async () => {
		smtp = await startMailCatcher();
	} );

	test.afterAll( async () => {
		// Whatever failed above, the suites after this one get their database back.
		database( 'start' );
		await smtp?.close();
	} );

	test( 'pages and plugin routes answer 503 with Retry-After, and nothing acknowledged is lost', async ( {
		page,
		request,
		browser,
	} ) => {
		await answerCaptchas( page.context() );
		const name = `Outage ${ Date.now() }`;
		await submitContactForm( page, name );

		database( 'stop' );
		try {
			const route = await request.get(
				'/wp-json/stagecraft/v1/sliders/hero-demo'
			);
			expect( route.status() ).toBe( 503 );
			expect( route.headers()[ 'retry-after' ] ).toBe( '60' );
			expect( await route.json() ).toEqual( {
				code: 'stagecraft_database_unavailable',
				message:
					'The site is temporarily unavailable. Please try again in a minute.',
				data: { status: 503 },
			} );
			const plain = await request.get(
				'/?rest_route=/stagecraft/v1/sliders/hero-demo'
			);
			expect( plain.status() ).toBe( 503 );

			const home = await page.goto( '/' );
			expect( home?.status() ).toBe( 503 );
			expect( home?.headers()[ 'retry-after' ] ).toBe( '60' );
			await expect(
				page.getByRole( 'heading', { name: 'Temporarily unavailable' } )
			).toBeVisible();
		} finally {
			database( 'start' );
		}

		// Back: the site answers again and the submission made before the outage is there.
		expect(
			(
				await request.get( '/wp-json/stagecraft/v1/sliders/hero-demo' )
			).status()
		).toBe( 200 );
		const admin = await browser.newContext();
		const adminPage = await admin.newPage();
		await logIn( adminPage );
		await adminPage.goto(
			`/wp-admin/edit.php?post_type=stagecraft_entry&post_status=all&s=${ encodeURIComponent( name ) }`
		);
		await expect(
			adminPage.locator( '#the-list tr:not(.no-items)' )
		).toHaveCount( 1 );
		await admin.close();
	} );
} );
