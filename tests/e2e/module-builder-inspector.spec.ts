// The module editor's inspector fields (issue 15 parts 2 and 4) as a site owner uses them: one
// field of each group set through the panels, published, and checked where a visitor sees it
// (link, border and radius, shadow, spacing, opacity, attributes, accessibility, rich text, shape,
// svg, slide colour and gradient, navigation arrows) or in the stored module where a visitor
// cannot (hover, toggle, thumbnail, schedule, progress bar, wheel, full height, deep links, CSS).
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import * as z from 'zod/mini';
import { storedModuleSchema } from '../../src/schema/module';
import { insertModuleBlock, publish } from './support/editor';
import {
	addLayer,
	builderFixture,
	layerList,
	openPanel,
	slideList,
	storedModule,
} from './support/module-builder';
import { inspectorField, openNewModule } from './support/module-editor';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const TITLE = 'E2E builder inspector';
const LINK = '/?stagecraft-e2e=inspector-link';
const SVG = '/wp-admin/images/wordpress-logo.svg';

const LAYER_PANELS = [
	'Button link',
	'Toggle text',
	'Spacing',
	'Border and radius',
	'Shadow',
	'Opacity and rotation',
	'Hover',
	'Attributes',
	'Accessibility',
];

/**
 * The button layer (id 1): link, box fields, hover, toggle, attributes and accessibility.
 *
 * @param page The editor.
 */
async function buildButton( page: Page ) {
	await addLayer( page, 'Button' );
	await inspectorField( page, 'Text' ).fill( 'Book a tour' );
	// Away from the layers added later, which start where it starts.
	await inspectorField( page, 'X offset (px)' ).fill( '500' );
	await inspectorField( page, 'Y offset (px)' ).fill( '300' );
	for ( const title of LAYER_PANELS ) {
		await openPanel( page, title );
	}
	await inspectorField( page, 'Link address (URL)' ).fill( LINK );
	await inspectorField( page, 'Open in a new window' ).check();
	await inspectorField( page, 'Ask search engines not to follow it' ).check();

	await inspectorField( page, 'Padding (px)' ).fill( '14' );
	await inspectorField( page, 'Border style' ).selectOption( 'solid' );
	await inspectorField( page, 'Border width (px)' ).fill( '3' );
	await inspectorField( page, 'Border colour' ).fill( '#ff0000' );
	await inspectorField( page, 'Corner radius (px)' ).fill( '12' );
	await page.getByRole( 'checkbox', { name: 'Box shadow' } ).check();
	await inspectorField( page, 'Box shadow blur (px)' ).fill( '20' );
	await page
		.getByRole( 'spinbutton', { name: 'Opacity (%)', exact: true } )
		.fill( '80' );
	await inspectorField( page, 'Rotation (degrees)' ).fill( '4' );

	await inspectorField( page, 'Change on hover and focus' ).check();
	await inspectorField( page, 'Hover background colour' ).fill( '#00aa00' );
	await inspectorField( page, 'Switch to another text when toggled' ).check();
	await inspectorField( page, 'Toggled text' ).fill( 'Tour booked' );
	await inspectorField( page, 'CSS classes' ).fill( 'e2e-cta' );
	await inspectorField(
		page,
		'Apply the accessibility fields of this module’s layers'
	).check();
	await inspectorField( page, 'Accessible name' ).fill(
		'Book a tour with a guide'
	);

	// Every panel of a selected layer, open, for axe.
	const axe = await new AxeBuilder( { page } )
		.include( '#stagecraft-module-editor-root' )
		.analyze();
	expect(
		axe.violations.map( ( v ) => [
			v.id,
			v.nodes.map( ( n ) => n.html.slice( 0, 160 ) ),
		] )
	).toEqual( [] );
}

/**
 * A text layer (id 2) with a bold word, a shape (3) and an svg (4).
 *
 * @param page The editor.
 */
async function buildContent( page: Page ) {
	await addLayer( page, 'Text' );
	const text = inspectorField( page, 'Text' );
	await text.fill( 'Sail today' );
	await text.evaluate( ( area: HTMLTextAreaElement ) =>
		area.setSelectionRange( 5, 10 )
	);
	await page.getByRole( 'button', { name: 'Bold', exact: true } ).click();
	await expect( text ).toHaveValue( 'Sail <strong>today</strong>' );

	await addLayer( page, 'Shape' );
	await inspectorField( page, 'Shape colour' ).fill( '#123456' );

	await addLayer( page, 'SVG' );
	await inspectorField( page, 'SVG address (URL)' ).fill( SVG );
	await inspectorField( page, 'SVG alternative text' ).fill(
		'WordPress logo'
	);
}

/**
 * The first slide's colour, gradient and schedule, thumbnail by URL; the module's navigation,
 * progress bar, height, wheel, deep links and CSS.
 *
 * @param page The editor.
 */
async function buildSlideAndModule( page: Page ) {
	await inspectorField( page, 'Background colour' ).fill( '#0000ff' );
	await openPanel( page, 'Slide background' );
	await inspectorField( page, 'Gradient' ).check();
	await inspectorField( page, 'Stop 1 colour' ).fill( '#ff0000' );
	await openPanel( page, 'Slide thumbnail' );
	await inspectorField( page, 'Thumbnail address (URL)' ).fill( SVG );
	await openPanel( page, 'Slide schedule' );
	await page.getByRole( 'button', { name: /^Visible until:/ } ).click();
	await page
		.locator( '.components-datetime' )
		.getByRole( 'spinbutton', { name: 'Year' } )
		.fill( '2099' );
	// The picker takes a typed year when the field is left.
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'button', { name: /^Visible until: 2099-/ } )
	).toBeVisible();

	await openPanel( page, 'Navigation' );
	await inspectorField( page, 'Navigation element' ).selectOption(
		'bullets'
	);
	await inspectorField( page, 'Show bullets' ).uncheck();
	await inspectorField( page, 'Navigation element' ).selectOption( 'arrows' );
	await expect( inspectorField( page, 'Show arrows' ) ).toBeChecked();
	await inspectorField( page, 'Previous arrow: x offset (px)' ).fill( '44' );
	await inspectorField( page, 'Arrows on Mobile' ).uncheck();

	await openPanel( page, 'Progress bar' );
	await inspectorField( page, 'Show a progress bar' ).check();
	await inspectorField( page, 'Progress colour' ).fill( '#ff00ff' );
	await openPanel( page, 'Height, wheel and deep links' );
	await inspectorField(
		page,
		'Full height: fill the browser window'
	).check();
	await inspectorField( page, 'Full height offset' ).fill( '#wpadminbar' );
	await inspectorField( page, 'Mouse wheel changes slides' ).check();
	await inspectorField( page, 'Wheel cooldown (ms)' ).fill( '900' );
	await inspectorField(
		page,
		'Deep links: the address names the slide shown'
	).check();
	await openPanel( page, 'Custom CSS and JavaScript' );
	await inspectorField( page, 'Custom CSS' ).fill(
		'.e2e-cta { letter-spacing: 1px; }'
	);
}

test( 'the inspector sets each group of fields, and visitors get them', async ( {
	page,
	browser,
} ) => {
	test.slow();
	await openNewModule( page, TITLE );
	await page.getByRole( 'button', { name: 'Add slide' } ).click();
	await slideList( page ).getByRole( 'button', { name: 'Slide 1' } ).click();

	await buildButton( page );
	await buildContent( page );
	await buildSlideAndModule( page );

	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();

	// What a visitor cannot see, as stored.
	const stored = z.parse( storedModuleSchema, await storedModule( page ) );
	const [ first ] = stored.slides;
	const button = first.layers.find( ( l ) => l.id === 1 );
	expect( button?.hov ).toMatchObject( { use: true, bgc: '#00aa00' } );
	expect( button?.tog ).toEqual( { use: true, text: 'Tour booked' } );
	expect( button?.actions ).toMatchObject( [
		{ a: 'link', evt: 'click', link: LINK, target: '_blank' },
	] );
	expect( first.thumb?.src ).toBe( SVG );
	expect( String( first.publish.to ) ).toMatch( /^2099-/ );
	expect( first.bg.gradient?.colors[ 0 ] ).toMatchObject( {
		r: 255,
		g: 0,
		b: 0,
	} );
	const { settings } = stored;
	expect( settings.pbar ).toMatchObject( { set: true, color: '#ff00ff' } );
	expect( settings.nav.wheel ).toMatchObject( { set: true, cd: 900 } );
	expect( settings.size ).toMatchObject( {
		fullHeight: true,
		fullHeightOffset: '#wpadminbar',
	} );
	expect( settings.browser.useURLDeeplink ).toBe( true );
	expect( settings.codes.css ).toContain( '.e2e-cta' );
	expect( settings.navigation.bullets?.set ).toBe( false );
	expect( settings.navigation.arrows?.vis ).toEqual( [
		true,
		true,
		true,
		true,
		false,
	] );

	// Everything is still in the editor after a reload.
	await page.reload();
	await layerList( page ).getByRole( 'button', { name: 'button 1' } ).click();
	await openPanel( page, 'Border and radius' );
	await expect( inspectorField( page, 'Corner radius (px)' ) ).toHaveValue(
		'12'
	);

	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await insertModuleBlock( page, 'E2E builder inspector page', TITLE );
	const url = await publish( page );

	const visitor = await browser.newPage( {
		viewport: { width: 1440, height: 900 },
		reducedMotion: 'reduce',
	} );
	await visitor.goto( url );
	const module = visitor.locator( '.stagecraft-module' ).first();
	const link = module.getByRole( 'link', {
		name: 'Book a tour with a guide',
	} );
	await expect( link ).toHaveClass( /e2e-cta/ );
	await expect( link ).toHaveAttribute( 'target', '_blank' );
	await expect( link ).toHaveAttribute( 'rel', /noopener/ );
	await expect( link ).toHaveAttribute( 'rel', /nofollow/ );
	await expect( link ).toHaveCSS( 'border-top-style', 'solid' );
	await expect( link ).toHaveCSS( 'border-top-width', '3px' );
	await expect( link ).toHaveCSS( 'border-top-color', 'rgb(255, 0, 0)' );
	await expect( link ).toHaveCSS( 'border-top-left-radius', '12px' );
	await expect( link ).toHaveCSS( 'padding-left', '14px' );
	await expect( link ).toHaveCSS( 'box-shadow', /20px/ );
	await expect( module.locator( '[data-wrap-of="1"]' ) ).toHaveCSS(
		'opacity',
		'0.8'
	);

	await expect( module.locator( '[data-layer-id="2"] strong' ) ).toHaveText(
		'today'
	);
	await expect( module.locator( '[data-layer-id="3"]' ) ).toHaveCSS(
		'background-color',
		'rgb(18, 52, 86)'
	);
	// The svg file is inline (issue 16 part 7), named by its alternative text.
	await expect(
		module.locator(
			'[data-layer-id="4"][data-svg-state="loaded"] svg[role="img"]'
		)
	).toHaveAttribute( 'aria-label', 'WordPress logo' );

	const slide = module.locator( '.stagecraft-module__slide.is-active' );
	await expect( slide ).toHaveCSS( 'background-color', 'rgb(0, 0, 255)' );
	await expect( slide ).toHaveCSS(
		'background-image',
		/linear-gradient\(.*rgb\(255, 0, 0\)/
	);

	await expect(
		module.getByRole( 'button', { name: 'Previous slide' } )
	).toBeVisible();
	await expect(
		module.getByRole( 'button', { name: 'Next slide' } )
	).toBeVisible();
	await expect( module.locator( '.stagecraft-nav--bullets' ) ).toHaveCount(
		0
	);

	// The visitor follows the link: a new window, on the address chosen.
	const opened = visitor.waitForEvent( 'popup' );
	await link.click();
	const tab = await opened;
	await expect( tab ).toHaveURL( /stagecraft-e2e=inspector-link/ );
	await visitor.close();
} );
