/**
 * What of a page's Stagecraft JavaScript runs while a visitor uses it: loads the page in
 * Chromium (V8 block coverage), accepts the cookie dialog when it shows, waits for the page's
 * modules to be ready and then long enough for the demo's slideshows to change slide once, and
 * lists, for each of our scripts, the bytes that never ran, and the source files they came
 * from (by a build with source maps, as `npm run bundle-report` reads it).
 *
 * Bytes that never ran are where a page pays for code it does not use: a feature that could
 * be its own chunk, or a library of which the page needs a part.
 *
 * CLI: node bin/coverage-report.mjs [path...] [--base=URL] [--width=PX] [--wait=S] [--top=N]
 *      e.g. node bin/coverage-report.mjs /modules/slider/ --top=20
 *      base: STAGECRAFT_BASE_URL, or the demo site `npm start` serves (http://127.0.0.1:8888)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';
import sourceMap from './lib/source-map.js';

const { buildWithMaps, spansBySource, withoutMapComment } = sourceMap;

const root = resolve( fileURLToPath( import.meta.url ), '../..' );
const args = process.argv.slice( 2 );
// --name=value, the value whole (a --base URL may hold "=" in its query).
const option = ( name, fallback ) =>
	args
		.find( ( a ) => a.startsWith( `--${ name }=` ) )
		?.slice( name.length + 3 ) ?? fallback;
const base = option(
	'base',
	process.env.STAGECRAFT_BASE_URL ?? 'http://127.0.0.1:8888'
).replace( /\/$/, '' );
const width = Number( option( 'width', 1440 ) );
const waitMs = Number( option( 'wait', 8 ) ) * 1000;
const top = Number( option( 'top', 30 ) );
const paths = args.filter( ( a ) => ! a.startsWith( '--' ) );

/**
 * Which bytes of a script ran: V8 lists each function's range with its count first, then the
 * blocks inside it; a function nested in another comes after it, so later ranges win.
 *
 * @param {number} length    The script's length.
 * @param {Array}  functions V8's coverage of the script.
 * @return {Uint8Array} 1 where the byte ran.
 */
function ranBytes( length, functions ) {
	const ran = new Uint8Array( length ).fill( 1 );
	const ordered = [ ...functions ].sort(
		( a, b ) =>
			a.ranges[ 0 ].startOffset - b.ranges[ 0 ].startOffset ||
			b.ranges[ 0 ].endOffset - a.ranges[ 0 ].endOffset
	);
	for ( const fn of ordered ) {
		for ( const range of fn.ranges ) {
			ran.fill(
				range.count > 0 ? 1 : 0,
				range.startOffset,
				range.endOffset
			);
		}
	}
	return ran;
}

/**
 * One visit: the page's coverage once a visitor has watched it for a while.
 *
 * @param {import('playwright-core').Browser} browser Chromium.
 * @param {string}                            path    The page.
 */
async function visit( browser, path ) {
	const page = await browser.newPage( { viewport: { width, height: 900 } } );
	await page.coverage.startJSCoverage( { resetOnNavigation: false } );
	await page.goto( base + path, { waitUntil: 'networkidle' } );
	const accept = page.locator( '[data-consent-action="allow-all"]' );
	if ( await accept.isVisible() ) {
		await accept.click();
	}
	// A module that fails or never gets ready is reported as it is (after 15 s at most).
	await page.evaluate( () =>
		Promise.race( [
			Promise.allSettled(
				[
					...document.querySelectorAll( '[data-stagecraft-alias]' ),
				].map( ( el ) =>
					window.Stagecraft?.ready( el.dataset.stagecraftAlias )
				)
			),
			new Promise( ( settle ) => setTimeout( settle, 15000 ) ),
		] )
	);
	await page.waitForTimeout( waitMs );
	const coverage = await page.coverage.stopJSCoverage();
	await page.close();
	return coverage;
}

/**
 * The report of one page: each of our scripts, then the source files with most bytes unused.
 *
 * @param {string} build    The build with source maps.
 * @param {string} path     The page.
 * @param {Array}  coverage Its coverage.
 */
function report( build, path, coverage ) {
	const lines = [
		`${ base }${ path } (${ width } px wide, ${ waitMs / 1000 } s)`,
	];
	const sources = new Map();
	let all = 0;
	let unused = 0;
	for ( const { url, source, functions } of coverage ) {
		// Our built files (inline scripts are named by their id, not a URL).
		const script = url.match(
			/\/stagecraft\/build\/([^?#]+\.js)(?:[?#]|$)/
		)?.[ 1 ];
		if ( ! script ) {
			continue;
		}
		const ran = ranBytes( source.length, functions );
		const idle = ran.length - ran.reduce( ( sum, bit ) => sum + bit, 0 );
		all += source.length;
		unused += idle;
		let built = '';
		try {
			built = withoutMapComment(
				readFileSync( join( build, script ), 'utf8' )
			);
		} catch {}
		// The same length: the same code (only chunk hashes of equal length may differ).
		const mapped = built.length === source.length;
		lines.push(
			`  ${ script }: ${ source.length } B, ${ idle } B never ran (${ Math.round(
				( idle / source.length ) * 100
			) }%)${ mapped ? '' : ' (not this build: run npm run build)' }`
		);
		if ( ! mapped ) {
			continue;
		}
		const map = readFileSync( join( build, `${ script }.map` ), 'utf8' );
		for ( const span of spansBySource( built, map ) ) {
			const entry = sources.get( span.name ) ?? {
				all: 0,
				idle: 0,
				script,
			};
			entry.all += span.end - span.start;
			for ( let i = span.start; i < span.end; i++ ) {
				entry.idle += 1 - ran[ i ];
			}
			sources.set( span.name, entry );
		}
	}
	lines.push(
		`  all: ${ all } B, ${ unused } B never ran (${ Math.round(
			( unused / ( all || 1 ) ) * 100
		) }%)`,
		'   never ran / minified   share  script                       source'
	);
	[ ...sources ]
		.sort( ( [ , a ], [ , b ] ) => b.idle - a.idle )
		.slice( 0, top )
		.forEach( ( [ name, entry ] ) =>
			lines.push(
				`  ${ String( entry.idle ).padStart( 9 ) } / ${ String(
					entry.all
				).padEnd( 8 ) } ${ `${ Math.round(
					( entry.idle / entry.all ) * 100
				) }%`.padStart( 6 ) }  ${ entry.script.padEnd( 28 ) } ${ name }`
			)
		);
	return lines.join( '\n' );
}

const out = mkdtempSync( join( tmpdir(), 'stagecraft-coverage-' ) );
const browser = await chromium.launch( chromiumLaunchOptions );
try {
	const build = buildWithMaps( root, out );
	for ( const path of paths.length ? paths : [ '/modules/slider/' ] ) {
		console.log(
			report( build, path, await visit( browser, path ) ),
			'\n'
		);
	}
} finally {
	await browser.close();
	rmSync( out, { recursive: true, force: true } );
}
