/**
 * The reports read source maps by hand: a wrong decode would name the wrong files for bytes.
 */
const {
	decodeMappings,
	sourceName,
	spansBySource,
	withoutMapComment,
} = require( './source-map' );

// Two files minified onto one line, a second line from the first file again:
// "a();b();\nc();" where a() and c() come from a.ts and b() from b.ts.
// Segments: [0,0,0,0] at column 0 (source 0), [4,1,0,0] at column 4 (source 1);
// line 2: [0,-1,0,0] at column 0 (back to source 0).
const MAP = JSON.stringify( {
	version: 3,
	sources: [
		'webpack://stagecraft/./src/a.ts',
		'webpack://stagecraft/./src/b.ts',
	],
	mappings: 'AAAA,ICAA;ADAA',
} );

describe( 'source maps', () => {
	test( 'decodes VLQ segments: columns and sources are relative to the previous segment', () => {
		expect( decodeMappings( 'AAAA,ICAA;ADAA' ) ).toEqual( [
			{ line: 0, column: 0, source: 0 },
			{ line: 0, column: 4, source: 1 },
			{ line: 1, column: 0, source: 0 },
		] );
		// A one-field segment names no source; multi-digit values carry on (gB = 16).
		expect( decodeMappings( 'A,gB' ) ).toEqual( [
			{ line: 0, column: 0, source: -1 },
			{ line: 0, column: 16, source: -1 },
		] );
	} );

	test( 'splits a script into spans of its sources, by offset', () => {
		const code = 'a();b();\nc();';
		const spans = spansBySource( code, MAP );
		expect( spans ).toEqual( [
			{ name: 'src/a.ts', start: 0, end: 4 },
			{ name: 'src/b.ts', start: 4, end: 8 },
			{ name: 'src/a.ts', start: 9, end: 13 },
		] );
		expect(
			spans.map( ( { start, end } ) => code.slice( start, end ) )
		).toEqual( [ 'a();', 'b();', 'c();' ] );
	} );

	test( 'names sources from the project root and drops the map comment', () => {
		expect(
			sourceName( 'webpack://stagecraft/./node_modules/gsap/index.js' )
		).toBe( 'node_modules/gsap/index.js' );
		expect( sourceName( undefined ) ).toBe( '(unmapped)' );
		expect(
			withoutMapComment( 'a();\n//# sourceMappingURL=a.js.map' )
		).toBe( 'a();' );
	} );
} );
