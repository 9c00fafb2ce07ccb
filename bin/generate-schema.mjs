#!/usr/bin/env node
/**
 * Writes the files derived from the zod schemas in src/schema:
 * php/Schema/generated/module.schema.json and SharedRules.php, and the shapes the
 * visitor's page reads data by without zod (src/module/normalise/shapes/).
 *
 * Node 20 cannot run TypeScript, so the schema sources are transpiled with the
 * installed typescript package into node_modules/.cache (where `zod` still
 * resolves) and imported from there. src/schema/json-schema/generated.test.ts
 * fails when the committed files differ from what this writes.
 *
 * Usage: node bin/generate-schema.mjs [--check]
 */
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const source = join( root, 'src/schema' );
const out = join( root, 'node_modules/.cache/stagecraft-schema' );

/**
 * Every .ts file under a folder, tests and test fixtures left out.
 *
 * @param {string} dir Folder.
 * @return {string[]} Paths.
 */
function sources( dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return sources( path );
		}
		const isTest =
			name.endsWith( '.test.ts' ) || name === 'sample-reply.ts';
		return name.endsWith( '.ts' ) && ! isTest ? [ path ] : [];
	} );
}

/**
 * Points a relative import at the transpiled .mjs file.
 *
 * @param {string} from      Importing file (source path).
 * @param {string} specifier The import specifier.
 * @return {string} The rewritten specifier.
 */
function resolveSpecifier( from, specifier ) {
	if ( ! specifier.startsWith( '.' ) ) {
		return specifier;
	}
	const target = join( dirname( from ), specifier );
	return existsSync( `${ target }.ts` )
		? `${ specifier }.mjs`
		: `${ specifier }/index.mjs`;
}

rmSync( out, { recursive: true, force: true } );
for ( const file of sources( source ) ) {
	const { outputText } = ts.transpileModule( readFileSync( file, 'utf8' ), {
		compilerOptions: {
			module: ts.ModuleKind.ESNext,
			target: ts.ScriptTarget.ES2022,
			verbatimModuleSyntax: false,
		},
		fileName: file,
	} );
	const code = outputText.replace(
		/(from\s+|import\s*\(\s*)(['"])([^'"]+)\2/g,
		( _match, prefix, quote, specifier ) =>
			`${ prefix }${ quote }${ resolveSpecifier( file, specifier ) }${ quote }`
	);
	const target = join( out, relative( source, file ) ).replace(
		/\.ts$/,
		'.mjs'
	);
	mkdirSync( dirname( target ), { recursive: true } );
	writeFileSync( target, code );
}

const documents = await import(
	pathToFileURL( join( out, 'json-schema/documents.mjs' ) ).href
);
const check = process.argv.includes( '--check' );
let stale = 0;
for ( const [ path, text ] of documents.generatedFiles() ) {
	const target = join( root, path );
	const current = existsSync( target ) ? readFileSync( target, 'utf8' ) : '';
	if ( current === text ) {
		console.log( `up to date: ${ path }` );
	} else if ( check ) {
		stale++;
		console.error( `stale: ${ path }` );
	} else {
		mkdirSync( dirname( target ), { recursive: true } );
		writeFileSync( target, text );
		console.log( `wrote: ${ path }` );
	}
}
if ( stale ) {
	console.error( `Run: ${ documents.GENERATE_COMMAND }` );
	process.exit( 1 );
}
