// The module editor's carousel panel: a value set there changes the carousel in the canvas.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logIn } from './support/log-in';
import {
	builderFixture,
	canvasFrame,
	createModule,
	openPanel,
	slideList,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const field = ( page: Page, label: string ) =>
	page
		.locator( '.stagecraft-editor__inspector' )
		.getByLabel( label, { exact: true } );

// The canvas's slide at an index: its opacity and whether it is reachable.
const canvasSlide = ( page: Page, index: number ) =>
	canvasFrame( page ).locator(
		`.stagecraft-module__slide[data-slide-index="${ index }"]`
	);

const opacityOf = ( page: Page, index: number ) =>
	canvasSlide( page, index ).evaluate( ( element ) =>
		Number( getComputedStyle( element ).opacity )
	);

test( 'the carousel panel edits the carousel with a live canvas', async ( {
	page,
} ) => {
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await createModule( page, 'E2E builder carousel', 'A blank carousel' );
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 3 );

	// The canvas opens on the selected slide (the third): the second is its neighbour in view,
	// at full opacity to begin with.
	await expect( canvasSlide( page, 1 ) ).not.toHaveAttribute( 'inert', /.*/ );
	await expect.poll( () => opacityOf( page, 1 ) ).toBeCloseTo( 1, 2 );

	await openPanel( page, 'Carousel' );
	await field( page, 'Opacity of side slides (%)' ).fill( '40' );
	await expect.poll( () => opacityOf( page, 1 ) ).toBeCloseTo( 0.4, 2 );
	await expect.poll( () => opacityOf( page, 2 ) ).toBeCloseTo( 1, 2 );

	// One visible slide: the others leave the window and become inert.
	await field( page, 'Visible slides' ).fill( '1' );
	await expect( canvasSlide( page, 1 ) ).toHaveAttribute( 'inert', /.*/ );
	await expect( canvasSlide( page, 2 ) ).not.toHaveAttribute( 'inert', /.*/ );

	await field( page, 'Spin' ).selectOption( '3d' );
	await expect(
		canvasFrame( page ).locator( '.stagecraft-module' )
	).toHaveClass( /is-spin-3d/ );
} );
