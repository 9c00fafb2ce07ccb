import { test, expect, type Page } from '@playwright/test';
import {
	ONE_SLIDE,
	SLIDER,
	currentIndex,
	changesDone,
	log,
	openSlider,
} from './runtime-helpers';
import { installRunningClock, pauseClock, runUntil } from './support/clock';

// The slideshow runs on the page's clock: paused once the slider is up, it moves only with
// runFor, so "nothing happens for a slide's length" is exact on any machine.
async function openOnPausedClock( page: Page ) {
	await installRunningClock( page );
	await openSlider( page );
	await pauseClock( page );
}

test( 'autoplay advances the slider and shows a pause button', async ( {
	page,
} ) => {
	await openOnPausedClock( page );
	const button = page.locator( `${ SLIDER } .stagecraft-module__play` );
	await expect( button ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__stage` )
	).toHaveAttribute( 'aria-live', 'off' );
	expect( await currentIndex( page ) ).toBe( 0 );
	// current() turns at the rotate step; afterChange ends the scene.
	await changesDone( page, 1 );
	expect(
		( await log( page ) )
			.map( ( e ) => e.type )
			.filter( ( type ) =>
				[ 'ended', 'beforeChange', 'afterChange' ].includes( type )
			)
	).toEqual( [ 'ended', 'beforeChange', 'afterChange' ] );
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
	await openOnPausedClock( page );
	await page.locator( SLIDER ).hover();
	await page.clock.runFor( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	await page.mouse.move( 0, 0 );

	await page.evaluate( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => 'hidden',
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
	} );
	await page.clock.runFor( ONE_SLIDE + 1500 );
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
	await runUntil(
		page,
		() => window.Stagecraft.get( 'slider-demo' )?.current()?.index === 1,
		undefined,
		{ limit: ONE_SLIDE + 4000 }
	);
} );

test( 'reduced motion stops autoplay', async ( { browser } ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await openOnPausedClock( page );
	await expect(
		page.locator( `${ SLIDER } .stagecraft-module__play` )
	).toHaveCount( 0 );
	await page.clock.runFor( ONE_SLIDE + 1500 );
	expect( await currentIndex( page ) ).toBe( 0 );
	// Changes still work, as fades.
	await page.evaluate( () => window.Stagecraft.get( 'slider-demo' )?.next() );
	await changesDone( page, 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	await context.close();
} );
