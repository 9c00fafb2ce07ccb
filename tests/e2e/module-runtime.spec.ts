import { test, expect } from '@playwright/test';
import { SLIDER } from './runtime-helpers';
import { shifts, untilQuiet, watchLayoutShifts } from './support/chrome';

test( 'nothing shifts while the modules mount (CLS 0)', async ( { page } ) => {
	await watchLayoutShifts( page );
	await page.goto( '/modules/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	for ( const alias of [ 'slider-demo', 'layers-demo' ] ) {
		await page
			.locator( `#stagecraft-module-${ alias }` )
			.scrollIntoViewIfNeeded();
		await page.evaluate( ( a ) => window.Stagecraft.ready( a ), alias );
	}
	await untilQuiet( page );
	expect( await shifts( page ) ).toEqual( [] );
} );

test( 'without JavaScript the slider shows its first slide as a labelled carousel', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/modules/' );
	const module = page.locator( SLIDER );
	await expect( module ).toHaveAttribute( 'role', 'region' );
	await expect( module ).toHaveAttribute(
		'aria-roledescription',
		'carousel'
	);
	await expect( module ).toHaveAttribute( 'data-alias', 'slider-demo' );
	const slide = module.locator( '.stagecraft-module__slide' );
	await expect( slide ).toHaveCount( 1 );
	await expect( slide ).toHaveAttribute( 'aria-label', '1 of 3' );
	await expect(
		slide.locator( '.stagecraft-module__layer' ).first()
	).toBeVisible();
	await context.close();
} );

test( 'the layers demo renders every layer type', async ( { page } ) => {
	await page.goto( '/modules/' );
	const module = page.locator( '#stagecraft-module-layers-demo' );
	await module.scrollIntoViewIfNeeded();
	await page.evaluate( () => window.Stagecraft.ready( 'layers-demo' ) );
	for ( const type of [
		'text',
		'button',
		'image',
		'video',
		'audio',
		'shape',
		'svg',
		'container',
		'group',
		'row',
		'column',
		'zone',
		'linebreak',
	] ) {
		await expect(
			module.locator( `.stagecraft-module__layer--${ type }` ).first()
		).toBeAttached();
	}
	// Nested by pid: the heading sits in column 1 of the row.
	await expect(
		module.locator(
			// Each layer sits in its wrapper inside its parent layer.
			'[data-layer-id="1"] > [data-wrap-of="2"] > [data-layer-id="2"] > [data-wrap-of="4"] > [data-layer-id="4"]'
		)
	).toHaveText( 'Every layer type' );
	const button = module.locator( '[data-layer-id="6"]' );
	await expect( button ).toHaveAttribute( 'rel', 'noopener nofollow' );
	// Not a slider: no autoplay control, no interim navigation.
	await expect( module.locator( '.stagecraft-module__play' ) ).toHaveCount(
		0
	);
} );
