// The module editor's global slide and module background fields (issue 16 parts 8 and 9): a
// site owner makes a slide global and in front, gives its layer a range, sets the module
// background and overlay pattern, and sees them on the canvas and in the stored module.
import { test, expect } from '@playwright/test';
import {
	addLayer,
	builderFixture,
	canvasFrame,
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

test( 'a global slide in front with a layer from slide 2, and the module background', async ( {
	page,
} ) => {
	test.slow();
	await openNewModule( page, 'E2E global slide' );
	const addSlide = page.getByRole( 'button', { name: 'Add slide' } );
	await addSlide.click();
	await addSlide.click();
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 3 );

	await openPanel( page, 'Module background' );
	await inspectorField( page, 'Module background colour' ).fill( '#123456' );
	await inspectorField( page, 'Overlay pattern' ).selectOption( '5' );
	await inspectorField( page, 'Pattern size (px)' ).fill( '10' );

	await slideList( page ).getByRole( 'button', { name: 'Slide 3' } ).click();
	await openPanel( page, 'Slide schedule' );
	await page
		.getByLabel( 'Global slide: its layers show over every slide' )
		.check();
	await expect( inspectorField( page, 'Place' ) ).toBeVisible();
	await inspectorField( page, 'Place' ).selectOption( 'front' );
	await addLayer( page, 'Text' );
	await inspectorField( page, 'Layer shows from slide' ).fill( '2' );

	const canvas = canvasFrame( page );
	await expect( canvas.locator( '.stagecraft-module__module-bg' ) ).toHaveCSS(
		'background-color',
		'rgb(18, 52, 86)'
	);
	await expect(
		canvas.locator( '.stagecraft-module__overlay' )
	).toHaveAttribute( 'data-pattern', '5' );
	const front = canvas.locator( '.stagecraft-module__static.is-front' );
	await expect( front ).toHaveCount( 1 );
	// The canvas shows slide 1: the layer's range starts at slide 2.
	await slideList( page ).getByRole( 'button', { name: 'Slide 1' } ).click();
	await expect( front.locator( '[data-layer-id]' ) ).toBeHidden();
	await slideList( page ).getByRole( 'button', { name: 'Slide 2' } ).click();
	await expect( front.locator( '[data-layer-id]' ) ).toBeVisible();

	const stored = await publishAndRead( page );
	expect( stored.settings.bg ).toMatchObject( {
		color: '#123456',
		overlay: { pattern: 5, size: 10 },
	} );
	const global = stored.slides.find( ( slide ) => slide.global );
	expect( global?.pos ).toBe( 'front' );
	expect( global?.layers[ 0 ].sStart ).toBe( 2 );
} );
