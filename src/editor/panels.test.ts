import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A second panel with a name replaces the first (src/editor/registry.ts): two issues' panels once
// shared 'layer-effects' and one of them silently vanished from the editor.
it( 'names every editor panel once', () => {
	const source = readFileSync( join( __dirname, 'panels.ts' ), 'utf8' );
	const names = Array.from(
		source.matchAll( /name: '([a-z-]+)'/g ),
		( match ) => match[ 1 ]
	);
	expect( names.length ).toBeGreaterThan( 30 );
	expect(
		names.filter( ( name, i ) => names.indexOf( name ) !== i )
	).toEqual( [] );
} );
