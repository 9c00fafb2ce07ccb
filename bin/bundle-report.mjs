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
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

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

// webpack://stagecraft/./src/module/runtime.ts → src/module/runtime.ts
const sourceName = ( source ) =>
	( source ?? '(unmapped)' )
		.replace( /^webpack:\/\/[^/]*\//, '' )
		.replace( /^\.\//, '' );

const BASE64 =
	'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The segments of a source map's mappings: generated line and column, and source index
 * (the map format's base64 VLQ, decoded here so the report needs no extra dependency).
 *
 * @param {string} mappings The map's mappings field.
 * @return {Array<{line: number, column: number, source: number}>} Segments, in order.
 */
// VLQ digits are bit fields: five value bits and a continuation bit.
/* eslint-disable no-bitwise */
function decodeMappings( mappings ) {
	const segments = [];
	let source = 0;
	mappings.split( ';' ).forEach( ( groups, line ) => {
		let column = 0;
		groups
			.split( ',' )
			.filter( Boolean )
			.forEach( ( group ) => {
				const fields = [];
				let value = 0;
				let shift = 0;
				for ( const char of group ) {
					const digit = BASE64.indexOf( char );
					value += ( digit & 31 ) << shift;
					shift += 5;
					if ( ! ( digit & 32 ) ) {
						fields.push( value & 1 ? -( value >> 1 ) : value >> 1 );
						value = 0;
						shift = 0;
					}
				}
				column += fields[ 0 ];
				if ( fields.length > 1 ) {
					source += fields[ 1 ];
				}
				segments.push( {
					line,
					column,
					source: fields.length > 1 ? source : -1,
				} );
			} );
	} );
	return segments;
}
/* eslint-enable no-bitwise */

/**
 * The minified text of a script, split by the source file each piece came from.
 *
 * @param {string} code The script.
 * @param {string} map  Its source map (JSON).
 * @return {Map<string, string>} Text by source file.
 */
function textBySource( code, map ) {
	const { mappings, sources } = JSON.parse( map );
	const lines = code.split( '\n' );
	const segments = decodeMappings( mappings );
	const text = new Map();
	segments.forEach( ( segment, index ) => {
		const next = segments[ index + 1 ];
		const line = lines[ segment.line ] ?? '';
		const end =
			next && next.line === segment.line ? next.column : line.length;
		const name = sourceName( sources[ segment.source ] );
		text.set(
			name,
			( text.get( name ) ?? '' ) + line.slice( segment.column, end )
		);
	} );
	return text;
}

function report( dir, script ) {
	const file = join( dir, script );
	const code = readFileSync( file, 'utf8' ).replace(
		/\n\/\/# sourceMappingURL=.*$/,
		''
	);
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
	// wp-scripts' own configuration (webpack.config.js), with source maps and another output path.
	const config = join( out, 'webpack.config.cjs' );
	writeFileSync(
		config,
		`const base = require( ${ JSON.stringify( join( root, 'webpack.config.js' ) ) } );
const withMaps = ( c ) => ( { ...c, devtool: 'source-map', output: { ...c.output, path: ${ JSON.stringify(
			join( out, 'build' )
		) } } } );
module.exports = Array.isArray( base ) ? base.map( withMaps ) : withMaps( base );
`
	);
	try {
		execFileSync(
			join( root, 'node_modules/.bin/webpack' ),
			[ '--config', config, '--mode', 'production' ],
			{
				cwd: root,
				stdio: [ 'ignore', 'pipe', 'inherit' ],
				maxBuffer: 64 * 1024 * 1024,
				env: {
					...process.env,
					NODE_ENV: 'production',
					WP_SOURCE_PATH: 'blocks',
				},
			}
		);
	} catch ( error ) {
		// webpack says what failed on its standard output.
		process.stdout.write( error.stdout ?? '' );
		throw error;
	}

	console.log(
		scripts
			.map( ( script ) => report( join( out, 'build' ), script ) )
			.join( '\n\n' )
	);
} finally {
	rmSync( out, { recursive: true, force: true } );
}
