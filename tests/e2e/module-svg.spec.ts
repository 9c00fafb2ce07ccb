import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';

// Svg layers inlined (issue 16 part 7): fetched by GET, sanitised (no scripts, no event
// attributes, no external references), the layer's stroke on the shapes, and the states
// loading, failed and loaded.
function fixture( command: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/svg-module.php "$@"',
			'svg-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-svg-module';
const MODULE = `#stagecraft-module-${ ALIAS }`;
const layer = ( id: number ) =>
	`${ MODULE } .is-active [data-layer-id="${ id }"]`;

// A hostile file: a script, event handlers and references to another site.
const SHAPE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="window.stagecraftSvgRan = 1">
	<script>window.stagecraftSvgRan = 2</script>
	<path d="M10 10 L90 90" stroke="#000" stroke-width="1" onclick="window.stagecraftSvgRan = 3"/>
	<circle cx="50" cy="50" r="30" fill="currentColor" stroke="#000"/>
	<image href="https://tracker.invalid/pixel.png" width="1" height="1"/>
	<use xlink:href="https://tracker.invalid/sprite.svg#a"/>
</svg>`;

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

async function serveFiles( page: Page ) {
	let release: () => void = () => {};
	const slow = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	const methods: string[] = [];
	await page.route( '**/e2e-svg/*.svg', async ( route ) => {
		const url = route.request().url();
		methods.push( route.request().method() );
		if ( url.endsWith( '/missing.svg' ) ) {
			await route.fulfill( { status: 404, body: 'Not found' } );
			return;
		}
		if ( url.endsWith( '/slow.svg' ) ) {
			await slow;
		}
		await route.fulfill( {
			status: 200,
			contentType: 'image/svg+xml',
			body: SHAPE,
		} );
	} );
	const outside: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'tracker.invalid' ) ) {
			outside.push( request.url() );
		}
	} );
	return { release, methods, outside };
}

test( 'an svg layer is inline, sanitised, with the layer stroke', async ( {
	page,
} ) => {
	const files = await serveFiles( page );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	const shape = page.locator( layer( 1 ) );
	await expect( shape ).toHaveAttribute( 'data-svg-state', 'loaded' );
	await expect( shape.locator( 'svg' ) ).toHaveCount( 1 );
	await expect( shape.locator( 'script, image' ) ).toHaveCount( 0 );
	expect(
		await shape.evaluate( ( el ) =>
			Array.from( el.querySelectorAll( '*' ) ).flatMap( ( node ) =>
				Array.from( node.attributes, ( attr ) => attr.name ).filter(
					( name ) => name.startsWith( 'on' )
				)
			)
		)
	).toEqual( [] );
	// The layer's stroke wins over the file's own.
	await expect( shape.locator( 'path' ) ).toHaveCSS(
		'stroke',
		'rgb(255, 0, 0)'
	);
	await expect( shape.locator( 'path' ) ).toHaveCSS( 'stroke-width', '3px' );
	await shape.locator( 'path' ).dispatchEvent( 'click' );
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { stagecraftSvgRan?: number } )
					.stagecraftSvgRan
		)
	).toBeUndefined();
	expect( files.outside ).toEqual( [] );
	expect( files.methods.every( ( method ) => method === 'GET' ) ).toBe(
		true
	);
	// Its text alternative names it.
	await expect(
		page.getByRole( 'img', { name: 'Test shape' } )
	).toBeVisible();
	files.release();
} );

test( 'an svg layer is loading until its file comes, failed when it cannot', async ( {
	page,
} ) => {
	const files = await serveFiles( page );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await expect( page.locator( layer( 2 ) ) ).toHaveAttribute(
		'data-svg-state',
		'failed'
	);
	await expect( page.locator( layer( 2 ) ) ).toHaveClass( /is-failed/ );
	await expect( page.locator( layer( 3 ) ) ).toHaveAttribute(
		'data-svg-state',
		'loading'
	);
	await expect( page.locator( `${ layer( 3 ) } svg` ) ).toHaveCount( 0 );
	files.release();
	await expect( page.locator( layer( 3 ) ) ).toHaveAttribute(
		'data-svg-state',
		'loaded'
	);
	await expect( page.locator( `${ layer( 3 ) } svg` ) ).toHaveCount( 1 );
} );
