/**
 * Prints values as PHP source in the WordPress Coding Standards' layout (long
 * array syntax, tabs, aligned arrows), so the generated class reads like the
 * hand-written ones and passes the same lint.
 */
import type { JsonValue } from './wp-subset';

/** One class constant: its PHP name, its value and what it means. */
export type PhpConstant = {
	name: string;
	value: JsonValue;
	doc: string;
};

const quote = ( text: string ) =>
	`'${ text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

const isScalar = ( value: JsonValue ) =>
	value === null || typeof value !== 'object';

/**
 * A value as a PHP expression; nested arrays indented one tab per level.
 *
 * @param value The value.
 * @param depth Indentation of the line the value starts on.
 */
export function phpValue( value: JsonValue, depth = 1 ): string {
	if ( value === null ) {
		return 'null';
	}
	if ( typeof value === 'string' ) {
		return quote( value );
	}
	if ( typeof value !== 'object' ) {
		return String( value );
	}
	const lines = ( items: string[] ) =>
		`array(\n${ items.join( '\n' ) }\n${ '\t'.repeat( depth ) })`;
	const inner = ( item: string ) => `${ '\t'.repeat( depth + 1 ) }${ item },`;
	if ( Array.isArray( value ) ) {
		if ( value.length === 0 ) {
			return 'array()';
		}
		if ( value.every( isScalar ) ) {
			return `array( ${ value
				.map( ( item ) => phpValue( item ) )
				.join( ', ' ) } )`;
		}
		return lines(
			value.map( ( item ) => inner( phpValue( item, depth + 1 ) ) )
		);
	}
	const entries = Object.entries( value );
	if ( entries.length === 0 ) {
		return 'array()';
	}
	const width = Math.max(
		...entries.map( ( [ key ] ) => quote( key ).length )
	);
	return lines(
		entries.map( ( [ key, item ] ) =>
			inner(
				`${ quote( key ).padEnd( width ) } => ${ phpValue(
					item,
					depth + 1
				) }`
			)
		)
	);
}

/**
 * A final class holding constants, as a whole PHP file.
 *
 * @param namespace   PHP namespace.
 * @param name        Class name.
 * @param summary     The file's one-line summary.
 * @param description What the class is for.
 * @param constants   Its constants.
 */
export function phpConstantsClass(
	namespace: string,
	name: string,
	summary: string,
	description: string,
	constants: PhpConstant[]
): string {
	const body = constants
		.map(
			( constant ) =>
				`\t/**\n\t * ${ constant.doc }\n\t */\n\tpublic const ${
					constant.name
				} = ${ phpValue( constant.value ) };`
		)
		.join( '\n\n' );
	return `<?php
/**
 * ${ summary }
 *
 * @package Stagecraft
 */

namespace ${ namespace };

/**
 * ${ description }
 */
final class ${ name } {

${ body }
}
`;
}
