// The engine (src/module, src/motion, src/loaders) knows no UI framework: no file in it
// imports React, directly or through any other file of ours. Renderers live in src/react.
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';

const SRC = resolve( __dirname, '..' );
const ENGINE = [ 'module', 'motion', 'loaders' ].map( ( dir ) =>
	join( SRC, dir )
);
// Packages that are React or bring it.
const FRAMEWORK =
	/^(react|react-dom|react\/.*|react-dom\/.*|@wordpress\/(element|components|compose|data|block-editor|blocks))$/;
const SPECIFIER =
	/(?:\bimport\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?|\bexport\s+(?:type\s+)?[^'"]*?\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function files( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return files( path );
		}
		return /\.tsx?$/.test( name ) ? [ path ] : [];
	} );
}

function resolveLocal( from: string, specifier: string ): string | null {
	const base = resolve( dirname( from ), specifier );
	const candidates = [
		base,
		...[ '.ts', '.tsx', '/index.ts', '/index.tsx' ].map(
			( ext ) => base + ext
		),
	];
	return (
		candidates.find(
			( path ) => existsSync( path ) && statSync( path ).isFile()
		) ?? null
	);
}

function importsOf( file: string ): string[] {
	const text = readFileSync( file, 'utf8' );
	return Array.from( text.matchAll( SPECIFIER ), ( match ) => match[ 1 ] );
}

/**
 * The chain of imports from a file to a UI framework package, or null.
 *
 * @param file The file to start from.
 * @param seen Files already walked.
 */
function chainToFramework(
	file: string,
	seen = new Set< string >()
): string[] | null {
	if ( seen.has( file ) ) {
		return null;
	}
	seen.add( file );
	for ( const specifier of importsOf( file ) ) {
		if ( FRAMEWORK.test( specifier ) ) {
			return [ relative( SRC, file ), specifier ];
		}
		if ( specifier.startsWith( '.' ) ) {
			const next = resolveLocal( file, specifier );
			const chain = next && chainToFramework( next, seen );
			if ( chain ) {
				return [ relative( SRC, file ), ...chain ];
			}
		}
	}
	return null;
}

describe( 'the engine is framework-free', () => {
	const engine = ENGINE.flatMap( files );

	it( 'walks the engine files', () => {
		expect( engine.length ).toBeGreaterThan( 50 );
	} );

	it( 'finds a framework import when there is one', () => {
		expect(
			chainToFramework( join( SRC, 'react', 'Stage.tsx' ) )
		).not.toBeNull();
	} );

	it( 'no engine file reaches React through any import', () => {
		const offenders = engine
			.map( ( file ) => chainToFramework( file ) )
			.filter( ( chain ): chain is string[] => chain !== null )
			.map( ( chain ) => chain.join( ' → ' ) );
		expect( offenders ).toEqual( [] );
	} );
} );
