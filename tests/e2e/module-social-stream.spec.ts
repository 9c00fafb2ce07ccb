// Social stream sources (issue 19, part 4): a module whose source is a YouTube playlist clones
// its template slide for the 8 newest videos the API stand-in lists (the site calls
// tests/e2e/stand-ins/social-apis.php over HTTP, as it would call the provider); a source whose
// provider answers with its error JSON shows the error slide; and the credentials screen in
// wp-admin saves a credential without ever printing it back.
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { logIn } from './support/log-in';
import {
	addLayer,
	builderFixture,
	createModule,
	openPanel,
	storedModule,
} from './support/module-builder';

const CREDENTIAL = 'stand-in-credential';

function fixture( action: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/social-stream.php "$@"',
			'social-stream',
			action,
		],
		{ stdio: 'inherit' }
	);
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( () => {
	fixture( 'create' );
	builderFixture( 'create' );
} );

test.afterAll( () => {
	builderFixture( 'remove' );
	fixture( 'remove' );
} );

async function open( page: Page, alias: string ) {
	await page.goto( `/${ alias }/` );
	await page
		.locator( `[data-stagecraft-alias="${ alias }"]` )
		.scrollIntoViewIfNeeded();
	await page.evaluate( ( name ) => window.Stagecraft.ready( name ), alias );
}

test( 'a YouTube stream shows a slide for each of the 8 newest videos', async ( {
	page,
} ) => {
	const bodies: string[] = [];
	page.on( 'response', async ( response ) => {
		if ( response.url().includes( '/stagecraft/' ) ) {
			bodies.push( await response.text().catch( () => '' ) );
		}
	} );
	const alias = 'e2e-social-youtube';
	const root = page.locator( `[data-stagecraft-alias="${ alias }"]` );
	await open( page, alias );
	await expect
		.poll( () =>
			page.evaluate(
				( name ) => window.Stagecraft.get( name )?.slideCount,
				alias
			)
		)
		.toBe( 8 );
	for ( const n of [ 1, 8 ] ) {
		await page.evaluate(
			( [ name, to ] ) => window.Stagecraft.get( name )?.goTo( to ),
			[ alias, n - 1 ] as const
		);
		const slide = root.locator( `[data-slide-index="${ n - 1 }"]` );
		await expect( slide.getByRole( 'heading', { level: 2 } ) ).toHaveText(
			`Stand-in video ${ n }`
		);
		await expect( slide.locator( '.e2e-social__author' ) ).toHaveText(
			'By Stand-in channel'
		);
		await expect(
			slide.getByRole( 'link', { name: 'Watch on YouTube' } )
		).toHaveAttribute(
			'href',
			`https://www.youtube.com/watch?v=vid0000000${ n }`
		);
		const image = slide.getByRole( 'img', {
			name: `Stand-in video ${ n }`,
		} );
		await expect( image ).toHaveAttribute(
			'src',
			new RegExp( `/stand-ins/social/image/${ n }\\.svg$` )
		);
		await expect
			.poll( () =>
				image.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
			)
			.toBeGreaterThan( 0 );
	}
	await expect( root.locator( '[data-slide-index="8"]' ) ).toHaveCount( 0 );
	// The site's API key stays on the server: not in the page, not in any module reply.
	expect( await page.content() ).not.toContain( CREDENTIAL );
	expect( bodies.length ).toBeGreaterThan( 0 );
	for ( const body of bodies ) {
		expect( body ).not.toContain( CREDENTIAL );
	}
} );

test( 'a source whose provider answers with an error shows the error slide', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	const alias = 'e2e-social-failing';
	const root = page.locator( `[data-stagecraft-alias="${ alias }"]` );
	const reply = page.waitForResponse( ( response ) =>
		response.url().includes( `sliders/stream/` )
	);
	await open( page, alias );
	// The site read the provider's error JSON (X API v2 errors[] for an unknown user).
	expect( await ( await reply ).json() ).toEqual( {
		success: false,
		message: 'X (Twitter): Could not find user with id: [missing].',
	} );
	await expect(
		root.getByRole( 'heading', { name: 'There is nothing to show here!' } )
	).toBeVisible();
	await expect(
		root.getByText( 'Twitter reports: Please check the settings' )
	).toBeVisible();
	expect(
		await page.evaluate(
			( name ) => window.Stagecraft.get( name )?.slideCount,
			alias
		)
	).toBe( 1 );
	expect( errors ).toContain( 'Feed could not be Loaded' );
	const axe = await new AxeBuilder( { page } )
		.include( `[data-stagecraft-alias="${ alias }"]` )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );

test( 'the credentials screen saves, replaces and clears a credential and never prints it', async ( {
	page,
} ) => {
	const secret = 'vimeo-secret-token-4c1d9e';
	await logIn( page );
	await page.goto(
		'/wp-admin/options-general.php?page=stagecraft-stream-sources'
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Stream sources' } )
	).toBeVisible();
	const axe = await new AxeBuilder( { page } )
		.include( '#wpbody-content' )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );

	const field = page.getByLabel( 'Vimeo access token', { exact: true } );
	await expect( field ).toHaveAttribute( 'type', 'password' );
	await field.fill( secret );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	const vimeo = page.locator( '#stagecraft-credential-vimeo-status' );
	await expect( vimeo ).toHaveText( /A credential is saved/ );
	await expect(
		page.getByLabel( 'Vimeo access token', { exact: true } )
	).toHaveValue( '' );
	expect( await page.content() ).not.toContain( secret );
	// The YouTube key the fixture saved is kept by an empty field, and not shown either.
	await expect(
		page.locator( '#stagecraft-credential-youtube-status' )
	).toHaveText( /A credential is saved/ );
	expect( await page.content() ).not.toContain( CREDENTIAL );

	// Saving again with the field empty keeps it; the clear box removes it.
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( vimeo ).toHaveText( /A credential is saved/ );
	await page
		.getByRole( 'checkbox', { name: 'Clear the saved Vimeo access token' } )
		.check();
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( vimeo ).toHaveText( 'Not set.' );
	await expect(
		page.locator( '#stagecraft-credential-youtube-status' )
	).toHaveText( /A credential is saved/ );
} );

test( 'the stream panel edits a social source’s own settings and previews its items', async ( {
	page,
} ) => {
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await createModule( page, 'E2E builder social stream' );
	await addLayer( page, 'Text' );
	const inspector = page.locator( '.stagecraft-editor__inspector' );
	await inspector
		.getByLabel( 'Text', { exact: true } )
		.fill( 'Video: {{title}}' );
	await page.getByRole( 'button', { name: 'Slide 1' } ).first().click();
	await openPanel( page, 'Slides from a stream' );
	await inspector
		.getByLabel( 'Source', { exact: true } )
		.selectOption( 'youtube' );
	await inspector
		.getByLabel( 'YouTube playlist id', { exact: true } )
		.fill( 'PLstandin' );
	await expect(
		inspector.getByText( 'Settings → Stream sources', { exact: false } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: /^(Publish|Save)$/ } )
		.first()
		.click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();
	expect( await storedModule( page ) ).toMatchObject( {
		settings: {
			source: { type: 'youtube', youtube: { playlist: 'PLstandin' } },
		},
	} );
	const preview = inspector.locator( '.stagecraft-editor__stream-preview' );
	await expect( preview.getByRole( 'listitem' ).first() ).toHaveText(
		'Video: Stand-in video 1'
	);
	await expect( preview ).toContainText( /8 slides from the stream/ );
	expect( await page.content() ).not.toContain( CREDENTIAL );
} );
