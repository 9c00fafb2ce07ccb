import { ANY_TYPE, toWpSchema } from './wp-subset';

describe( 'toWpSchema', () => {
	it( 'turns required lists into per-property booleans', () => {
		expect(
			toWpSchema( {
				type: 'object',
				properties: { a: { type: 'string' }, b: { type: 'number' } },
				required: [ 'a' ],
			} )
		).toEqual( {
			type: 'object',
			properties: {
				a: { type: 'string', required: true },
				b: { type: 'number' },
			},
		} );
	} );

	it( 'expresses a tuple of one entry type as a fixed-length array', () => {
		expect(
			toWpSchema( {
				type: 'array',
				items: [ { type: 'number' }, { type: 'number' } ],
				additionalItems: false,
				minItems: 2,
				maxItems: 2,
			} )
		).toEqual( {
			type: 'array',
			items: { type: 'number' },
			minItems: 2,
			maxItems: 2,
		} );
		expect( () =>
			toWpSchema( {
				type: 'array',
				items: [ { type: 'number' }, { type: 'string' } ],
			} )
		).toThrow( 'tuples' );
	} );

	it( 'gives every node a type WordPress accepts', () => {
		expect( toWpSchema( {} ) ).toEqual( { type: ANY_TYPE } );
		expect( toWpSchema( { enum: [ 'a', 'b' ] } ) ).toEqual( {
			enum: [ 'a', 'b' ],
			type: 'string',
		} );
		expect(
			toWpSchema( { anyOf: [ { type: 'integer' }, { type: 'string' } ] } )
		).toEqual( { type: [ 'integer', 'string' ] } );
	} );

	it( 'keeps anyOf of real schemas and drops what WordPress ignores', () => {
		expect(
			toWpSchema( {
				anyOf: [
					{ type: 'string' },
					{
						type: 'object',
						properties: { a: { type: 'number' } },
						additionalProperties: {},
					},
				],
				$comment: 'x',
				const: 1,
			} )
		).toEqual( {
			anyOf: [
				{ type: 'string' },
				{ type: 'object', properties: { a: { type: 'number' } } },
			],
		} );
	} );

	it( 'strips the safe-integer bounds but keeps real ones', () => {
		expect(
			toWpSchema( {
				type: 'integer',
				minimum: -Number.MAX_SAFE_INTEGER,
				maximum: Number.MAX_SAFE_INTEGER,
			} )
		).toEqual( { type: 'integer' } );
		expect(
			toWpSchema( { type: 'integer', minimum: 0, maximum: 3 } )
		).toEqual( {
			type: 'integer',
			minimum: 0,
			maximum: 3,
		} );
	} );

	it( 'refuses references, which WordPress cannot follow', () => {
		expect( () => toWpSchema( { $ref: '#/$defs/a' } ) ).toThrow( 'inline' );
	} );
} );
