// Authoring a layer action in the module editor (issue 19, editor): a button's action is added in
// the Actions panel, stored, and a visitor's click runs it.
import { test, expect } from '@playwright/test';
import { insertModuleBlock, publish } from './support/editor';
import {
	addLayer,
	builderFixture,
	openPanel,
	slideList,
} from './support/module-builder';
import {
	inspectorField,
	openNewModule,
	publishAndRead,
} from './support/module-editor';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const TITLE = 'E2E builder actions';

test( 'an action authored in the Actions panel runs for a visitor', async ( {
	page,
	browser,
} ) => {
	test.slow();
	await openNewModule( page, TITLE );
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await slideList( page ).getByRole( 'button', { name: 'Slide 1' } ).click();
	await addLayer( page, 'Button' );
	await inspectorField( page, 'Text' ).fill( 'Show slide two' );
	await openPanel( page, 'Actions' );
	await page
		.locator( '.stagecraft-editor__inspector' )
		.getByRole( 'button', { name: 'Add an action' } )
		.click();
	await inspectorField( page, 'Action' ).selectOption( {
		label: 'Go to a slide',
	} );
	await inspectorField( page, 'Slide' ).fill( '1' );
	await inspectorField( page, 'Delay (ms)' ).fill( '100' );
	await inspectorField( page, 'When' ).selectOption( { label: 'Click' } );

	const stored = await publishAndRead( page );
	const button = stored.slides[ 0 ].layers.find(
		( l ) => l.type === 'button'
	);
	expect( button?.actions ).toMatchObject( [
		{ a: 'jumpto', evt: 'click', target: '1', d: 100 },
	] );

	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await insertModuleBlock( page, 'E2E builder actions page', TITLE );
	const url = await publish( page );

	const visitor = await browser.newPage( {
		viewport: { width: 1440, height: 900 },
	} );
	await visitor.goto( url );
	const module = visitor.locator( '.stagecraft-module' ).first();
	const alias =
		( await module.getAttribute( 'data-stagecraft-alias' ) ) ?? '';
	await visitor.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
	await visitor.evaluate(
		( a ) => window.Stagecraft.get( a )?.pause(),
		alias
	);
	const current = () =>
		visitor.evaluate(
			( a ) => window.Stagecraft.get( a )?.current()?.index,
			alias
		);
	expect( await current() ).toBe( 0 );
	await module.getByRole( 'button', { name: 'Show slide two' } ).click();
	await expect.poll( current ).toBe( 1 );
	await visitor.close();
} );
