/**
 * The translation template: current with the sources, and missing none of the strings the built
 * scripts translate (the extractor reads minified webpack output, which is easy to misread).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const acorn = require( 'acorn' );
const {
	POT,
	normaliseBuiltScript,
	scriptsWithChunks,
	jsonStrings,
	themeJsonStrings,
	generate,
} = require( './i18n' );

const BUILD = path.resolve( __dirname, '../../plugin/build' );
const FUNCTIONS = { __: 'msgid', _x: 'msgctxt', _n: 'msgid', _nx: 'msgctxt' };

/**
 * The strings of a template as "context\u0004text" keys.
 *
 * @param {string} pot Template text.
 * @return {Set<string>} Keys.
 */
function potKeys( pot ) {
	const keys = new Set();
	for ( const entry of pot.split( /\n\n/ ) ) {
		const field = ( name ) => {
			const match = new RegExp( `^${ name } ((?:".*"\\n?)+)`, 'm' ).exec(
				entry + '\n'
			);
			return match
				? match[ 1 ]
						.trim()
						.split( '\n' )
						.map( ( line ) => JSON.parse( line ) )
						.join( '' )
				: null;
		};
		const msgid = field( 'msgid' );
		if ( msgid ) {
			keys.add( `${ field( 'msgctxt' ) ?? '' }\u0004${ msgid }` );
		}
	}
	return keys;
}

/**
 * The name a call's callee ends in: `__`, `x.__` and webpack's `(0,x.__)` alike.
 *
 * @param {acorn.Node} callee Callee expression.
 * @return {string} Function name or ''.
 */
function calleeName( callee ) {
	if ( callee.type === 'SequenceExpression' ) {
		return calleeName( callee.expressions.at( -1 ) );
	}
	if ( callee.type === 'Identifier' ) {
		return callee.name;
	}
	if ( callee.type === 'MemberExpression' && ! callee.computed ) {
		return callee.property.name;
	}
	return '';
}

/**
 * Every literal string a script hands to @wordpress/i18n with the stagecraft domain.
 *
 * @param {string} code Built script.
 * @return {string[]} "context\u0004text" keys.
 */
function scriptKeys( code ) {
	const keys = [];
	const visit = ( node ) => {
		if ( ! node || typeof node.type !== 'string' ) {
			return;
		}
		if ( node.type === 'CallExpression' ) {
			const name = calleeName( node.callee );
			const args = node.arguments;
			const domainAt = { __: 1, _x: 2, _n: 3, _nx: 4 }[ name ];
			if (
				domainAt !== undefined &&
				args[ domainAt ]?.value === 'stagecraft' &&
				typeof args[ 0 ]?.value === 'string'
			) {
				const context =
					FUNCTIONS[ name ] === 'msgctxt'
						? args[ name === '_x' ? 1 : 3 ].value
						: '';
				keys.push( `${ context }\u0004${ args[ 0 ].value }` );
			}
		}
		for ( const value of Object.values( node ) ) {
			if ( Array.isArray( value ) ) {
				value.forEach( visit );
			} else if ( value && typeof value === 'object' ) {
				visit( value );
			}
		}
	};
	visit(
		acorn.parse( code, { ecmaVersion: 'latest', sourceType: 'module' } )
	);
	return keys;
}

describe( 'translation template', () => {
	const scripts = fs.existsSync( BUILD )
		? fs
				.readdirSync( BUILD, { recursive: true } )
				.map( String )
				.filter( ( file ) => file.endsWith( '.js' ) )
		: [];

	it( 'is built from this checkout (plugin/build exists)', () => {
		expect( scripts.length ).toBeGreaterThan( 0 );
	} );

	it( 'is current: npm run i18n writes the committed file unchanged', () => {
		const committed = fs.readFileSync( POT, 'utf8' );
		const fresh = generate();
		// On failure: run `npm run i18n` and commit plugin/languages/stagecraft.pot.
		expect( committed ).toBe( fresh );
	} );

	it( 'holds every string the built scripts translate', () => {
		const keys = potKeys( fs.readFileSync( POT, 'utf8' ) );
		const found = scripts.flatMap( ( file ) =>
			scriptKeys( fs.readFileSync( path.join( BUILD, file ), 'utf8' ) )
		);
		expect( found.length ).toBeGreaterThan( 100 );
		expect( found.filter( ( key ) => ! keys.has( key ) ) ).toEqual( [] );
	} );

	it( 'names only scripts WordPress loads, each with the strings of the chunks it loads', () => {
		const references = fs
			.readFileSync( POT, 'utf8' )
			.split( '\n' )
			.filter( ( line ) => line.startsWith( '#: ' ) )
			.flatMap( ( line ) => line.slice( 3 ).split( ' ' ) )
			.filter( ( file ) => /^build\/.+\.js$/.test( file ) );
		expect( references ).toContain( 'build/module/view.js' );
		const notLoaded = references.filter(
			( file ) =>
				! fs.existsSync(
					path.join(
						BUILD,
						file
							.replace( /^build\//, '' )
							.replace( /\.js$/, '.asset.php' )
					)
				)
		);
		// A chunk (module/runtime.js, nav-arrows.js…) has no translation file of its own.
		expect( [ ...new Set( notLoaded ) ] ).toEqual( [] );
	} );

	it( 'gives an entry the strings of chunks its chunks load', () => {
		// The module's view script names only the runtime chunk; the runtime names the rest.
		const carried = scriptsWithChunks(
			scripts.map( ( file ) => `build/${ file }` )
		).get( 'build/module/view.js' );
		expect( carried ).toEqual(
			expect.arrayContaining( [
				'build/module/runtime.js',
				'build/module/nav-bullets.js',
			] )
		);
	} );

	it( 'holds block titles and theme.json names with their contexts', () => {
		const keys = potKeys( fs.readFileSync( POT, 'utf8' ) );
		expect( keys ).toContain( 'block title\u0004Slider module' );
		expect( keys ).toContain( 'block keyword\u0004carousel' );
		expect( keys ).toContain( 'Pattern title\u0004Footer' );
		expect( keys ).toContain( '\u0004Stagecraft' );
	} );
} );

describe( 'normaliseBuiltScript', () => {
	it( "turns webpack's calls into plain ones and keeps translators comments apart", () => {
		const code =
			'const a=/* translators: %d: slide number. */(0,r.__)("Slide %d","stagecraft"),b=Object(o.i18n._x)("Open","verb","stagecraft");';
		const out = normaliseBuiltScript( code );
		expect( out ).toContain( '__("Slide %d","stagecraft")' );
		expect( out ).toContain( '_x("Open","verb","stagecraft")' );
		expect( out ).toContain( '\n/* translators: %d: slide number. */\n' );
	} );

	it( 'blanks regular expressions, which gettext 0.21 misreads', () => {
		const code =
			'if(!/^[a-z!#$%&\'*+/=?^_`{|}~.-]+$/.test(n))return;const m=(0,t.__)("Sent","stagecraft");';
		const out = normaliseBuiltScript( code );
		expect( out ).toContain( 'if(!/x/.test(n))' );
		expect( out ).toContain( '__("Sent","stagecraft")' );
	} );

	it( 'turns left shifts into products, which gettext 0.21 reads as XML', () => {
		const out = normaliseBuiltScript(
			'n[r>>2]|=e[r]<<24-r%4*8;o<<=1;const m=(0,t.__)("Sent","stagecraft");'
		);
		expect( out ).toContain( 'n[r>>2]|=e[r]*24-r%4*8;o*=1;' );
		expect( out ).toContain( '__("Sent","stagecraft")' );
	} );

	it( 'drops increments and decrements: gettext 0.21 reads `a--<` as the start of XML', () => {
		const out = normaliseBuiltScript(
			'l>=1&&a--<=0?s():++c;o.s=`${r}px`;const m=(0,t.__)("Menu","stagecraft");'
		);
		expect( out ).toContain( 'l>=1&&a<=0?s():c;' );
		expect( out ).toContain( '__("Menu","stagecraft")' );
	} );
} );

describe( 'jsonStrings', () => {
	const schema = {
		title: 'block title',
		keywords: [ 'block keyword' ],
		styles: [ { label: 'block style label' } ],
	};

	it( 'finds the strings the schema names, with its contexts', () => {
		expect(
			jsonStrings(
				{
					title: 'Slider',
					keywords: [ 'hero', '' ],
					styles: [ { name: 'x', label: 'Rounded' } ],
					category: 'media',
				},
				schema,
				'build/module/block.json'
			)
		).toEqual( [
			{
				msgid: 'Slider',
				msgctxt: 'block title',
				reference: 'build/module/block.json',
			},
			{
				msgid: 'hero',
				msgctxt: 'block keyword',
				reference: 'build/module/block.json',
			},
			{
				msgid: 'Rounded',
				msgctxt: 'block style label',
				reference: 'build/module/block.json',
			},
		] );
	} );

	it( 'reads the settings of each block in theme.json like the site settings', () => {
		const theme = {
			settings: {
				color: { palette: [ { name: 'Ink' } ] },
				blocks: {
					'core/button': {
						color: { palette: [ { name: 'Brand' } ] },
					},
				},
			},
		};
		const themeSchema = {
			settings: { color: { palette: [ { name: 'Color name' } ] } },
		};
		expect(
			themeJsonStrings( theme, themeSchema, 'theme/theme.json' ).map(
				( entry ) => entry.msgid
			)
		).toEqual( [ 'Ink', 'Brand' ] );
	} );
} );
