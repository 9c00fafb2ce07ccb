/**
 * Picks the WordPress release to install from what a Debian suite serves today, and the
 * library packages its core links to. Debian replaces a point release's revision with each
 * security update, so nothing here may depend on an exact revision still being served.
 *
 * CLI (used by bin/get-wordpress, reading `apt-cache show wordpress` on stdin):
 *   node bin/lib/wordpress-release.js choose <candidate> [pinned]  → the version to fetch
 *   node bin/lib/wordpress-release.js depends <version>            → first alternative of each Depends
 */
'use strict';

/**
 * Splits `apt-cache show` output into stanzas of fields.
 *
 * @param {string} text apt-cache show output.
 * @return {Array<Record<string,string>>} One object of fields per stanza.
 */
function parseStanzas( text ) {
	return text
		.split( /\n\s*\n/ )
		.map( ( block ) => {
			const fields = {};
			let last = '';
			for ( const line of block.split( '\n' ) ) {
				if ( /^\s/.test( line ) && last ) {
					fields[ last ] += '\n' + line.trim();
					continue;
				}
				const match = /^([A-Za-z0-9-]+):\s?(.*)$/.exec( line );
				if ( match ) {
					last = match[ 1 ];
					fields[ last ] = match[ 2 ];
				}
			}
			return fields;
		} )
		.filter( ( fields ) => fields.Package && fields.Version );
}

/**
 * The version to install: a pinned revision only while the archive still serves it,
 * otherwise apt's candidate (the newest the suite serves).
 *
 * @param {string[]} available Versions the suite serves.
 * @param {string}   candidate apt's candidate version.
 * @param {string}   [pinned]  An exact revision asked for, if any.
 * @return {{version: string, note: string}} The choice and why.
 */
function chooseVersion( available, candidate, pinned ) {
	if ( pinned && available.includes( pinned ) ) {
		return { version: pinned, note: `pinned ${ pinned }` };
	}
	if ( ! candidate || ! available.includes( candidate ) ) {
		throw new Error(
			`no wordpress package is served (candidate "${ candidate || '' }")`
		);
	}
	const note = pinned
		? `pinned ${ pinned } is no longer served; using ${ candidate }`
		: `newest served: ${ candidate }`;
	return { version: candidate, note };
}

/**
 * The first alternative of each Depends group, without version constraints.
 *
 * @param {string} depends A Depends field.
 * @return {string[]} Package names.
 */
function dependencyNames( depends ) {
	return ( depends || '' )
		.split( ',' )
		.map( ( group ) =>
			group
				.split( '|' )[ 0 ]
				.replace( /\(.*?\)|\[.*?\]|:any/g, '' )
				.trim()
		)
		.filter( Boolean )
		.filter( ( name, i, all ) => all.indexOf( name ) === i );
}

function main( argv, input ) {
	const stanzas = parseStanzas( input ).filter(
		( s ) => s.Package === 'wordpress'
	);
	const [ command, ...args ] = argv;
	if ( command === 'choose' ) {
		const choice = chooseVersion(
			stanzas.map( ( s ) => s.Version ),
			args[ 0 ],
			args[ 1 ]
		);
		console.error( choice.note );
		return choice.version;
	}
	if ( command === 'depends' ) {
		const stanza = stanzas.find( ( s ) => s.Version === args[ 0 ] );
		if ( ! stanza ) {
			throw new Error( `wordpress ${ args[ 0 ] } is not served` );
		}
		return dependencyNames( stanza.Depends ).join( '\n' );
	}
	throw new Error( 'usage: wordpress-release.js choose|depends …' );
}

module.exports = {
	parseStanzas,
	chooseVersion,
	dependencyNames,
	main,
};

if ( require.main === module ) {
	const input = require( 'fs' ).readFileSync( 0, 'utf8' );
	try {
		console.log( main( process.argv.slice( 2 ), input ) );
	} catch ( error ) {
		console.error( `[stagecraft] ${ error.message }` );
		process.exit( 1 );
	}
}
