// Page weight: JavaScript and CSS bytes each demo page loads, by origin (core, plugin, theme).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgeted, gzipBytes, launch, root, row } from './lib.mjs';

// The site chrome blocks (spec site.md: menus, sticky header, consent, popups).
const CHROME = [
	'site-header',
	'consent',
	'cookie-banner',
	'popup',
	'closeable-section',
];

function demoPaths() {
	const pages = JSON.parse(
		readFileSync( join( root, 'demo/pages.json' ), 'utf8' )
	);
	return pages.map(
		( p ) => `/${ p.parent ? `${ p.parent }/` : '' }${ p.slug }/`
	);
}

function origin( url ) {
	const path = new URL( url ).pathname;
	if ( path.startsWith( '/wp-content/plugins/stagecraft/' ) ) {
		return 'plugin';
	}
	if ( path.startsWith( '/wp-content/themes/stagecraft/' ) ) {
		return 'theme';
	}
	if (
		path.startsWith( '/wp-includes/' ) ||
		path.startsWith( '/wp-admin/' )
	) {
		return 'core';
	}
	return 'other';
}

// A script's short name within its origin: build/module/runtime.js -> module/runtime,
// wp-includes/js/dist/vendor/react-dom.min.js -> react-dom.
function scriptName( url ) {
	const path = new URL( url ).pathname;
	const built = path.match( /\/stagecraft\/build\/(.+)\.js$/ );
	if ( built ) {
		return built[ 1 ];
	}
	const base = path.split( '/' ).pop() ?? path;
	return base.replace( /(\.min)?\.js$/, '' ) || url;
}

async function weigh( browser, base, path ) {
	const page = await browser.newPage();
	const files = [];
	page.on( 'response', async ( response ) => {
		const type = response.request().resourceType();
		if ( type === 'script' || type === 'stylesheet' ) {
			files.push( {
				url: response.url(),
				type,
				body: response.body().catch( () => Buffer.alloc( 0 ) ),
			} );
		}
	} );
	await page.goto( base + path, { waitUntil: 'networkidle' } );
	const weight = {};
	let moduleRuntime = 0;
	// Gzip bytes of each of our built scripts, by block folder and file name.
	const scripts = {};
	// Gzip bytes of every script the page loaded, by origin then name (the per-chunk figures).
	const chunks = {};
	for ( const file of files ) {
		const body = await file.body;
		const key = `${ file.type === 'script' ? 'js' : 'css' }.${ origin( file.url ) }`;
		weight[ key ] ??= { raw: 0, gzip: 0 };
		weight[ key ].raw += body.length;
		weight[ key ].gzip += gzipBytes( body );
		const built = new URL( file.url ).pathname.match(
			/\/stagecraft\/build\/(.+\.js)$/
		);
		if ( file.type === 'script' ) {
			const from = origin( file.url );
			chunks[ from ] ??= {};
			chunks[ from ][ scriptName( file.url ) ] = gzipBytes( body );
		}
		if ( file.type === 'script' && built ) {
			scripts[ built[ 1 ] ] = gzipBytes( body );
		}
		if (
			file.type === 'script' &&
			new URL( file.url ).pathname.includes( '/stagecraft/build/module/' )
		) {
			moduleRuntime += body.length;
		}
	}
	await page.close();
	return { path, weight, moduleRuntime, scripts, chunks };
}

// Module pages whose image bytes are weighed on a phone and a desktop screen: the files each
// <img> picks from its srcset, and what the runtime preloads for the next slides.
const IMAGE_PAGES = [
	'/modules/slider/',
	'/modules/carousel/',
	'/modules/layers/',
];
const SCREENS = [
	{ width: 390, height: 844 },
	{ width: 1440, height: 900 },
];

async function imageBytes( browser, base, path, viewport ) {
	const context = await browser.newContext( { viewport } );
	const page = await context.newPage();
	const bodies = [];
	page.on( 'response', ( response ) => {
		if ( response.request().resourceType() === 'image' ) {
			bodies.push( response.body().catch( () => Buffer.alloc( 0 ) ) );
		}
	} );
	await page.goto( base + path, { waitUntil: 'networkidle' } );
	// The runtime preloads the next slides' images once the module is ready.
	await page
		.waitForFunction(
			() =>
				[
					...document.querySelectorAll(
						'.stagecraft-module[data-stagecraft-alias]'
					),
				].every( ( el ) => el.dataset.stagecraftState === 'run' ),
			null,
			{ timeout: 10000 }
		)
		.catch( () => {} );
	await page.waitForTimeout( 1500 );
	const sizes = await Promise.all( bodies );
	await context.close();
	return {
		files: sizes.length,
		bytes: sizes.reduce( ( sum, body ) => sum + body.length, 0 ),
	};
}

export default async function pageWeight( { base } ) {
	const browser = await launch();
	const paths = [ '/', '/hello-world/', ...demoPaths() ];
	const pages = [];
	for ( const path of paths ) {
		pages.push( await weigh( browser, base, path ) );
	}
	const gz = ( p, key ) => p.weight[ key ]?.gzip ?? 0;
	const byChunk = ( p ) =>
		Object.entries( p.chunks )
			.map(
				( [ from, named ] ) =>
					`${ from }: ${ Object.entries( named )
						.sort( ( [ , a ], [ , b ] ) => b - a )
						.map( ( [ name, bytes ] ) => `${ name } ${ bytes }` )
						.join( ', ' ) }`
			)
			.join( '; ' ) || 'none';
	const rows = pages.flatMap( ( p ) => [
		row(
			`${ p.path } JS gzip (core / plugin / theme)`,
			`${ gz( p, 'js.core' ) } / ${ gz( p, 'js.plugin' ) } / ${ gz( p, 'js.theme' ) }`,
			{ unit: 'B' }
		),
		row( `${ p.path } JS gzip by origin and script`, byChunk( p ), {
			unit: 'B',
		} ),
	] );
	// The module runtime's chunks (the view script, then the engine, its schemas, navigation and the
	// motion driver after the first paint) and the feature chunks each module page loaded
	// (src/module/features: only what its modules use).
	const CORE_CHUNKS = [
		'view',
		'runtime',
		'navigation',
		'schema',
		'data',
		'motion',
	];
	const chunkName = ( name ) => name.replace( /^module\/|\.js$/g, '' );
	const listed = ( entries ) =>
		entries
			.map( ( [ name, bytes ] ) => `${ chunkName( name ) } ${ bytes }` )
			.join( ', ' ) || 'none';
	for ( const p of pages ) {
		const chunks = Object.entries( p.scripts )
			.filter( ( [ name ] ) => name.startsWith( 'module/' ) )
			.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) );
		if ( chunks.length === 0 ) {
			continue;
		}
		const isCore = ( [ name ] ) =>
			CORE_CHUNKS.includes( chunkName( name ) );
		rows.push(
			row(
				`${ p.path } module chunks gzip (runtime; features)`,
				`${ listed( chunks.filter( isCore ) ) }; ${ listed(
					chunks.filter( ( entry ) => ! isCore( entry ) )
				) }`,
				{ unit: 'B' }
			)
		);
	}
	const slider = pages.find( ( p ) => p.path === '/modules/slider/' );
	rows.push(
		budgeted(
			'sliderPageJsGzipBytes',
			'/modules/slider/ plugin JS gzip (ours + GSAP + Preact)',
			gz( slider, 'js.plugin' ),
			{ unit: 'B' }
		)
	);
	const allJs = ( p ) =>
		[ 'core', 'plugin', 'theme', 'other' ].reduce(
			( sum, key ) => sum + gz( p, `js.${ key }` ),
			0
		);
	rows.push(
		budgeted(
			'sliderPageAllJsGzipBytes',
			'/modules/slider/ all JS gzip (WordPress, ours, GSAP)',
			allJs( slider ),
			{ unit: 'B' }
		)
	);
	const contact = pages.find( ( p ) => p.path === '/contact/' );
	rows.push(
		budgeted(
			'contactPageAllJsGzipBytes',
			'/contact/ all JS gzip',
			allJs( contact ),
			{ unit: 'B' }
		),
		budgeted(
			'contactPagePluginJsGzipBytes',
			'/contact/ plugin JS gzip (form client, chrome, chunks)',
			gz( contact, 'js.plugin' ),
			{ unit: 'B' }
		)
	);
	rows.push(
		budgeted(
			'contactFormClientGzipBytes',
			'/contact/ contact form client gzip',
			contact?.scripts[ 'contact-form/view.js' ] ?? null,
			{ unit: 'B' }
		)
	);
	const chrome = ( p ) =>
		Object.entries( p.scripts )
			.filter( ( [ name ] ) =>
				CHROME.some( ( block ) => name.startsWith( `${ block }/` ) )
			)
			.reduce( ( sum, [ , bytes ] ) => sum + bytes, 0 );
	const site = [ '/', '/site/popups/' ]
		.map( ( path ) => pages.find( ( p ) => p.path === path ) )
		.filter( Boolean );
	rows.push(
		budgeted(
			'siteChromeGzipBytes',
			'site chrome JS gzip, most on / or /site/popups/',
			Math.max( ...site.map( chrome ) ),
			{ unit: 'B' }
		)
	);
	for ( const path of IMAGE_PAGES ) {
		const weighed = [];
		for ( const viewport of SCREENS ) {
			weighed.push( await imageBytes( browser, base, path, viewport ) );
		}
		rows.push(
			row(
				`${ path } image bytes (files), ${ SCREENS.map(
					( { width } ) => `${ width } px`
				).join( ' / ' ) }`,
				weighed
					.map( ( { bytes, files } ) => `${ bytes } (${ files })` )
					.join( ' / ' ),
				{ unit: 'B' }
			)
		);
	}
	// The starter home page opens with the hero module; /about/ is the page without one.
	for ( const path of [ '/about/', '/hello-world/' ] ) {
		const p = pages.find( ( x ) => x.path === path );
		rows.push(
			budgeted(
				'moduleRuntimeBytesWithoutModule',
				`${ path } module runtime bytes (no module on page)`,
				p.moduleRuntime,
				{ unit: 'B' }
			)
		);
	}
	await browser.close();
	return { rows, data: pages };
}
