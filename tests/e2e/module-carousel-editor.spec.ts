// The module editor's carousel panel: a value set there changes the carousel in the canvas.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { insertModuleBlock, publish } from './support/editor';
import { logIn } from './support/log-in';
import {
	builderFixture,
	canvasFrame,
	createModule,
	openPanel,
	slideList,
	storedModule,
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

// A layout number the canvas's stylesheet picked for its level.
const stageProperty = ( page: Page, name: string ) =>
	canvasFrame( page )
		.locator( '.stagecraft-module__stage' )
		.evaluate(
			( stage, property ) =>
				getComputedStyle( stage ).getPropertyValue( property ).trim(),
			name
		);

// The space between slides the canvas's stylesheet picked for its level.
const stageSpace = ( page: Page ) =>
	stageProperty( page, '--stagecraft-space' );

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

	// One visible slide on this level (the large desktop): the others leave the window and
	// become inert.
	await field( page, 'Visible slides on this level' ).fill( '1' );
	await expect( canvasSlide( page, 1 ) ).toHaveAttribute( 'inert', /.*/ );
	await expect( canvasSlide( page, 2 ) ).not.toHaveAttribute( 'inert', /.*/ );

	// Per device level, switched in the toolbar: phones still show three, and get their own
	// space between slides.
	await page.getByRole( 'button', { name: /^Mobile/ } ).click();
	await expect( field( page, 'Visible slides on this level' ) ).toHaveValue(
		'3'
	);
	await expect( canvasSlide( page, 1 ) ).not.toHaveAttribute( 'inert', /.*/ );
	await field( page, 'Space between slides on this level (px)' ).fill( '30' );
	await expect.poll( () => stageSpace( page ) ).toBe( '30px' );
	// Alignment and own widths per level too: phones put the focused slide at the start.
	await field( page, 'Focused slide alignment on this level' ).selectOption(
		'left'
	);
	await field(
		page,
		'Slides keep their own widths on this level (justify)'
	).check();
	await expect
		.poll( () => stageProperty( page, '--stagecraft-lo' ) )
		.toBe( '0' );
	await expect
		.poll( () => stageProperty( page, '--stagecraft-justify' ) )
		.toBe( '1' );
	await page.getByRole( 'button', { name: /^Large desktop/ } ).click();
	await expect(
		field( page, 'Focused slide alignment on this level' )
	).toHaveValue( 'center' );
	await expect(
		field( page, 'Slides keep their own widths on this level (justify)' )
	).not.toBeChecked();
	await expect
		.poll( () => stageProperty( page, '--stagecraft-justify' ) )
		.toBe( '0' );
	await expect( field( page, 'Visible slides on this level' ) ).toHaveValue(
		'1'
	);
	await expect(
		field( page, 'Space between slides on this level (px)' )
	).toHaveValue( '0' );
	await expect( canvasSlide( page, 1 ) ).toHaveAttribute( 'inert', /.*/ );
	await expect.poll( () => stageSpace( page ) ).toBe( '0px' );

	await field( page, 'Spin' ).selectOption( '3d' );
	await expect(
		canvasFrame( page ).locator( '.stagecraft-module' )
	).toHaveClass( /is-spin-3d/ );

	// Saved as five values, one per level (the server's schema takes them).
	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();
	const stored = ( await storedModule( page ) ) as {
		settings: {
			carousel: {
				maxV: number[];
				space: number[];
				align: string[];
				justify: boolean[];
			};
		};
	};
	expect( stored.settings.carousel.maxV ).toEqual( [ 1, 3, 3, 3, 3 ] );
	expect( stored.settings.carousel.space ).toEqual( [ 0, 0, 0, 0, 30 ] );
	expect( stored.settings.carousel.align ).toEqual( [
		'center',
		'center',
		'center',
		'center',
		'left',
	] );
	expect( stored.settings.carousel.justify ).toEqual( [
		false,
		false,
		false,
		false,
		true,
	] );
} );

test( 'a carousel authored with five slides in view on the large desktop and one on mobile shows them to visitors', async ( {
	page,
	browser,
} ) => {
	test.slow();
	const title = 'E2E builder carousel levels';
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await createModule( page, title, 'A blank carousel' );
	for ( let count = 2; count <= 6; count++ ) {
		await page.getByRole( 'button', { name: 'Add slide' } ).click();
		await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount(
			count
		);
	}
	await openPanel( page, 'Carousel' );
	// Endless, so the first slide has neighbours on both sides of the window.
	await field( page, 'Endless (infinity)' ).check();
	await page.getByRole( 'button', { name: /^Large desktop/ } ).click();
	await field( page, 'Visible slides on this level' ).fill( '5' );
	await page.getByRole( 'button', { name: /^Mobile/ } ).click();
	await field( page, 'Visible slides on this level' ).fill( '1' );
	await expect(
		canvasFrame( page ).locator( '.stagecraft-module__slide:not([inert])' )
	).toHaveCount( 1 );
	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();

	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await insertModuleBlock( page, `${ title } page`, title );
	const url = await publish( page );

	for ( const [ width, shown ] of [
		[ 1440, 5 ],
		[ 390, 1 ],
	] as const ) {
		const visitor = await browser.newPage( {
			viewport: { width, height: 900 },
		} );
		await visitor.goto( url );
		const module = visitor.locator( '.stagecraft-module' ).first();
		const alias =
			( await module.getAttribute( 'data-stagecraft-alias' ) ) ?? '';
		await visitor.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
		await expect(
			module.locator( '.stagecraft-module__slide:not([inert])' )
		).toHaveCount( shown );
		await visitor.close();
	}
} );
