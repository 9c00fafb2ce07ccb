/**
 * The visitor's schemas as plain data (src/module/normalise/shapes/*.generated.json), read by the
 * small reader in src/module/normalise/shape.ts: the visitor's page then parses module data by the
 * very rules of these zod schemas without downloading zod (14 kB gzip with the schemas). One file
 * per chunk that reads data, so that no chunk carries another's shapes.
 */
import type * as z from 'zod/mini';
import { pageConfigSchema } from '../config';
import { fontSchema } from '../font';
import { modalRegistrationSchema, modalReplySchema } from '../modal';
import { layerViewSchema } from '../layer-view';
import { replyHeadSchema } from '../reply-head';
import { moduleSettingsViewSchema } from '../settings/view';
import { streamReplySchema } from '../stream';
import type { JsonValue } from './wp-subset';

/** Where the shapes are written, relative to the repository root. */
export const VIEW_SHAPES_DIR = 'src/module/normalise/shapes';

/**
 * The schemas the visitor's chunks read data with, by file (one per chunk that reads data) and
 * by the name the reader knows them.
 */
export const VIEW_SCHEMAS = {
	// module/data: the module data and its fonts.
	data: {
		reply: replyHeadSchema,
		layer: layerViewSchema,
		settings: moduleSettingsViewSchema,
		font: fontSchema,
	},
	// module/fetch: window.stagecraftConfig.
	config: { config: pageConfigSchema },
	modal: {
		modalReply: modalReplySchema,
		modalRegistration: modalRegistrationSchema,
	},
	stream: { stream: streamReplySchema },
} as const;

type Def = Record< string, unknown > & { type: string };
type Node = { [ key: string ]: JsonValue };

const defOf = ( schema: unknown ): Def =>
	( schema as z.core.$ZodType )._zod.def as unknown as Def;

const json = ( value: unknown ): JsonValue =>
	JSON.parse( JSON.stringify( value ) ) as JsonValue;

const checksOf = ( def: Def ): Record< string, unknown >[] =>
	( ( def.checks as z.core.$ZodCheck[] | undefined ) ?? [] ).map(
		( check ) => check._zod.def as unknown as Record< string, unknown >
	);

/**
 * What a transform does, found by trying it: the only transforms of src/schema are base.ts's
 * empty-array-as-object and list cut, and the device levels' spread (responsive.ts, carousel.ts).
 *
 * @param def The transform's def.
 */
function transformKind( def: Def ): 'empty' | 'cut' | 'levels' {
	const fn = def.transform as ( value: unknown, ctx: unknown ) => unknown;
	const probe = fn( [], { issues: [], value: [] } );
	if ( Array.isArray( probe ) && probe.length === 0 ) {
		return 'cut';
	}
	if ( Array.isArray( probe ) ) {
		return 'levels';
	}
	if ( JSON.stringify( probe ) === '{}' ) {
		return 'empty';
	}
	throw new Error(
		'src/schema has a transform the shape reader does not know'
	);
}

/**
 * Writes zod schemas as shape nodes (the format is shape.ts's ShapeNode). The format is kept
 * short because the visitor downloads it: leaves are letters, the rest arrays by position.
 */
class Shapes {
	node( schema: unknown ): JsonValue {
		return this.write( defOf( schema ) );
	}

	private write( def: Def ): JsonValue {
		switch ( def.type ) {
			case 'string':
				return this.string( def );
			case 'number':
				return this.number( def );
			case 'boolean':
				return 'b';
			case 'unknown':
				return 'u';
			case 'enum':
				return [
					'e',
					...( json(
						Object.values( def.entries as object )
					) as JsonValue[] ),
				];
			case 'literal':
				return [ 'e', ...( json( def.values ) as JsonValue[] ) ];
			case 'object':
				return this.object( def );
			case 'record':
				return [ 'r', this.node( def.valueType ) ];
			case 'array':
				return this.array( def );
			case 'optional': {
				const inner = this.node( def.innerType );
				return typeof inner === 'string' && inner.length === 1
					? `?${ inner }`
					: [ '?', inner ];
			}
			case 'default':
				return this.withDefault( def, 'd' );
			case 'prefault':
				return this.withDefault( def, 'p' );
			case 'catch': {
				const value = ( def.catchValue as ( ctx: unknown ) => unknown )(
					{}
				);
				return [
					'c',
					this.node( def.innerType ),
					...( value === undefined ? [] : [ json( value ) ] ),
				];
			}
			case 'union':
				return [
					'|',
					...( def.options as unknown[] ).map( ( option ) =>
						this.node( option )
					),
				];
			case 'pipe':
				return this.pipe( def );
			default:
				throw new Error( `No shape node for zod's ${ def.type }` );
		}
	}

	private object( def: Def ): Node {
		const node: Node = {};
		for ( const [ key, value ] of Object.entries( def.shape as object ) ) {
			if ( key === '' ) {
				throw new Error( 'The key "" holds an object shape\'s flags' );
			}
			node[ key ] = this.node( value );
		}
		if ( def.catchall ) {
			node[ '' ] = 2;
		}
		return node;
	}

	private string( def: Def ): JsonValue {
		let min: number | undefined;
		for ( const check of checksOf( def ) ) {
			if ( check.check !== 'min_length' ) {
				throw new Error( `No shape check ${ String( check.check ) }` );
			}
			min = check.minimum as number;
		}
		return min === undefined ? 's' : [ 's', min ];
	}

	private number( def: Def ): JsonValue {
		// [ 'n', int, gt, gte, lt, lte ], null where there is none.
		const node: JsonValue[] = [ 'n', def.format ? 1 : 0 ];
		const at = { gt: 2, gte: 3, lt: 4, lte: 5 } as const;
		for ( const check of checksOf( def ) ) {
			const inclusive = check.inclusive ? 'e' : '';
			if (
				check.check !== 'greater_than' &&
				check.check !== 'less_than'
			) {
				throw new Error( `No shape check ${ String( check.check ) }` );
			}
			const bound = check.check === 'greater_than' ? 'gt' : 'lt';
			node[ at[ `${ bound }${ inclusive }` ] ] = check.value as number;
		}
		const out = trimmed( node );
		if ( out.length > 2 ) {
			return out;
		}
		return out[ 1 ] ? 'i' : 'n';
	}

	private array( def: Def ): JsonValue {
		// [ 'a', item, min, max ], null where there is none.
		const node: JsonValue[] = [ 'a', this.node( def.element ) ];
		for ( const check of checksOf( def ) ) {
			if ( check.check === 'max_length' ) {
				node[ 3 ] = check.maximum as number;
			} else if ( check.check === 'min_length' ) {
				node[ 2 ] = check.minimum as number;
			} else if ( check.check === 'length_equals' ) {
				node[ 2 ] = check.length as number;
				node[ 3 ] = check.length as number;
			} else {
				throw new Error( `No shape check ${ String( check.check ) }` );
			}
		}
		return trimmed( node );
	}

	private withDefault( def: Def, kind: 'd' | 'p' ): JsonValue {
		const value = json( def.defaultValue );
		const inner = defOf( def.innerType );
		// The device levels: the default is also the fallback of the spread.
		const levels =
			inner.type === 'pipe' &&
			( defOf( inner.out ).type === 'transform' ||
				defOf( inner.in ).type === 'transform' ) &&
			( defOf( inner.out ).type === 'transform'
				? transformKind( defOf( inner.out ) )
				: transformKind( defOf( inner.in ) ) ) === 'levels';
		if ( ! levels ) {
			return [ kind, this.node( def.innerType ), value ];
		}
		if ( kind !== 'd' ) {
			throw new Error( 'Device levels with a prefault' );
		}
		const single = defOf( inner.in ).type === 'union';
		const item = single
			? ( defOf( inner.in ).options as unknown[] )[ 0 ]
			: defOf( inner.out ).element;
		return [ 'L', this.node( item ), value, ...( single ? [ 1 ] : [] ) ];
	}

	private pipe( def: Def ): JsonValue {
		const from = defOf( def.in );
		if ( from.type !== 'transform' ) {
			throw new Error( 'A pipe the shape reader does not know' );
		}
		const kind = transformKind( from );
		const out = this.node( def.out );
		if ( kind === 'empty' && isPlainObject( out ) ) {
			// The flags add up: 1, an empty array reads as {}.
			return {
				...out,
				'': ( ( out[ '' ] as number | undefined ) ?? 0 ) + 1,
			};
		}
		if ( kind === 'empty' && Array.isArray( out ) && out[ 0 ] === 'r' ) {
			return [ 'r', out[ 1 ], 1 ];
		}
		// The list cut: [ 'a', item, min, max ] becomes [ 'a', item, min, null, cut ].
		if (
			kind === 'cut' &&
			Array.isArray( out ) &&
			out[ 0 ] === 'a' &&
			typeof out[ 3 ] === 'number'
		) {
			return [ 'a', out[ 1 ], out[ 2 ] ?? null, null, out[ 3 ] ];
		}
		throw new Error( 'A pipe the shape reader does not know' );
	}
}

const isPlainObject = ( value: JsonValue ): value is Node =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * A positional node with null in its gaps and without trailing nulls (kind and first entry kept).
 *
 * @param node The node.
 */
function trimmed( node: JsonValue[] ): JsonValue[] {
	const out = Array.from( node, ( item ) => item ?? null );
	while ( out.length > 2 && out[ out.length - 1 ] === null ) {
		out.pop();
	}
	return out;
}

/**
 * The nodes inside a node (not its defaults or enum values).
 *
 * @param node A shape node.
 */
function children( node: JsonValue ): JsonValue[] {
	if ( isPlainObject( node ) ) {
		return Object.entries( node )
			.filter( ( [ key ] ) => key !== '' )
			.map( ( [ , child ] ) => child );
	}
	if ( ! Array.isArray( node ) ) {
		return [];
	}
	switch ( node[ 0 ] ) {
		case '|':
			return node.slice( 1 );
		case 'r':
		case 'a':
		case '?':
		case 'd':
		case 'p':
		case 'c':
		case 'L':
			return [ node[ 1 ] ];
		default:
			return [];
	}
}

/**
 * A node with its children replaced by what `child` makes of them.
 *
 * @param node  A shape node.
 * @param child The replacement of a child.
 */
function mapChildren(
	node: JsonValue,
	child: ( node: JsonValue ) => JsonValue
): JsonValue {
	if ( isPlainObject( node ) ) {
		return Object.fromEntries(
			Object.entries( node ).map( ( [ key, value ] ) => [
				key,
				key === '' ? value : child( value ),
			] )
		);
	}
	if ( ! Array.isArray( node ) || ! children( node ).length ) {
		return node;
	}
	return node[ 0 ] === '|'
		? [ '|', ...node.slice( 1 ).map( child ) ]
		: [ node[ 0 ], child( node[ 1 ] ), ...node.slice( 2 ) ];
}

/**
 * One shapes file: the named schemas and the nodes they share. A node written the same way in
 * several places (a frame, a media player, an enum) is written once in `defs` and referenced by
 * its index, where that is shorter.
 *
 * @param schemas The schemas by name.
 */
export function viewShapes( schemas: Record< string, unknown > ): {
	defs: JsonValue[];
	roots: Node;
} {
	const shapes = new Shapes();
	const written = Object.entries( schemas ).map(
		( [ name, schema ] ): [ string, JsonValue ] => [
			name,
			shapes.node( schema ),
		]
	);
	// Uses of each node, by its text; inside a repeated node, counted once.
	const uses = new Map< string, number >();
	const count = ( node: JsonValue ) => {
		const text = JSON.stringify( node );
		uses.set( text, ( uses.get( text ) ?? 0 ) + 1 );
		if ( uses.get( text ) === 1 ) {
			children( node ).forEach( count );
		}
	};
	written.forEach( ( [ , node ] ) => count( node ) );
	const defs: JsonValue[] = [];
	const index = new Map< string, number >();
	const share = ( node: JsonValue ): JsonValue => {
		const text = JSON.stringify( node );
		// A reference is one or two digits: longer nodes used twice are worth it.
		if ( ( uses.get( text ) ?? 0 ) < 2 || text.length <= 6 ) {
			return mapChildren( node, share );
		}
		let at = index.get( text );
		if ( at === undefined ) {
			at = defs.length;
			index.set( text, at );
			defs.push( null );
			defs[ at ] = mapChildren( node, share );
		}
		return at;
	};
	const roots: Node = {};
	for ( const [ name, node ] of written ) {
		roots[ name ] = share( node );
	}
	return { defs, roots };
}

/** Every shapes file: its path and text. */
export const viewShapesFiles = (): Array< [ string, string ] > =>
	Object.entries( VIEW_SCHEMAS ).map( ( [ file, schemas ] ) => [
		`${ VIEW_SHAPES_DIR }/${ file }.generated.json`,
		`${ JSON.stringify( viewShapes( schemas ) ) }\n`,
	] );
