import * as z from 'zod/mini';
import { storedModuleSchema, type StoredModule } from '../schema/module';
import { fieldOf } from './api';
import { addLayer, addSlide } from './store/edits';
import { schemaProblem } from './schema-problem';

const blank = (): StoredModule =>
	z.parse( storedModuleSchema, { alias: 'm', title: 'M' } );

describe( 'schema problems', () => {
	it( 'accepts what the editor makes', () => {
		expect(
			schemaProblem(
				addLayer( addSlide( blank(), 'S' ), 0, 'text' ).module
			)
		).toBeNull();
	} );

	it( 'names the refused field as the server does', () => {
		const m = addLayer( addSlide( blank(), 'S' ), 0, 'text' ).module;
		m.slides[ 0 ].layers[ 0 ].tr = { o: 3 };
		const problem = schemaProblem( m );
		expect( problem?.field ).toBe( 'module[slides][0][layers][0][tr][o]' );
		expect( problem?.message ).toMatch( /^Not saved: .+\.$/ );
		expect( schemaProblem( { ...blank(), alias: '' } )?.field ).toBe(
			'module[alias]'
		);
	} );

	it( "reads the field out of the server's messages", () => {
		expect(
			fieldOf( 'module[slides][0][title] is not of type string.' )
		).toBe( 'module[slides][0][title]' );
		expect( fieldOf( 'The body must be a JSON object.' ) ).toBeUndefined();
	} );
} );
