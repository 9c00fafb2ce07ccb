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

/** One node of a generated shape (see view-shapes.ts for how each is written). */
export type ShapeNode =
	| { k: 's'; min?: number }
	| {
			k: 'n';
			int?: number;
			gt?: number;
			gte?: number;
			lt?: number;
			lte?: number;
	  }
	| { k: 'b' }
	| { k: 'u' }
	| { k: 'e'; v: Json[] }
	| { k: 'o'; p: Record< string, ShapeNode >; e?: number; x?: number }
	| { k: 'r'; v: ShapeNode; e?: number }
	| { k: 'a'; v: ShapeNode; min?: number; max?: number; cut?: number }
	| { k: '?'; v: ShapeNode }
	| { k: 'd' | 'p'; v: ShapeNode; d: Json }
	| { k: 'c'; v: ShapeNode; c?: Json }
	| { k: '|'; v: ShapeNode[] }
	| { k: 'L'; v: ShapeNode; f: Json[]; one?: number }
	| { k: '#'; i: number };

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
const presets = new WeakMap< ShapeNode, unknown >();

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

function preset( node: ShapeNode, make: () => unknown ): unknown {
	if ( ! presets.has( node ) ) {
		const made = make();
		if ( made === FAIL ) {
			return FAIL;
		}
		presets.set( node, freeze( made ) );
	}
	return presets.get( node );
}

function number( node: ShapeNode & { k: 'n' }, value: unknown ): boolean {
	return (
		typeof value === 'number' &&
		Number.isFinite( value ) &&
		( ! node.int || Number.isSafeInteger( value ) ) &&
		( node.gt === undefined || value > node.gt ) &&
		( node.gte === undefined || value >= node.gte ) &&
		( node.lt === undefined || value < node.lt ) &&
		( node.lte === undefined || value <= node.lte )
	);
}

function object( node: ShapeNode & { k: 'o' }, value: unknown ): unknown {
	const input =
		node.e && Array.isArray( value ) && ! value.length ? {} : value;
	if ( ! isObject( input ) ) {
		return fail( 'expected object' );
	}
	const out: Record< string, unknown > = node.x ? { ...input } : {};
	for ( const key in node.p ) {
		const item = at( node.p[ key ], input[ key ], key );
		if ( item === FAIL ) {
			return FAIL;
		}
		if ( item !== undefined || key in input ) {
			out[ key ] = item;
		}
	}
	return out;
}

function list( node: ShapeNode & { k: 'a' }, value: unknown ): unknown {
	if ( ! Array.isArray( value ) ) {
		return fail( 'expected array' );
	}
	const items = node.cut === undefined ? value : value.slice( 0, node.cut );
	if (
		items.length < ( node.min ?? 0 ) ||
		items.length > ( node.max ?? Infinity )
	) {
		return fail( 'wrong length' );
	}
	const out: unknown[] = [];
	for ( let index = 0; index < items.length; index++ ) {
		const item = at( node.v, items[ index ], index );
		if ( item === FAIL ) {
			return FAIL;
		}
		out.push( item );
	}
	return out;
}

function record( node: ShapeNode & { k: 'r' }, value: unknown ): unknown {
	const input =
		node.e && Array.isArray( value ) && ! value.length ? {} : value;
	if ( ! isObject( input ) ) {
		return fail( 'expected record' );
	}
	const entries: Array< [ string, unknown ] > = [];
	for ( const key of Object.keys( input ) ) {
		const item = at( node.v, input[ key ], key );
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
// carousel's perLevel() do it.
function levels( node: ShapeNode & { k: 'L' }, value: unknown ): unknown {
	const isItem = ( item: unknown ): item is Json =>
		item !== undefined && fits( node.v, item );
	if (
		node.one &&
		! ( Array.isArray( value )
			? value.length <= 5 && value.every( isItem )
			: isItem( value ) )
	) {
		return fail( 'invalid per-level value' );
	}
	return list(
		{ k: 'a', v: node.v, min: 5, max: 5 },
		spreadLevels( value, node.f, isItem )
	);
}

function read( node: ShapeNode, value: unknown ): unknown {
	switch ( node.k ) {
		case '#':
			return read( defs[ node.i ], value );
		case 's':
			return typeof value === 'string' &&
				value.length >= ( node.min ?? 0 )
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
			return node.v.includes( value as Json )
				? value
				: fail( 'invalid option' );
		case 'o':
			return object( node, value );
		case 'r':
			return record( node, value );
		case 'a':
			return list( node, value );
		case '?':
			return value === undefined ? undefined : read( node.v, value );
		case 'd':
			return value === undefined
				? preset( node, () => copy( node.d ) )
				: read( node.v, value );
		case 'p':
			return value === undefined
				? preset( node, () => read( node.v, copy( node.d ) ) )
				: read( node.v, value );
		case 'c': {
			const before = issue;
			const item = read( node.v, value );
			if ( item !== FAIL ) {
				return item;
			}
			issue = before;
			return copy( node.c );
		}
		case '|':
			for ( const option of node.v ) {
				const before = issue;
				const item = read( option, value );
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
