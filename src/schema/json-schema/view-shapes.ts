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
 * Writes zod schemas as shape nodes, sharing a node used in several places (a frame, a media
 * player, a font) through the `defs` table.
 */
class Shapes {
	readonly defs: JsonValue[] = [];
	private readonly uses = new Map< unknown, number >();
	private readonly refs = new Map< unknown, number >();

	count( schema: unknown ): void {
		const seen = this.uses.get( schema ) ?? 0;
		this.uses.set( schema, seen + 1 );
		if ( seen === 0 ) {
			this.children( defOf( schema ) ).forEach( ( child ) =>
				this.count( child )
			);
		}
	}

	private children( def: Def ): unknown[] {
		switch ( def.type ) {
			case 'object':
				return [
					...Object.values( def.shape as object ),
					...( def.catchall ? [ def.catchall ] : [] ),
				];
			case 'optional':
			case 'default':
			case 'prefault':
			case 'catch':
				return [ def.innerType ];
			case 'pipe':
				return [ def.in, def.out ];
			case 'union':
				return def.options as unknown[];
			case 'array':
				return [ def.element ];
			case 'record':
				return [ def.valueType ];
			default:
				return [];
		}
	}

	node( schema: unknown ): JsonValue {
		const shared = ( this.uses.get( schema ) ?? 0 ) > 1;
		const def = defOf( schema );
		const leaf = this.children( def ).length === 0;
		if ( ! shared || leaf ) {
			return this.write( def );
		}
		let index = this.refs.get( schema );
		if ( index === undefined ) {
			index = this.defs.length;
			this.refs.set( schema, index );
			this.defs.push( null );
			this.defs[ index ] = this.write( def );
		}
		return { k: '#', i: index };
	}

	private write( def: Def ): JsonValue {
		switch ( def.type ) {
			case 'string':
				return this.string( def );
			case 'number':
				return this.number( def );
			case 'boolean':
				return { k: 'b' };
			case 'unknown':
				return { k: 'u' };
			case 'enum':
				return {
					k: 'e',
					v: json( Object.values( def.entries as object ) ),
				};
			case 'literal':
				return { k: 'e', v: json( def.values ) };
			case 'object':
				return {
					k: 'o',
					p: Object.fromEntries(
						Object.entries( def.shape as object ).map(
							( [ key, value ] ) => [ key, this.node( value ) ]
						)
					),
					...( def.catchall ? { x: 1 } : {} ),
				};
			case 'record':
				return { k: 'r', v: this.node( def.valueType ) };
			case 'array':
				return this.array( def );
			case 'optional':
				return { k: '?', v: this.node( def.innerType ) };
			case 'default':
				return this.withDefault( def, 'd' );
			case 'prefault':
				return this.withDefault( def, 'p' );
			case 'catch': {
				const value = ( def.catchValue as ( ctx: unknown ) => unknown )(
					{}
				);
				return {
					k: 'c',
					v: this.node( def.innerType ),
					...( value === undefined ? {} : { c: json( value ) } ),
				};
			}
			case 'union':
				return {
					k: '|',
					v: ( def.options as unknown[] ).map( ( option ) =>
						this.node( option )
					),
				};
			case 'pipe':
				return this.pipe( def );
			default:
				throw new Error( `No shape node for zod's ${ def.type }` );
		}
	}

	private string( def: Def ): Node {
		const node: Node = { k: 's' };
		for ( const check of checksOf( def ) ) {
			if ( check.check !== 'min_length' ) {
				throw new Error( `No shape check ${ String( check.check ) }` );
			}
			node.min = check.minimum as number;
		}
		return node;
	}

	private number( def: Def ): Node {
		const node: Node = { k: 'n' };
		if ( def.format ) {
			node.int = 1;
		}
		for ( const check of checksOf( def ) ) {
			const inclusive = check.inclusive ? 'e' : '';
			if ( check.check === 'greater_than' ) {
				node[ `gt${ inclusive }` ] = check.value as number;
			} else if ( check.check === 'less_than' ) {
				node[ `lt${ inclusive }` ] = check.value as number;
			} else {
				throw new Error( `No shape check ${ String( check.check ) }` );
			}
		}
		return node;
	}

	private array( def: Def ): Node {
		const node: Node = { k: 'a', v: this.node( def.element ) };
		for ( const check of checksOf( def ) ) {
			if ( check.check === 'max_length' ) {
				node.max = check.maximum as number;
			} else if ( check.check === 'min_length' ) {
				node.min = check.minimum as number;
			} else if ( check.check === 'length_equals' ) {
				node.min = check.length as number;
				node.max = check.length as number;
			} else {
				throw new Error( `No shape check ${ String( check.check ) }` );
			}
		}
		return node;
	}

	private withDefault( def: Def, kind: 'd' | 'p' ): Node {
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
			return { k: kind, d: value, v: this.node( def.innerType ) };
		}
		const single = defOf( inner.in ).type === 'union';
		const item = single
			? ( defOf( inner.in ).options as unknown[] )[ 0 ]
			: defOf( inner.out ).element;
		return {
			k: kind,
			d: value,
			v: {
				k: 'L',
				v: this.node( item ),
				f: value,
				...( single ? { one: 1 } : {} ),
			},
		};
	}

	private pipe( def: Def ): JsonValue {
		const from = defOf( def.in );
		if ( from.type !== 'transform' ) {
			throw new Error( 'A pipe the shape reader does not know' );
		}
		const kind = transformKind( from );
		const out = this.node( def.out ) as Node;
		if ( kind === 'empty' && ( out.k === 'o' || out.k === 'r' ) ) {
			return { ...out, e: 1 };
		}
		if ( kind === 'cut' && out.k === 'a' && typeof out.max === 'number' ) {
			const { max, ...rest } = out;
			return { ...rest, cut: max };
		}
		throw new Error( 'A pipe the shape reader does not know' );
	}
}

/**
 * One shapes file: the named schemas and the nodes they share.
 *
 * @param schemas The schemas by name.
 */
export function viewShapes( schemas: Record< string, unknown > ): {
	defs: JsonValue[];
	roots: Node;
} {
	const shapes = new Shapes();
	Object.values( schemas ).forEach( ( schema ) => shapes.count( schema ) );
	const roots: Node = {};
	for ( const [ name, schema ] of Object.entries( schemas ) ) {
		roots[ name ] = shapes.node( schema );
	}
	return { defs: shapes.defs, roots };
}

/** Every shapes file: its path and text. */
export const viewShapesFiles = (): Array< [ string, string ] > =>
	Object.entries( VIEW_SCHEMAS ).map( ( [ file, schemas ] ) => [
		`${ VIEW_SHAPES_DIR }/${ file }.generated.json`,
		`${ JSON.stringify( viewShapes( schemas ) ) }\n`,
	] );
