/**
 * Reads data by a shape generated from the zod schemas (src/schema/json-schema/view-shapes.ts,
 * `npm run generate:schema`), with zod's result: defaults filled, unknown keys dropped, unknown
 * enum values caught, the device levels spread, or a failure. The visitor's page reads module data
 * with this instead of zod, which with the schemas was 14 kB gzip of its JavaScript; the editor
 * keeps zod. src/module/normalise/shape.test.ts holds both to the same results.
 */
import { spreadLevels } from '../../schema/levels';

type Json =
	null | boolean | number | string | Json[] | { [ key: string ]: Json };

type Leaf = 's' | 'n' | 'i' | 'b' | 'u';
type Bound = number | null;

/**
 * One node of a generated shape (written by view-shapes.ts; short, as the visitor downloads it):
 * - 's' string, 'n' number, 'i' integer, 'b' boolean, 'u' anything; '?s' (any leaf) optional;
 * - a number: the file's defs[ number ], a node used in several places;
 * - an object: its fields' nodes, unknown keys dropped; the key '' holds the sum of its flags:
 *   1 an empty array reads as {}, 2 unknown keys are kept;
 * - [ 's', min ] string of at least min characters; [ 'b' ], [ 'u' ] as 'b', 'u'; [ 'n', int, gt, gte, lt, lte ] number;
 * - [ 'e', ...values ] one of the values; [ 'r', value, 1 if [] reads as {} ] record;
 * - [ 'a', item, min, max, cut ] list (cut: longer lists are cut, not refused);
 * - [ '?', node ] optional; [ 'd' | 'p', node, value ] default or prefault;
 * - [ 'c', node, value ] caught (no value: undefined); [ '|', ...options ] union;
 * - [ 'L', item, five defaults, 1 if only one value or up to five ] a value per device level.
 */
export type ShapeNode =
	| Leaf
	| `?${ Leaf }`
	| number
	| { [ field: string ]: ShapeNode }
	| [ 's', number ]
	| [ 'b' | 'u' ]
	| [ 'n', number, Bound?, Bound?, Bound?, Bound? ]
	| [ 'e', ...Json[] ]
	| [ 'r', ShapeNode, number? ]
	| [ 'a', ShapeNode, Bound?, Bound?, Bound? ]
	| [ '?', ShapeNode ]
	| [ 'd' | 'p', ShapeNode, Json ]
	| [ 'c', ShapeNode, Json? ]
	| [ '|', ...ShapeNode[] ]
	| [ 'L', ShapeNode, Json[], number? ];

type Fields = { [ field: string ]: ShapeNode };

/** A generated shapes file (src/module/normalise/shapes). */
export interface ShapeFile {
	defs: ShapeNode[];
	roots: Record< string, ShapeNode >;
}

// The shared nodes of the file being read.
let defs: ShapeNode[] = [];

// Marks a failed read; the first issue says where. The path is one stack, not a copy per field:
// a module's layers have thousands of fields.
const FAIL: unique symbol = Symbol( 'fail' );
let issue = '';
const trail: PropertyKey[] = [];

function fail( message: string ): typeof FAIL {
	issue ||= `${ trail.map( String ).join( '.' ) }: ${ message }`;
	return FAIL;
}

function at( node: ShapeNode, value: unknown, key: PropertyKey ): unknown {
	trail.push( key );
	const item = read( node, value );
	trail.pop();
	return item;
}

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

// A default's JSON copied, so the shared default is never the generated file's own object.
function copy( value: Json | undefined ): Json | undefined {
	if ( value === null || typeof value !== 'object' ) {
		return value;
	}
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) => copy( item ) as Json );
	}
	const out: { [ key: string ]: Json } = {};
	for ( const key in value ) {
		out[ key ] = copy( value[ key ] ) as Json;
	}
	return out;
}

// The read of a field left out is the same every time: one frozen copy per shape node, shared by
// every layer that leaves the field out (a layer is mostly defaults, and copies of them were most
// of a 500-layer module's heap). Frozen, so code that would change one layer's default throws
// instead of changing every layer's.
const presets = new WeakMap< object, unknown >();

function freeze< T >( value: T ): T {
	if (
		typeof value === 'object' &&
		value !== null &&
		! Object.isFrozen( value )
	) {
		Object.values( value ).forEach( freeze );
		Object.freeze( value );
	}
	return value;
}

function preset( node: object, make: () => unknown ): unknown {
	if ( ! presets.has( node ) ) {
		const made = make();
		if ( made === FAIL ) {
			return FAIL;
		}
		presets.set( node, freeze( made ) );
	}
	return presets.get( node );
}

type NumberNode = [ 'n', number, Bound?, Bound?, Bound?, Bound? ];
type ListNode = [ 'a', ShapeNode, Bound?, Bound?, Bound? ];
type LevelsNode = [ 'L', ShapeNode, Json[], number? ];

// The leaves as the nodes they stand for, so that one switch reads both.
const LEAVES: Record< Leaf, ShapeNode > = {
	s: [ 's', 0 ],
	n: [ 'n', 0 ],
	i: [ 'n', 1 ],
	b: [ 'b' ],
	u: [ 'u' ],
};

function number(
	[ , int, gt, gte, lt, lte ]: NumberNode,
	value: unknown
): boolean {
	return (
		typeof value === 'number' &&
		Number.isFinite( value ) &&
		( ! int || Number.isSafeInteger( value ) ) &&
		value > ( gt ?? -Infinity ) &&
		value >= ( gte ?? -Infinity ) &&
		value < ( lt ?? Infinity ) &&
		value <= ( lte ?? Infinity )
	);
}

// An empty array reads as {} where the schema says so (base.ts): PHP encodes an empty map as [].
const emptyAsObject = ( empty: unknown, value: unknown ) =>
	empty && Array.isArray( value ) && ! value.length ? {} : value;

function object( fields: Fields, value: unknown ): unknown {
	const flags = ( fields[ '' ] as number | undefined ) ?? 0;
	const input = emptyAsObject( flags % 2, value );
	if ( ! isObject( input ) ) {
		return fail( 'expected object' );
	}
	const out: Record< string, unknown > = flags > 1 ? { ...input } : {};
	for ( const key in fields ) {
		if ( key === '' ) {
			continue;
		}
		const item = at( fields[ key ], input[ key ], key );
		if ( item === FAIL ) {
			return FAIL;
		}
		if ( item !== undefined || key in input ) {
			out[ key ] = item;
		}
	}
	return out;
}

function list( [ , item, min, max, cut ]: ListNode, value: unknown ): unknown {
	if ( ! Array.isArray( value ) ) {
		return fail( 'expected array' );
	}
	const items = typeof cut === 'number' ? value.slice( 0, cut ) : value;
	if ( items.length < ( min ?? 0 ) || items.length > ( max ?? Infinity ) ) {
		return fail( 'wrong length' );
	}
	// map, not push: the list is made at its exact length (a pushed one keeps spare room, about
	// 200 B per layer of a module's frames and levels).
	let failed = false;
	const out = items.map( ( given, index ) => {
		const entry = failed ? undefined : at( item, given, index );
		failed ||= entry === FAIL;
		return entry;
	} );
	return failed ? FAIL : out;
}

function record( node: ShapeNode, empty: unknown, value: unknown ): unknown {
	const input = emptyAsObject( empty, value );
	if ( ! isObject( input ) ) {
		return fail( 'expected record' );
	}
	const entries: Array< [ string, unknown ] > = [];
	for ( const key of Object.keys( input ) ) {
		const item = at( node, input[ key ], key );
		if ( item === FAIL ) {
			return FAIL;
		}
		entries.push( [ key, item ] );
	}
	// fromEntries defines each key, so a "__proto__" key stays data, not the object's prototype.
	return Object.fromEntries( entries );
}

// Whether a value reads without failing, leaving no issue behind.
function fits( node: ShapeNode, value: unknown ): boolean {
	const before = issue;
	const depth = trail.length;
	const ok = read( node, value ) !== FAIL;
	trail.length = depth;
	issue = before;
	return ok;
}

// A value per device level: spreadLevels (src/schema/levels.ts), as responsive() and the
// carousel's perLevel() do it. Left out, the five defaults.
function levels( node: LevelsNode, value: unknown ): unknown {
	const [ , item, fallback, one ] = node;
	if ( value === undefined ) {
		return preset( node, () => copy( fallback ) );
	}
	const isItem = ( entry: unknown ): entry is Json =>
		entry !== undefined && fits( item, entry );
	if (
		one &&
		! ( Array.isArray( value )
			? value.length <= 5 && value.every( isItem )
			: isItem( value ) )
	) {
		return fail( 'invalid per-level value' );
	}
	const perLevel = list(
		[ 'a', item, 5, 5 ],
		spreadLevels( value, fallback, isItem )
	);
	// The server writes defaults out: a value the same as the default reads as its shared copy.
	return perLevel !== FAIL &&
		JSON.stringify( perLevel ) === fallbackJson( node )
		? preset( node, () => copy( fallback ) )
		: perLevel;
}

// Each levels node's defaults as JSON, written once (they were written again for every read).
const fallbacks = new WeakMap< LevelsNode, string >();

function fallbackJson( node: LevelsNode ): string {
	let json = fallbacks.get( node );
	if ( json === undefined ) {
		json = JSON.stringify( node[ 2 ] );
		fallbacks.set( node, json );
	}
	return json;
}

function read( node: ShapeNode, value: unknown ): unknown {
	if ( typeof node === 'number' ) {
		return read( defs[ node ], value );
	}
	if ( typeof node === 'string' ) {
		// 's' or, optional, '?s'.
		return node[ 1 ] && value === undefined
			? undefined
			: read( LEAVES[ node[ node.length - 1 ] as Leaf ], value );
	}
	if ( ! Array.isArray( node ) ) {
		return object( node, value );
	}
	switch ( node[ 0 ] ) {
		case 's':
			return typeof value === 'string' && value.length >= node[ 1 ]
				? value
				: fail( 'expected string' );
		case 'n':
			return number( node, value ) ? value : fail( 'expected number' );
		case 'b':
			return typeof value === 'boolean'
				? value
				: fail( 'expected boolean' );
		case 'u':
			return value;
		case 'e':
			return node.includes( value as Json, 1 )
				? value
				: fail( 'invalid option' );
		case 'r':
			return record( node[ 1 ], node[ 2 ], value );
		case 'a':
			return list( node, value );
		case '?':
			return value === undefined ? undefined : read( node[ 1 ], value );
		case 'd':
		case 'p': {
			const [ kind, inner, fallback ] = node;
			return value === undefined
				? preset( node, () =>
						kind === 'd'
							? copy( fallback )
							: read( inner, copy( fallback ) )
					)
				: read( inner, value );
		}
		case 'c': {
			const before = issue;
			const item = read( node[ 1 ], value );
			if ( item !== FAIL ) {
				return item;
			}
			issue = before;
			return copy( node[ 2 ] );
		}
		case '|':
			for ( let index = 1; index < node.length; index++ ) {
				const before = issue;
				const item = read( node[ index ] as ShapeNode, value );
				issue = before;
				if ( item !== FAIL ) {
					return item;
				}
			}
			return fail( 'no union option fits' );
		case 'L':
			return levels( node, value );
	}
}

/** Like zod's safeParse: the data, or why there is none. */
export type ShapeResult< T > =
	{ success: true; data: T } | { success: false; error: string };

/**
 * A reader of one shapes file: reads data by one of its shapes, as zod's safeParse of the
 * schema would.
 *
 * @param file The generated file, as imported.
 */
export function shapeReader< F extends { roots: object } >( file: F ) {
	const shapes = file as unknown as ShapeFile;
	return < T >(
		name: keyof F[ 'roots' ] & string,
		value: unknown
	): ShapeResult< T > => {
		defs = shapes.defs;
		issue = '';
		trail.length = 0;
		const data = read( shapes.roots[ name ], value );
		return data === FAIL
			? { success: false, error: issue }
			: { success: true, data: data as T };
	};
}
