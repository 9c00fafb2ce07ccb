/**
 * Which source file each piece of a built script came from, read from its source map, and the
 * build with source maps that the reports read (bin/bundle-report.mjs, bin/coverage-report.mjs).
 * The map format's base64 VLQ is decoded here so the reports need no extra dependency.
 */
'use strict';

const { execFileSync } = require( 'node:child_process' );
const { writeFileSync } = require( 'node:fs' );
const { join } = require( 'node:path' );

const BASE64 =
	'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * webpack://stagecraft/./src/module/runtime.ts → src/module/runtime.ts
 *
 * @param {string|undefined} source A source map's source.
 * @return {string} The path from the project's root.
 */
const sourceName = ( source ) =>
	( source ?? '(unmapped)' )
		.replace( /^webpack:\/\/[^/]*\//, '' )
		.replace( /^\.\//, '' );

/**
 * The segments of a source map's mappings: generated line and column, and source index
 * (-1 for a segment that names no source).
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
 * The spans of a script, each with the source file it came from, as offsets into the script.
 *
 * @param {string} code The script, without its sourceMappingURL comment.
 * @param {string} map  Its source map (JSON).
 * @return {Array<{name: string, start: number, end: number}>} Spans, in order.
 */
function spansBySource( code, map ) {
	const { mappings, sources } = JSON.parse( map );
	const lines = code.split( '\n' );
	const lineStart = [];
	let offset = 0;
	for ( const line of lines ) {
		lineStart.push( offset );
		offset += line.length + 1;
	}
	const segments = decodeMappings( mappings );
	return segments.map( ( segment, index ) => {
		const next = segments[ index + 1 ];
		const start = lineStart[ segment.line ] + segment.column;
		const end =
			next && next.line === segment.line
				? lineStart[ next.line ] + next.column
				: lineStart[ segment.line ] +
					( lines[ segment.line ]?.length ?? 0 );
		return { name: sourceName( sources[ segment.source ] ), start, end };
	} );
}

/**
 * A built script as the browser gets it: the build with maps adds a sourceMappingURL comment.
 *
 * @param {string} code The script as built with its map.
 * @return {string} The script without the comment.
 */
const withoutMapComment = ( code ) =>
	code.replace( /\n\/\/# sourceMappingURL=.*$/, '' );

/**
 * Builds the blocks again with source maps into a folder (plugin/build is left alone), with
 * wp-scripts' own configuration (webpack.config.js): the same minified code as `npm run build`.
 *
 * @param {string} root The project's root.
 * @param {string} out  A scratch folder; the build lands in out/build.
 * @return {string} The build folder.
 */
function buildWithMaps( root, out ) {
	const config = join( out, 'webpack.config.cjs' );
	const build = join( out, 'build' );
	writeFileSync(
		config,
		`const base = require( ${ JSON.stringify( join( root, 'webpack.config.js' ) ) } );
const withMaps = ( c ) => ( { ...c, devtool: 'source-map', output: { ...c.output, path: ${ JSON.stringify(
			build
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
	return build;
}

module.exports = {
	buildWithMaps,
	decodeMappings,
	sourceName,
	spansBySource,
	withoutMapComment,
};
