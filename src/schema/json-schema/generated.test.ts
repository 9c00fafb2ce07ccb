import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import {
	GENERATE_COMMAND,
	GENERATE_SCRIPT,
	generatedFiles,
	moduleJsonSchema,
} from './documents';
import { WP_KEYWORDS } from './wp-subset';
import type { JsonValue } from './wp-subset';

const root = join( __dirname, '../../..' );

describe( 'files generated from the schemas', () => {
	it.each( generatedFiles() )( '%s is up to date', ( path, text ) => {
		const file = join( root, path );
		const committed = existsSync( file )
			? readFileSync( file, 'utf8' )
			: '';
		if ( committed !== text ) {
			throw new Error(
				`${ path } is stale. Regenerate it with: ${ GENERATE_COMMAND } (${ GENERATE_SCRIPT })`
			);
		}
		expect( committed ).toBe( text );
	} );
} );

describe( 'the module JSON Schema', () => {
	const schema = moduleJsonSchema();

	it( 'describes the stored module', () => {
		const properties = schema.properties as Record< string, JsonValue >;
		expect( Object.keys( properties ) ).toEqual( [
			'version',
			'alias',
			'title',
			'type',
			'settings',
			'slides',
		] );
		expect( properties.alias ).toMatchObject( {
			type: 'string',
			required: true,
		} );
		expect( properties.version ).toEqual( {
			type: 'integer',
			minimum: 0,
			maximum: 2,
		} );
	} );

	it( 'uses only keywords WordPress validates, a type on every node', () => {
		const allowed: string[] = [ ...WP_KEYWORDS, '$schema' ];
		const problems: string[] = [];
		const visit = ( node: JsonValue, path: string ) => {
			if (
				typeof node !== 'object' ||
				node === null ||
				Array.isArray( node )
			) {
				return;
			}
			Object.keys( node )
				.filter( ( key ) => ! allowed.includes( key ) )
				.forEach( ( key ) => problems.push( `${ path }.${ key }` ) );
			if (
				! ( 'type' in node ) &&
				! ( 'anyOf' in node ) &&
				path !== '$'
			) {
				problems.push( `${ path } has no type` );
			}
			const children = [
				...Object.entries(
					( node.properties ?? {} ) as Record< string, JsonValue >
				),
				[ '[]', node.items ?? null ],
				...( ( node.anyOf ?? [] ) as JsonValue[] ).map( ( b, i ) => [
					`|${ i }`,
					b,
				] ),
			] as Array< [ string, JsonValue ] >;
			children.forEach( ( [ key, child ] ) =>
				visit( child, `${ path }.${ key }` )
			);
		};
		visit( { ...schema, title: null, description: null }, '$' );
		expect( problems ).toEqual( [] );
	} );

	it( 'gives the responsive defaults of spec section 3', () => {
		const settings = (
			schema.properties as Record<
				string,
				{
					properties: Record<
						string,
						{ properties: Record< string, unknown > }
					>;
				}
			>
		 ).settings;
		expect( settings.properties.size.properties.width ).toEqual( {
			default: [ 1600, 1240, 1024, 778, 480 ],
			type: 'array',
			items: { type: 'number', minimum: 0, exclusiveMinimum: true },
			minItems: 5,
			maxItems: 5,
		} );
	} );
} );
