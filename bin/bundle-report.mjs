/**
 * What is inside a built script: builds the blocks again with source maps into a temporary folder
 * (plugin/build is left alone) and lists, for each script asked for, the source files whose code
 * it carries, by minified bytes and by their share of the script's gzip size.
 *
 * The gzip share of a file is the gzip size of its own minified text, scaled so the shares add
 * up to the script's real gzip size: gzip compresses across file boundaries, so a file's exact
 * contribution does not exist, but the order and the proportions are right.
 *
 * CLI: node bin/bundle-report.mjs [script...] [--top=N]
 *      e.g. node bin/bundle-report.mjs module/runtime.js module/motion.js --top=30
 *      (no script: the module's view, runtime, data and motion chunks)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import sourceMap from './lib/source-map.js';

const { buildWithMaps, spansBySource, withoutMapComment } = sourceMap;

const root = resolve( fileURLToPath( import.meta.url ), '../..' );
const args = process.argv.slice( 2 );
const top =
	Number( args.find( ( a ) => a.startsWith( '--top=' ) )?.slice( 6 ) ) || 40;
const asked = args.filter( ( a ) => ! a.startsWith( '--' ) );
const scripts = asked.length
	? asked
	: [
			'module/view.js',
			'module/runtime.js',
			'module/data.js',
			'module/motion.js',
		];

const gzip = ( text ) => gzipSync( text, { level: 9 } ).length;

/**
 * The minified text of a script, split by the source file each piece came from.
 *
 * @param {string} code The script.
 * @param {string} map  Its source map (JSON).
 * @return {Map<string, string>} Text by source file.
 */
function textBySource( code, map ) {
	const text = new Map();
	for ( const { name, start, end } of spansBySource( code, map ) ) {
		text.set( name, ( text.get( name ) ?? '' ) + code.slice( start, end ) );
	}
	return text;
}

function report( dir, script ) {
	const file = join( dir, script );
	const code = withoutMapComment( readFileSync( file, 'utf8' ) );
	const parts = [
		...textBySource( code, readFileSync( `${ file }.map`, 'utf8' ) ),
	].map( ( [ name, text ] ) => ( {
		name,
		raw: text.length,
		gzip: gzip( text ),
	} ) );
	const total = gzip( code );
	const scale = total / parts.reduce( ( sum, part ) => sum + part.gzip, 0 );
	parts.sort( ( a, b ) => b.gzip - a.gzip );
	const lines = [
		`${ script }: ${ code.length } B minified, ${ total } B gzip`,
		'    raw   gzip  source',
		...parts
			.slice( 0, top )
			.map(
				( part ) =>
					`${ String( part.raw ).padStart( 7 ) } ${ String(
						Math.round( part.gzip * scale )
					).padStart( 6 ) }  ${ part.name }`
			),
	];
	if ( parts.length > top ) {
		lines.push( `  … ${ parts.length - top } more` );
	}
	return lines.join( '\n' );
}

const out = mkdtempSync( join( tmpdir(), 'stagecraft-bundle-' ) );
try {
	const build = buildWithMaps( root, out );
	console.log(
		scripts.map( ( script ) => report( build, script ) ).join( '\n\n' )
	);
} finally {
	rmSync( out, { recursive: true, force: true } );
}
