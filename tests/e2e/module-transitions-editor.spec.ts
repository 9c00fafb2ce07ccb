// The module editor's "Slide transition" panel: an editor picks a named transition from the
// gallery's list, with its duration and, for slots and boxes, columns and rows; saved in the
// slide's slideshow.trans.
import { test, expect } from '@playwright/test';
import { builderFixture, openPanel, slideList } from './support/module-builder';
import {
	inspectorField,
	openNewModule,
	publishAndRead,
} from './support/module-editor';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

test( 'a slide gets its transition, duration and box counts', async ( {
	page,
} ) => {
	test.slow();
	await openNewModule( page, 'E2E slide transition' );
	await slideList( page ).getByRole( 'button', { name: 'Slide 1' } ).click();
	await openPanel( page, 'Slide transition' );
	const select = inspectorField( page, 'Transition' );
	// Every named transition and random, besides the module default.
	await expect( select.locator( 'option' ) ).toHaveCount( 51 );
	await select.selectOption( { label: '3D cube: left' } );
	await expect( inspectorField( page, 'Columns' ) ).toHaveCount( 0 );
	await select.selectOption( 'boxesfade' );
	await inspectorField( page, 'Duration (ms)' ).fill( '800' );
	await inspectorField( page, 'Columns' ).fill( '3' );
	await inspectorField( page, 'Rows' ).fill( '2' );

	const stored = await publishAndRead( page );
	expect( stored.slides[ 0 ].slideshow.trans ).toMatchObject( {
		e: 'boxesfade',
		d: 800,
		cols: 3,
		rows: 2,
	} );
} );
