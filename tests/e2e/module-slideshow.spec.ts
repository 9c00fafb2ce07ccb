import { test, expect } from '@playwright/test';
import {
	ONE_SLIDE,
	SLIDER,
	currentIndex,
	log,
	longerThan,
	openSlider,
} from './runtime-helpers';

test( 'autoplay advances the slider and shows a pause button', async ( {
	page,
} ) => {
	await openSlider( page );
	const button = page.locator( `${ SLIDER } .stagecraft-module__play` );
	await expect( button ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__stage` )
	).toHaveAttribute( 'aria-live', 'off' );
	expect( await currentIndex( page ) ).toBe( 0 );
	// current() turns at the rotate step; afterChange ends the scene.
	await expect
		.poll(
			async () =>
				( await log( page ) )
					.map( ( e ) => e.type )
					.filter( ( type ) =>
						[ 'ended', 'beforeChange', 'afterChange' ].includes(
							type
						)
					),
			{ timeout: ONE_SLIDE + 4000 }
		)
		.toEqual( [ 'ended', 'beforeChange', 'afterChange' ] );
	expect( await currentIndex( page ) ).toBe( 1 );
	const slides = page.locator( `${ SLIDER } .stagecraft-module__slide` );
	await expect( slides.nth( 1 ) ).toHaveClass( /is-active/ );
	await expect( slides.nth( 1 ) ).toHaveAttribute( 'aria-label', '2 of 3' );
	expect(
		await slides.nth( 0 ).evaluate( ( el: HTMLElement ) => el.inert )
	).toBe( true );

	// Keyboard: the button is focusable and toggles.
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__stage` )
	).toHaveAttribute( 'aria-live', 'polite' );
	await page.keyboard.press( 'Space' );
	await expect( button ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
} );

test( 'autoplay pauses on hover and while the tab is hidden', async ( {
	page,
} ) => {
	await openSlider( page );
	await page.locator( SLIDER ).hover();
	await longerThan( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	await page.mouse.move( 0, 0 );

	await page.evaluate( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => 'hidden',
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
	} );
	await longerThan( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	const causes = ( await log( page ) )
		.filter( ( e ) => e.type === 'pause' || e.type === 'resume' )
		.map(
			( e ) => `${ e.type }:${ ( e.detail as { cause: string } ).cause }`
		);
	expect( causes ).toEqual( [ 'pause:hover', 'resume:hover', 'pause:blur' ] );

	await page.evaluate( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => 'visible',
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
	} );
	await expect
		.poll( () => currentIndex( page ), { timeout: ONE_SLIDE + 4000 } )
		.toBe( 1 );
} );

test( 'reduced motion stops autoplay', async ( { browser } ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await openSlider( page );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__play` )
	).toHaveCount( 0 );
	await longerThan( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	// Changes still work, as fades.
	await page.evaluate( () => window.Stagecraft.get( 'slider-demo' )?.next() );
	await expect.poll( () => currentIndex( page ) ).toBe( 1 );
	await context.close();
} );
