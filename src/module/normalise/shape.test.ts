import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import * as z from 'zod/mini';
import demoReply from '../../schema/fixtures/hero-demo.reply.json';
import fullModule from '../../schema/fixtures/full.module.json';
import { VIEW_SCHEMAS } from '../../schema/json-schema/view-shapes';
import { sampleReply } from '../../schema/sample-reply';
import config from './shapes/config.generated.json';
import data from './shapes/data.generated.json';
import modal from './shapes/modal.generated.json';
import stream from './shapes/stream.generated.json';
import { shapeReader } from './shape';

const files = { data, config, modal, stream };
type FileName = keyof typeof VIEW_SCHEMAS;
type ShapeName = {
	[ F in FileName ]: keyof ( typeof VIEW_SCHEMAS )[ F ];
}[ FileName ];

// Each shape with its zod schema and the reader of its file.
const schemas = Object.fromEntries(
	( Object.keys( files ) as FileName[] ).flatMap( ( file ) =>
		Object.entries( VIEW_SCHEMAS[ file ] ).map( ( [ name, schema ] ) => [
			name,
			{
				schema: schema as z.ZodMiniType,
				read: shapeReader( files[ file ] ) as (
					shape: string,
					value: unknown
				) => ReturnType< ReturnType< typeof shapeReader > >,
			},
		] )
	)
) as Record<
	ShapeName,
	{
		schema: z.ZodMiniType;
		read: (
			shape: string,
			value: unknown
		) => ReturnType< ReturnType< typeof shapeReader > >;
	}
>;

type Data = Record< string, unknown >;

const demoDir = join( __dirname, '../../../demo/modules' );
const demoModules = readdirSync( demoDir )
	.filter( ( name ) => name.endsWith( '.json' ) )
	.map(
		( name ) =>
			JSON.parse( readFileSync( join( demoDir, name ), 'utf8' ) ) as Data
	);

// Stored modules read as replies: the reply has their settings and slides.
const replies: Data[] = [
	demoReply as Data,
	sampleReply() as Data,
	{ success: 1, ...( fullModule as Data ) },
	...demoModules.map( ( module ) => ( { success: true, ...module } ) ),
];
const slidesOf = ( reply: Data ) =>
	( ( reply.slides ?? [] ) as Data[] ).filter(
		( slide ) => typeof slide === 'object'
	);
const layers = replies.flatMap( ( reply ) =>
	slidesOf( reply ).flatMap( ( slide ) => ( slide.layers ?? [] ) as Data[] )
);
const fonts = replies.flatMap(
	( reply ) =>
		( ( reply.settings as Data | undefined )?.fonts ?? [] ) as Data[]
);

const corpus: Record< ShapeName, Data[] > = {
	reply: replies,
	layer: layers,
	settings: [ {}, ...replies.map( ( reply ) => reply.settings as Data ) ],
	font: [ ...fonts, { family: 'Inter', weights: [ 400, '600-800' ] } ],
	config: [
		{ ajaxUrl: '/a', ajaxAction: 'x', genericAction: 'y', nonce: 'n' },
	],
	modalReply: [ { success: true, id: 3, sp: 0.8, h: 'left', navs: [] } ],
	modalRegistration: [ { alias: 'm', speed: 500, bg: 'transparent' } ],
	stream: [
		{
			success: 1,
			data: [ { sourceSlideId: 4, title: 'T', image: { src: 'a.jpg' } } ],
		},
	],
};

// A small deterministic generator, so a failure names a case that comes back.
function random( seed: number ) {
	let state = seed;
	return ( below: number ) => {
		state = ( state * 1103515245 + 12345 ) % 2147483648;
		return state % below;
	};
}

const JUNK: unknown[] = [
	undefined,
	null,
	0,
	-1,
	1.5,
	2,
	'',
	'x',
	'50%',
	true,
	false,
	[],
	{},
	[ 1, 'a' ],
	[ true, false, true ],
	{ a: 1 },
	'horizontal',
	'3d',
	Infinity,
];

function paths( value: unknown, at: PropertyKey[] = [] ): PropertyKey[][] {
	if ( typeof value !== 'object' || value === null ) {
		return [ at ];
	}
	return [
		at,
		...Object.entries( value ).flatMap( ( [ key, item ] ) =>
			paths( item, [
				...at,
				Array.isArray( value ) ? Number( key ) : key,
			] )
		),
	];
}

function mutate( value: unknown, at: PropertyKey[], junk: unknown ): unknown {
	if ( ! at.length ) {
		return junk;
	}
	const copy = JSON.parse( JSON.stringify( value ) ) as Data;
	let parent: Data = copy;
	at.slice( 0, -1 ).forEach( ( key ) => {
		parent = parent[ key as string ] as Data;
	} );
	const last = at[ at.length - 1 ] as string;
	if ( junk === undefined && ! Array.isArray( parent ) ) {
		delete parent[ last ];
	} else {
		parent[ last ] = junk;
	}
	return copy;
}

function expectSame( name: ShapeName, value: unknown ) {
	const expected = z.safeParse( schemas[ name ].schema, value );
	const read = schemas[ name ].read( name, value );
	expect( read.success ).toBe( expected.success );
	if ( read.success && expected.success ) {
		expect( read.data ).toEqual( expected.data );
	}
}

describe( 'the generated shapes', () => {
	it( 'cover every shape', () => {
		expect( Object.keys( corpus ).sort() ).toEqual(
			Object.keys( schemas ).sort()
		);
	} );

	it.each( Object.keys( corpus ) as ShapeName[] )(
		'read %s data as its zod schema does',
		( name ) => {
			expect( corpus[ name ].length ).toBeGreaterThan( 0 );
			corpus[ name ].forEach( ( value ) => expectSame( name, value ) );
		}
	);

	it.each( Object.keys( corpus ) as ShapeName[] )(
		'read %s data with wrong values as its zod schema does',
		( name ) => {
			expect.hasAssertions();
			const next = random( name.length * 7919 );
			corpus[ name ].forEach( ( value ) => {
				const all = paths( value );
				for ( let round = 0; round < 40; round++ ) {
					const at = all[ next( all.length ) ];
					const junk = JUNK[ next( JUNK.length ) ];
					expectSame( name, mutate( value, at, junk ) );
				}
			} );
		}
	);

	it( 'write a node used in several places once, in defs', () => {
		// Where a shape refers to defs[ index ] (a number in a node's place).
		const refer = ( node: unknown, found: number[] ): void => {
			if ( typeof node === 'number' ) {
				found.push( node );
			} else if ( Array.isArray( node ) ) {
				const [ kind, ...rest ] = node as unknown[];
				const nodes = kind === '|' ? rest : rest.slice( 0, 1 );
				if ( 'ra?dpcL|'.includes( kind as string ) ) {
					nodes.forEach( ( child ) => refer( child, found ) );
				}
			} else if ( typeof node === 'object' && node !== null ) {
				Object.entries( node )
					.filter( ( [ key ] ) => key !== '' )
					.forEach( ( [ , child ] ) => refer( child, found ) );
			}
		};
		Object.values( files ).forEach( ( file ) => {
			const defs = file.defs as unknown[];
			const texts = defs.map( ( def ) => JSON.stringify( def ) );
			expect( new Set( texts ).size ).toBe( texts.length );
			const found: number[] = [];
			[ ...defs, ...Object.values( file.roots ) ].forEach( ( node ) =>
				refer( node, found )
			);
			defs.forEach( ( _def, index ) =>
				expect(
					found.filter( ( at ) => at === index ).length
				).toBeGreaterThan( 1 )
			);
		} );
	} );

	it( 'read a per-level value written out as its default as the one shared default', () => {
		const layer = ( vis: unknown ) => {
			const read = schemas.layer.read( 'layer', {
				id: 1,
				type: 'text',
				vis,
			} );
			if ( ! read.success ) {
				throw new Error( read.error );
			}
			return ( read.data as { vis: boolean[] } ).vis;
		};
		const shared = layer( undefined );
		expect( layer( [ true, true, true, true, true ] ) ).toBe( shared );
		expect( layer( true ) ).toBe( shared );
		expect( Object.isFrozen( shared ) ).toBe( true );
		const own = layer( [ true, false ] );
		expect( own ).toEqual( [ true, false, false, false, false ] );
		expect( own ).not.toBe( shared );
	} );

	it( 'keep a "__proto__" key of a map as data', () => {
		const read = schemas.layer.read(
			'layer',
			JSON.parse(
				'{"id":1,"type":"text","mod":{"mouse":{"__proto__":{"polluted":"yes"}}}}'
			)
		);
		if ( ! read.success ) {
			throw new Error( read.error );
		}
		const { mouse } = ( read.data as { mod: { mouse: object } } ).mod;
		expect( Object.getPrototypeOf( mouse ) ).toBe( Object.prototype );
		expect( Object.keys( mouse ) ).toEqual( [ '__proto__' ] );
	} );

	it( 'say where a value does not fit', () => {
		const read = schemas.layer.read( 'layer', {
			id: 1,
			type: 'text',
			tl: 5,
		} );
		expect( read ).toEqual( {
			success: false,
			error: 'tl: expected object',
		} );
	} );
} );
