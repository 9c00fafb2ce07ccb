/**
 * What a site owner installs is the zip that `npm run dist` builds. On a clean WordPress (a new
 * database, an empty wp-content), the zips go in through wp-admin's own upload screens, and a
 * module placed on a page renders for a visitor.
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { insertModuleBlock, publish } from './support/editor';
import { logIn } from './support/log-in';

const root = join( __dirname, '..', '..' );
const port = Number( process.env.STAGECRAFT_PORT ?? 8889 ) + 6;
const site = `http://127.0.0.1:${ port }`;
const dist = join( root, 'dist' );

// The module a site owner would make: one slide with a headline, no media.
const MODULE = {
	alias: 'zip-hero',
	title: 'Zip hero',
	type: 'hero',
	settings: {
		size: {
			width: [ 1600, 1240, 1024, 778, 480 ],
			height: [ 640, 600, 560, 520, 480 ],
		},
	},
	slides: [
		{
			id: 1,
			title: 'Welcome',
			order: 0,
			bg: { color: '#101a3c' },
			layers: [
				{
					id: 1,
					alias: 'Headline',
					pid: -1,
					type: 'text',
					tag: 'h2',
					content: { text: 'Installed from a zip' },
				},
			],
		},
	],
};

test.describe.configure( { mode: 'serial' } );
test.use( { baseURL: site, storageState: { cookies: [], origins: [] } } );

test.beforeAll( () => {
	test.setTimeout( 600_000 );
	execFileSync( 'bash', [ join( root, 'bin', 'dist' ) ], {
		cwd: root,
		stdio: 'inherit',
	} );
	execFileSync(
		'bash',
		[ join( root, 'bin', 'clean-site' ), 'start', String( port ) ],
		{
			cwd: root,
			stdio: 'inherit',
		}
	);
} );

test.afterAll( () => {
	execFileSync(
		'bash',
		[ join( root, 'bin', 'clean-site' ), 'stop', String( port ) ],
		{ cwd: root, stdio: 'inherit' }
	);
} );

function seedLikeTheBlueprint() {
	const blueprint = JSON.parse(
		readFileSync( join( dist, 'blueprint.json' ), 'utf8' )
	) as { steps: Array< { step: string; code?: string } > };
	const code = blueprint.steps.find( ( s ) => s.step === 'runPHP' )?.code;
	expect( code ).toBeTruthy();
	const tmp = mkdtempSync( join( tmpdir(), 'stagecraft-demo-' ) );
	execFileSync( 'php', [
		'-r',
		'$z = new ZipArchive(); $z->open( $argv[1] ); $z->extractTo( $argv[2] );',
		join( dist, 'stagecraft-demo.zip' ),
		tmp,
	] );
	const wordpress = join( root, '.wp', `clean-${ port }` );
	const php = ( code ?? '' )
		.replaceAll( '/wordpress/', `${ wordpress }/` )
		.replaceAll( '/tmp/', `${ tmp }/` );
	execFileSync( 'php', [ '-r', php.replace( /^<\?php\s*/, '' ) ], {
		cwd: root,
		stdio: 'inherit',
		env: {
			...process.env,
			STAGECRAFT_DB: `stagecraft_clean_${ port }`,
			STAGECRAFT_PORT: String( port ),
			HTTP_HOST: `127.0.0.1:${ port }`,
		},
	} );
	rmSync( tmp, { recursive: true, force: true } );
}

async function installWordPress( page: Page ) {
	await page.goto( '/wp-admin/install.php' );
	await page.getByLabel( 'Site Title' ).fill( 'Zip test' );
	await page.getByLabel( 'Username' ).fill( 'owner' );
	await page.locator( '#pass1' ).fill( 'owner-password-123!' );
	await page.getByLabel( 'Your Email' ).fill( 'owner@example.test' );
	await page.getByRole( 'button', { name: 'Install WordPress' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Success!' } )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-login\.php/ );
	await logIn( page, 'owner', 'owner-password-123!' );
}

test( 'a site owner uploads both zips in wp-admin and a module block renders on a page', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	expect( existsSync( join( dist, 'stagecraft.zip' ) ) ).toBe( true );
	await installWordPress( page );

	// Plugins → Add New → Upload Plugin.
	await page.goto( '/wp-admin/plugin-install.php' );
	await page.getByRole( 'button', { name: 'Upload Plugin' } ).click();
	await page
		.locator( '#pluginzip' )
		.setInputFiles( join( dist, 'stagecraft.zip' ) );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible( { timeout: 60_000 } );
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();

	// Appearance → Themes → Add New → Upload Theme.
	await page.goto( '/wp-admin/theme-install.php' );
	await page.getByRole( 'button', { name: 'Upload Theme' } ).click();
	await page
		.locator( '#themezip' )
		.setInputFiles( join( dist, 'stagecraft-theme.zip' ) );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Theme installed successfully.' )
	).toBeVisible( { timeout: 60_000 } );
	await page.getByRole( 'link', { name: /^Activate/ } ).click();
	await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();

	// The Playground blueprint's seeding step, run as written against this site: the demo
	// content from dist/stagecraft-demo.zip on the freshly installed plugin and theme.
	seedLikeTheBlueprint();
	await page.goto( '/modules/' );
	await expect(
		page.locator( '.stagecraft-module[data-stagecraft-alias]' ).first()
	).toBeVisible();

	// The module comes in through the plugin's own REST route, with the editor's nonce.
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	const created = await page.evaluate( async ( module ) => {
		const wp = (
			window as unknown as {
				wp: {
					apiFetch: ( o: object ) => Promise< { id: number } >;
				};
			}
		 ).wp;
		return wp.apiFetch( {
			path: '/stagecraft/v1/modules',
			method: 'POST',
			data: module,
		} );
	}, MODULE );
	expect( created.id ).toBeGreaterThan( 0 );
	await page.reload();
	// A new user's first visit of the editor opens its welcome guide.
	const guide = page.getByRole( 'dialog', { name: /Welcome to the editor/ } );
	await expect( guide ).toBeVisible();
	await guide.getByRole( 'button', { name: 'Close' } ).click();

	await insertModuleBlock( page, 'Zip page', 'Zip hero' );
	const url = await publish( page );

	// A visitor sees the server's first slide and the running module.
	const visitor = await page.context().browser()!.newPage();
	await visitor.goto( url );
	const module = visitor.locator(
		'.stagecraft-module[data-stagecraft-alias="zip-hero"]'
	);
	await expect( module.locator( '.stagecraft-module__layer' ) ).toHaveText(
		'Installed from a zip'
	);
	const state = await visitor.evaluate(
		async () => ( await window.Stagecraft.ready( 'zip-hero' ) ).state
	);
	expect( state ).toBe( 'run' );
	await visitor.close();

	// Nothing the plugin or theme did left a PHP notice, warning or error in the site's log.
	const log = join( root, '.wp', `clean-${ port }`, 'logs', 'debug.log' );
	const ours = ( existsSync( log ) ? readFileSync( log, 'utf8' ) : '' )
		.split( '\n' )
		.filter( ( line ) => /stagecraft/i.test( line ) );
	expect( ours ).toEqual( [] );
} );
