/**
 * Writes plugin/languages/stagecraft.pot, the template of every string a visitor, editor or
 * admin sees, with Debian's GNU gettext (xgettext, msgcat):
 *
 * - PHP: the plugin as it ships (plugin/, with php/ and the built blocks' render.php) and the
 *   theme, with WordPress's gettext functions as keywords;
 * - JavaScript: the built scripts in plugin/build, so each string's reference is the file
 *   WordPress loads (`build/module/view.js`), which is what names a script's translation file
 *   (stagecraft-{locale}-{md5 of that path}.json). A copy is read, with webpack's spelling of
 *   the calls and the regular expressions gettext 0.21 misreads normalised (normaliseBuiltScript);
 * - block.json, theme.json and style variations, by WordPress core's own i18n schemas
 *   (block-i18n.json, theme-i18n.json), with their contexts ("block title"…), as core
 *   translates them when it registers a block or reads theme.json;
 * - the plugin's and the theme's header (name, description) and the theme patterns' title and
 *   description.
 *
 * References carry no line numbers and entries are sorted, so the file changes only when a
 * string does. The same text domain serves plugin and theme.
 *
 * CLI: node bin/lib/i18n.js          → writes the .pot, prints how many strings it holds
 *      node bin/lib/i18n.js --check  → exits 1 when the committed .pot differs from the sources
 */
'use strict';

const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );
const acorn = require( 'acorn' );

const ROOT = path.resolve( __dirname, '../..' );
const PLUGIN = path.join( ROOT, 'plugin' );
const POT = path.join( PLUGIN, 'languages', 'stagecraft.pot' );
const DOMAIN = 'stagecraft';

// WordPress's gettext functions: argument positions of the string(s) and context; `Nt` says
// how many arguments the call has, so a call without the text domain (core's) is left out.
const PHP_KEYWORDS = [
	'__:1,2t',
	'_e:1,2t',
	'_x:1,2c,3t',
	'_ex:1,2c,3t',
	'_n:1,2,4t',
	'_nx:1,2,4c,5t',
	'_n_noop:1,2,3t',
	'_nx_noop:1,2,3c,4t',
	'esc_html__:1,2t',
	'esc_html_e:1,2t',
	'esc_html_x:1,2c,3t',
	'esc_attr__:1,2t',
	'esc_attr_e:1,2t',
	'esc_attr_x:1,2c,3t',
];
const JS_KEYWORDS = [ '__:1,2t', '_x:1,2c,3t', '_n:1,2,4t', '_nx:1,2,4c,5t' ];

/**
 * Files under a folder (links followed), as paths relative to `base`.
 *
 * @param {string} base   Folder the paths are relative to.
 * @param {string} folder Folder to list, relative to base.
 * @param {RegExp} match  Relative paths to keep.
 * @return {string[]} Sorted relative paths.
 */
function listFiles( base, folder, match ) {
	const start = path.join( base, folder );
	if ( ! fs.existsSync( start ) ) {
		return [];
	}
	return fs
		.readdirSync( start, { recursive: true } )
		.map( ( name ) => path.join( folder, String( name ) ) )
		.filter(
			( file ) =>
				match.test( file ) &&
				fs.statSync( path.join( base, file ) ).isFile()
		)
		.sort();
}

/**
 * A built script as xgettext can read it:
 * - regular expression literals become `/x/`: gettext 0.21 ends one at a `/` inside a character
 *   class (`/[+/=]/`) and then reads the rest of the file as a string, losing every call after
 *   it. acorn (webpack's own parser) finds them;
 * - a left shift `<<` (or `<<=`) becomes `*` (`*=`): gettext 0.21 takes the second `<` for the
 *   start of an E4X XML literal and, a few shifts later (a hash), loses every call after them;
 * - increments and decrements (`++`, `--`) are dropped: after `a--` gettext 0.21 takes a `<`
 *   (`a--<=0`) for the start of an XML literal too, and a template literal further on then loses
 *   every call after it;
 * - webpack's `(0,x.__)(` and `Object(x.__)(` become `__(`;
 * - a translators comment gets a line of its own, so xgettext attaches it to the call that
 *   follows (minified code is one long line).
 *
 * @param {string} code Built JavaScript.
 * @return {string} The same code for extraction.
 */
function normaliseBuiltScript( code ) {
	let plain = '';
	let last = 0;
	for ( const token of acorn.tokenizer( code, {
		ecmaVersion: 'latest',
		sourceType: 'module',
	} ) ) {
		const shift = /^<<=?$/.test( String( token.value ) );
		const step = token.type.label === '++/--';
		if ( token.type.label === 'regexp' || shift || step ) {
			let replacement = '/x/';
			if ( shift ) {
				replacement = token.value.replace( '<<', '*' );
			} else if ( step ) {
				replacement = '';
			}
			plain += code.slice( last, token.start ) + replacement;
			last = token.end;
		}
	}
	plain += code.slice( last );
	return plain
		.replace(
			/\(\s*0\s*,\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.(__|_x|_n|_nx)\s*\)\s*\(/g,
			'$1('
		)
		.replace(
			/\bObject\(\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.(__|_x|_n|_nx)\s*\)\s*\(/g,
			'$1('
		)
		.replace( /\/\*\s*translators:[\s\S]*?\*\//gi, '\n$&\n' );
}

/**
 * A string as a PO literal.
 *
 * @param {string} text Text.
 * @return {string} Quoted and escaped.
 */
function poString( text ) {
	return (
		'"' +
		text
			.replace( /\\/g, '\\\\' )
			.replace( /"/g, '\\"' )
			.replace( /\n/g, '\\n' )
			.replace( /\t/g, '\\t' ) +
		'"'
	);
}

/**
 * PO entries (without a header) for strings found outside code.
 *
 * @param {Array<{msgid:string,msgctxt?:string,reference:string,comment?:string}>} entries Strings;
 *                                                                                         one entry per text and context.
 * @return {string} PO text.
 */
function poEntries( entries ) {
	const merged = new Map();
	for ( const entry of entries ) {
		const key = `${ entry.msgctxt ?? '' }\u0004${ entry.msgid }`;
		const seen = merged.get( key );
		if ( ! seen ) {
			merged.set( key, {
				...entry,
				references: [ entry.reference ],
				comments: entry.comment ? [ entry.comment ] : [],
			} );
			continue;
		}
		seen.references = [
			...new Set( [ ...seen.references, entry.reference ] ),
		];
		if ( entry.comment ) {
			seen.comments = [
				...new Set( [ ...seen.comments, entry.comment ] ),
			];
		}
	}
	return [ ...merged.values() ]
		.map( ( entry ) =>
			[
				...entry.comments.map( ( comment ) => `#. ${ comment }` ),
				`#: ${ entry.references.join( ' ' ) }`,
				entry.msgctxt ? `msgctxt ${ poString( entry.msgctxt ) }` : null,
				`msgid ${ poString( entry.msgid ) }`,
				'msgstr ""',
				'',
			]
				.filter( ( line ) => line !== null )
				.join( '\n' )
		)
		.join( '\n' );
}

/**
 * The strings a JSON file holds where core's i18n schema names a context.
 *
 * @param {unknown} value     Part of the JSON file.
 * @param {unknown} schema    The matching part of the schema: a context, an object or a list.
 * @param {string}  reference File the strings come from.
 * @return {Array<{msgid:string,msgctxt:string,reference:string}>} Strings with their context.
 */
function jsonStrings( value, schema, reference ) {
	if ( typeof schema === 'string' ) {
		return typeof value === 'string' && value !== ''
			? [ { msgid: value, msgctxt: schema, reference } ]
			: [];
	}
	if ( Array.isArray( schema ) ) {
		return Array.isArray( value )
			? value.flatMap( ( item ) =>
					jsonStrings( item, schema[ 0 ], reference )
				)
			: [];
	}
	if ( schema && typeof schema === 'object' && value ) {
		if ( typeof value !== 'object' || Array.isArray( value ) ) {
			return [];
		}
		return Object.keys( schema ).flatMap( ( key ) =>
			jsonStrings( value[ key ], schema[ key ], reference )
		);
	}
	return [];
}

/**
 * Strings of theme.json and style variations; settings per block follow the site settings'
 * schema, as core reads them.
 *
 * @param {Record<string,unknown>} json      theme.json (or a style variation).
 * @param {Record<string,unknown>} schema    Core's theme-i18n.json.
 * @param {string}                 reference File the strings come from.
 * @return {Array<{msgid:string,msgctxt:string,reference:string}>} Strings with their context.
 */
function themeJsonStrings( json, schema, reference ) {
	const blocks = json?.settings?.blocks ?? {};
	return [
		...jsonStrings( json, schema, reference ),
		...Object.values( blocks ).flatMap( ( settings ) =>
			jsonStrings( settings, schema.settings, reference )
		),
	];
}

/**
 * A header field of a plugin's main file or a theme's style.css.
 *
 * @param {string} file  File.
 * @param {string} field Field name, e.g. "Plugin Name".
 * @return {string} Its value, or ''.
 */
function headerField( file, field ) {
	const match = new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' ).exec(
		fs.readFileSync( file, 'utf8' )
	);
	return match ? match[ 1 ].replace( /\s*(?:\*\/|\?>).*$/, '' ).trim() : '';
}

/**
 * Core's i18n schema for block.json or theme.json: the one the local WordPress reads, else
 * the copy in @wordpress/blocks (same file) for block.json.
 *
 * @param {string} name block-i18n.json or theme-i18n.json.
 * @return {Record<string,unknown>} The schema.
 */
function coreSchema( name ) {
	const candidates = [
		path.join( ROOT, '.wp/wordpress/wp-includes', name ),
		name === 'block-i18n.json'
			? path.join(
					ROOT,
					'node_modules/@wordpress/blocks/src/api/i18n-block.json'
				)
			: null,
	].filter( Boolean );
	const found = candidates.find( ( file ) => fs.existsSync( file ) );
	if ( ! found ) {
		throw new Error(
			`WordPress's ${ name } was not found: run bin/setup first`
		);
	}
	return JSON.parse( fs.readFileSync( found, 'utf8' ) );
}

/**
 * Each script WordPress loads (a block's entry: it has a .asset.php) with the webpack chunks it
 * loads on demand. WordPress reads a script's translations from one file named after that
 * script, and a chunk is no script of its own, so a chunk's strings belong to every entry that
 * names it, directly or through a chunk it loads (chunks are named by their file name: the
 * module's view script names the runtime, which names the navigation, motion and feature
 * chunks); a chunk no entry reaches stays a file of its own.
 *
 * @param {string[]} scripts Built scripts, relative to the plugin.
 * @return {Map<string,string[]>} Script to the chunks whose strings it carries.
 */
function scriptsWithChunks( scripts ) {
	const isEntry = ( script ) =>
		fs.existsSync(
			path.join( PLUGIN, script.replace( /\.js$/, '.asset.php' ) )
		);
	const code = new Map(
		scripts.map( ( script ) => [
			script,
			fs.readFileSync( path.join( PLUGIN, script ), 'utf8' ),
		] )
	);
	const chunks = scripts.filter( ( script ) => ! isEntry( script ) );
	const names = ( script, chunk ) => {
		const name = chunk.replace( /^build\//, '' ).replace( /\.js$/, '' );
		const text = code.get( script );
		return (
			script !== chunk &&
			( text.includes( `"${ name }"` ) ||
				text.includes( `"${ name }.js` ) )
		);
	};
	const reached = ( entry ) => {
		const found = new Set();
		const queue = [ entry ];
		while ( queue.length > 0 ) {
			const script = queue.shift();
			for ( const chunk of chunks ) {
				if ( ! found.has( chunk ) && names( script, chunk ) ) {
					found.add( chunk );
					queue.push( chunk );
				}
			}
		}
		return [ ...found ];
	};
	const entries = new Map(
		scripts
			.filter( isEntry )
			.map( ( script ) => [ script, reached( script ) ] )
	);
	const loaded = new Set( [ ...entries.values() ].flat() );
	chunks
		.filter( ( chunk ) => ! loaded.has( chunk ) )
		.forEach( ( chunk ) => entries.set( chunk, [] ) );
	return entries;
}

function xgettext( cwd, language, keywords, files, output ) {
	execFileSync(
		'xgettext',
		[
			`--language=${ language }`,
			'--from-code=UTF-8',
			'--add-comments=translators:',
			'--add-location=file',
			'--force-po',
			'-k',
			...keywords.map( ( keyword ) => `--keyword=${ keyword }` ),
			`--output=${ output }`,
			...files,
		],
		{ cwd, stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
}

/**
 * The .pot text for the current sources and build.
 *
 * @return {string} The template.
 */
function generate() {
	const build = path.join( PLUGIN, 'build' );
	const scripts = listFiles( PLUGIN, 'build', /\.js$/ );
	if ( ! scripts.length ) {
		throw new Error(
			`no built scripts in ${ build }: run npm run build (or bin/setup) first`
		);
	}
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'stagecraft-i18n-' ) );
	try {
		const parts = [];
		const part = ( name ) => {
			const file = path.join( work, name );
			parts.push( file );
			return file;
		};

		const version = headerField(
			path.join( PLUGIN, 'stagecraft.php' ),
			'Version'
		);
		fs.writeFileSync(
			part( 'header.pot' ),
			[
				'msgid ""',
				'msgstr ""',
				`"Project-Id-Version: Stagecraft ${ version }\\n"`,
				'"MIME-Version: 1.0\\n"',
				'"Content-Type: text/plain; charset=UTF-8\\n"',
				'"Content-Transfer-Encoding: 8bit\\n"',
				'"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
				'"X-Generator: GNU gettext xgettext (bin/lib/i18n.js)\\n"',
				`"X-Domain: ${ DOMAIN }\\n"`,
				'',
			].join( '\n' )
		);

		const pluginPhp = [
			...listFiles( PLUGIN, '.', /^[^/]+\.php$/ ),
			...listFiles( PLUGIN, 'php', /\.php$/ ),
			...listFiles( PLUGIN, 'build', /\.php$/ ).filter(
				( file ) => ! file.endsWith( '.asset.php' )
			),
		];
		xgettext( PLUGIN, 'PHP', PHP_KEYWORDS, pluginPhp, part( 'php.pot' ) );

		const themePhp = listFiles( ROOT, 'theme', /\.php$/ );
		if ( themePhp.length ) {
			xgettext(
				ROOT,
				'PHP',
				PHP_KEYWORDS,
				themePhp,
				part( 'theme.pot' )
			);
		}

		const copy = path.join( work, 'js' );
		const extracted = [];
		for ( const [ script, chunks ] of scriptsWithChunks( scripts ) ) {
			fs.mkdirSync( path.join( copy, path.dirname( script ) ), {
				recursive: true,
			} );
			fs.writeFileSync(
				path.join( copy, script ),
				[ script, ...chunks ]
					.map( ( file ) =>
						normaliseBuiltScript(
							fs.readFileSync( path.join( PLUGIN, file ), 'utf8' )
						)
					)
					.join( '\n;\n' )
			);
			extracted.push( script );
		}
		xgettext(
			copy,
			'JavaScript',
			JS_KEYWORDS,
			extracted,
			part( 'js.pot' )
		);

		const blockSchema = coreSchema( 'block-i18n.json' );
		const themeSchema = coreSchema( 'theme-i18n.json' );
		const json = [
			...listFiles( PLUGIN, 'build', /(^|\/)block\.json$/ ).flatMap(
				( file ) =>
					jsonStrings(
						JSON.parse(
							fs.readFileSync( path.join( PLUGIN, file ), 'utf8' )
						),
						blockSchema,
						file
					)
			),
			...[
				...listFiles( ROOT, 'theme', /^theme\/theme\.json$/ ),
				...listFiles( ROOT, 'theme/styles', /\.json$/ ),
			].flatMap( ( file ) =>
				themeJsonStrings(
					JSON.parse(
						fs.readFileSync( path.join( ROOT, file ), 'utf8' )
					),
					themeSchema,
					file
				)
			),
		];
		const headers = [
			[ PLUGIN, 'stagecraft.php', 'Plugin Name', 'of the plugin' ],
			[ PLUGIN, 'stagecraft.php', 'Description', 'of the plugin' ],
			[ ROOT, 'theme/style.css', 'Theme Name', 'of the theme' ],
			[ ROOT, 'theme/style.css', 'Description', 'of the theme' ],
		].flatMap( ( [ base, file, field, whose ] ) => {
			const value = headerField( path.join( base, file ), field );
			return value
				? [
						{
							msgid: value,
							reference: file,
							comment: `${ field } ${ whose }`,
						},
					]
				: [];
		} );
		// Theme patterns: core translates their title and description with these contexts.
		const patterns = listFiles( ROOT, 'theme/patterns', /\.php$/ ).flatMap(
			( file ) =>
				[
					[ 'Title', 'Pattern title' ],
					[ 'Description', 'Pattern description' ],
				]
					.map( ( [ field, msgctxt ] ) => ( {
						msgid: headerField( path.join( ROOT, file ), field ),
						msgctxt,
						reference: file,
					} ) )
					.filter( ( entry ) => entry.msgid !== '' )
		);
		fs.writeFileSync(
			part( 'json.pot' ),
			poEntries( [ ...headers, ...patterns, ...json ] )
		);

		// xgettext reads its own output back as input and merges it: one entry per string,
		// with every reference and comment. Every part gets the same header (UTF-8), so the
		// headers merge into one.
		const header = fs.readFileSync( parts[ 0 ], 'utf8' );
		for ( const file of parts.slice( 1 ) ) {
			const body = fs
				.readFileSync( file, 'utf8' )
				.replace(
					/^(?:#.*\n)*msgid ""\nmsgstr ""\n(?:".*"\n)*\n?/,
					''
				);
			fs.writeFileSync( file, header + '\n' + body );
		}
		const merged = execFileSync(
			'xgettext',
			[
				'--from-code=UTF-8',
				'--omit-header',
				'--add-location=file',
				'--add-comments',
				'--sort-output',
				'--output=-',
				...parts,
			],
			{ encoding: 'utf8' }
		);
		return (
			[
				'# Stagecraft: the template of every string of the plugin and its theme.',
				'# Written by `npm run i18n` (bin/lib/i18n.js); do not edit by hand.',
				'# This file is distributed under the GPL-2.0-or-later license.',
			].join( '\n' ) +
			'\n' +
			withoutRepeatedComments( merged )
		);
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
}

/**
 * A template with each extracted comment once per entry: a string bundled into a script
 * several times brings its translators comment each time.
 *
 * @param {string} pot Template text.
 * @return {string} The same template.
 */
function withoutRepeatedComments( pot ) {
	return pot
		.split( '\n\n' )
		.map( ( entry ) => {
			const seen = new Set();
			return entry
				.split( '\n' )
				.filter( ( line ) => {
					if ( ! line.startsWith( '#. ' ) || ! seen.has( line ) ) {
						seen.add( line );
						return true;
					}
					return false;
				} )
				.join( '\n' );
		} )
		.join( '\n\n' );
}

/**
 * How many strings a template holds (its header not counted).
 *
 * @param {string} pot Template text.
 * @return {number} Count of msgid entries.
 */
function countStrings( pot ) {
	return ( pot.match( /^msgid /gm ) ?? [] ).length - 1;
}

function main( args ) {
	const fresh = generate();
	if ( args.includes( '--check' ) ) {
		const committed = fs.existsSync( POT )
			? fs.readFileSync( POT, 'utf8' )
			: '';
		if ( committed !== fresh ) {
			throw new Error(
				`${ path.relative( ROOT, POT ) } is stale: run npm run i18n and commit it`
			);
		}
		return `${ path.relative( ROOT, POT ) } is current (${ countStrings( fresh ) } strings)`;
	}
	fs.mkdirSync( path.dirname( POT ), { recursive: true } );
	fs.writeFileSync( POT, fresh );
	return `${ path.relative( ROOT, POT ) }: ${ countStrings( fresh ) } strings`;
}

module.exports = {
	POT,
	normaliseBuiltScript,
	scriptsWithChunks,
	jsonStrings,
	themeJsonStrings,
	headerField,
	generate,
	countStrings,
	main,
};

if ( require.main === module ) {
	try {
		console.log( main( process.argv.slice( 2 ) ) );
	} catch ( error ) {
		console.error( `[stagecraft] ${ error.message }` );
		process.exit( 1 );
	}
}
