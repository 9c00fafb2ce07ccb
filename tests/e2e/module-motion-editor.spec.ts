// The module editor's motion fields (issue 16 part 9), as a site owner uses them: a text layer
// gets split text, a mask, a filter and a loop in the inspector, shows its loop on the
// timeline and its split units on the canvas; the module gets a default transition, and a
// slide's transition plays on the canvas from the preview button.
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

test( 'a layer gets split text, mask, filter, clip and a loop, seen on the canvas', async ( {
	page,
} ) => {
	test.slow();
	await openNewModule( page, 'E2E motion fields' );
	await addLayer( page, 'Text' );
	await openPanel( page, 'Reveal effects' );
	await inspectorField( page, 'Split text' ).selectOption( 'words' );
	await inspectorField( page, 'Stagger (ms)' ).fill( '120' );
	await inspectorField( page, 'Mask reveal' ).selectOption( 'bottom' );
	await inspectorField( page, 'Clip reveal from (percent shown)' ).fill(
		'20'
	);
	await inspectorField( page, 'Blur (px)' ).fill( '6' );
	await openPanel( page, 'Loop and pan' );
	await inspectorField( page, 'Loop' ).selectOption( 'float' );
	await inspectorField( page, 'Loop duration (ms)' ).fill( '800' );

	// The loop shows on the layer's track.
	await expect(
		page.locator( '.stagecraft-timeline__ambient.is-loop' )
	).toHaveCount( 1 );
	// The canvas runs the layer in: its words are units of their own.
	const canvas = canvasFrame( page );
	await expect(
		canvas.locator( '.stagecraft-split__word' ).first()
	).toBeAttached();
	await expect(
		canvas.locator( '.stagecraft-split[aria-hidden="true"]' )
	).toHaveCount( 1 );

	const stored = await publishAndRead( page );
	const tl = stored.slides[ 0 ].layers[ 0 ].tl;
	expect( tl.split ).toMatchObject( { words: true, s: 120 } );
	expect( tl.mask?.frames[ 0 ] ).toMatchObject( { y: 100 } );
	expect( tl.in?.frames[ 0 ].clip ).toBe( 20 );
	expect( tl.in?.frames.at( -1 )?.clip ).toBe( 100 );
	expect( tl.filter ).toMatchObject( { blur: 6 } );
	expect( tl.loop ).toMatchObject( { r: -1, y: true } );
	expect( tl.loop?.frames[ 0 ] ).toMatchObject( { y: -20, d: 800 } );
} );

test( 'the module default transition, and a slide transition previewed on the canvas', async ( {
	page,
} ) => {
	test.slow();
	await openNewModule( page, 'E2E transition preview' );
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await expect( slideList( page ).getByRole( 'button' ) ).toHaveCount( 2 );

	await openPanel( page, 'Default slide transition' );
	await inspectorField( page, 'Default transition' ).selectOption( 'pushup' );

	await slideList( page ).getByRole( 'button', { name: 'Slide 2' } ).click();
	await openPanel( page, 'Slide transition' );
	await expect(
		inspectorField( page, 'Transition' ).locator( 'option' ).first()
	).toHaveText( 'Module default (pushup)' );
	await inspectorField( page, 'Transition' ).selectOption( 'curtainleft' );
	const preview = page.getByRole( 'button', {
		name: 'Preview on the canvas',
	} );
	await expect( preview ).toBeEnabled();
	// The canvas runs the module again after the edit; then the preview plays slide 1 → 2.
	const slide2 = canvasFrame( page ).locator(
		'.stagecraft-module__slide[data-slide-index="1"]'
	);
	await expect( slide2 ).toHaveClass( /is-active/ );
	await expect
		.poll(
			async () => {
				await preview.click();
				return slide2.evaluate(
					( el: HTMLElement ) =>
						new Promise< string | undefined >( ( resolve ) => {
							const seen = () =>
								el.dataset.bgState === 'animating'
									? el.dataset.transition
									: undefined;
							const observer = new MutationObserver( () => {
								if ( seen() ) {
									observer.disconnect();
									resolve( seen() );
								}
							} );
							observer.observe( el, { attributes: true } );
							setTimeout( () => {
								observer.disconnect();
								resolve( seen() );
							}, 4000 );
						} )
				);
			},
			{ timeout: 30_000 }
		)
		.toBe( 'curtainleft' );

	const stored = await publishAndRead( page );
	expect( stored.settings.slideshow.trans ).toMatchObject( { e: 'pushup' } );
	expect( stored.slides[ 1 ].slideshow.trans ).toMatchObject( {
		e: 'curtainleft',
	} );
} );
