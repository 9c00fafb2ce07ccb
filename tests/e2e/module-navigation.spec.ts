import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
	SLIDER,
	afterChanges,
	changesDone,
	currentIndex,
	openSlider,
} from './runtime-helpers';
import { installRunningClock, pauseClock } from './support/clock';
import { shifts, untilQuiet, watchLayoutShifts } from './support/chrome';

// slider-demo shows every navigation kind (demo/modules/slider-demo.json). Its slides change
// with a 1000 ms fade on GSAP, which runs on animation frames: on the paused clock a change
// completes only while the test runs the clock.
const ARROW_KEY_GUARD_MS = 500; // spec module.md section 5
const WHEEL_COOLDOWN_MS = 1500; // slider-demo's wheel cd, the spec's default

async function openPaused( page: Page ) {
	await installRunningClock( page );
	await openSlider( page );
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.pause()
	);
	await pauseClock( page );
}

test( 'arrows, bullets, tabs and thumbnails change slides', async ( {
	page,
} ) => {
	await openPaused( page );
	const module = page.locator( SLIDER );
	// The arrows hide 1000 ms after the pointer last moved over the module. Centred below the
	// sticky header and pointed at, they show; the clock stands still, so they stay.
	await module.evaluate( ( el ) => el.scrollIntoView( { block: 'center' } ) );
	await module.locator( '.stagecraft-module__stage' ).hover();
	const next = module.locator( '.stagecraft-module__arrow--next' );
	await expect( next ).not.toHaveClass( /is-nav-hidden/ );
	await next.click();
	await changesDone( page, 1 );
	expect( await currentIndex( page ) ).toBe( 1 );

	const bullets = module.locator( '.stagecraft-module__bullet' );
	await expect( bullets ).toHaveCount( 3 );
	await bullets.nth( 2 ).click();
	await changesDone( page, 2 );
	expect( await currentIndex( page ) ).toBe( 2 );
	await expect( bullets.nth( 2 ) ).toHaveAttribute( 'aria-current', 'true' );

	const tabs = module.locator( '.stagecraft-module__tab' );
	await expect( tabs ).toHaveCount( 3 );
	await expect( tabs.nth( 0 ) ).toContainText( 'Plan' );
	await tabs.nth( 0 ).click();
	await changesDone( page, 3 );
	expect( await currentIndex( page ) ).toBe( 0 );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-current', 'true' );

	const thumbs = module.locator( '.stagecraft-module__thumb' );
	await expect( thumbs ).toHaveCount( 3 );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-label', /^Slide 2/ );
	await thumbs.nth( 1 ).click();
	await changesDone( page, 4 );
	expect( await currentIndex( page ) ).toBe( 1 );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-current', 'true' );
	// Thumbnails sit outside the stage, below it.
	const stage = await module
		.locator( '.stagecraft-module__stage' )
		.boundingBox();
	const thumb = await thumbs.nth( 1 ).boundingBox();
	expect( thumb!.y ).toBeGreaterThanOrEqual( stage!.y + stage!.height );
} );

test( 'keyboard arrows change slides with the 500 ms repeat guard', async ( {
	page,
} ) => {
	await openPaused( page );
	await page
		.locator( `${ SLIDER } .stagecraft-module__bullet` )
		.first()
		.focus();
	await page.keyboard.press( 'ArrowRight' );
	// 499 ms later: inside the guard, ignored (changes queue, so a second accepted press
	// would show as a second change).
	await page.clock.runFor( ARROW_KEY_GUARD_MS - 1 );
	await page.keyboard.press( 'ArrowRight' );
	await changesDone( page, 1 );
	await page.clock.runFor( 3000 );
	expect( await afterChanges( page ) ).toBe( 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	// Past the guard a press is taken again.
	await page.keyboard.press( 'ArrowLeft' );
	await changesDone( page, 2 );
	expect( await currentIndex( page ) ).toBe( 0 );
} );

test( 'a mouse swipe changes slides', async ( { page } ) => {
	await openPaused( page );
	const box = ( await page
		.locator( `${ SLIDER } .stagecraft-module__stage` )
		.boundingBox() )!;
	const y = box.y + box.height * 0.3;
	await page.mouse.move( box.x + box.width * 0.7, y );
	await page.mouse.down();
	await page.mouse.move( box.x + box.width * 0.4, y, { steps: 8 } );
	await page.mouse.up();
	await changesDone( page, 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	// Swiping the other way goes back.
	await page.mouse.move( box.x + box.width * 0.3, y );
	await page.mouse.down();
	await page.mouse.move( box.x + box.width * 0.6, y, { steps: 8 } );
	await page.mouse.up();
	await changesDone( page, 2 );
	expect( await currentIndex( page ) ).toBe( 0 );
} );

test( 'the mouse wheel changes slides, once per cooldown', async ( {
	page,
} ) => {
	await openPaused( page );
	const box = ( await page
		.locator( `${ SLIDER } .stagecraft-module__stage` )
		.boundingBox() )!;
	await page.mouse.move( box.x + box.width * 0.3, box.y + box.height * 0.6 );
	const scroll = await page.evaluate( () => window.scrollY );
	await page.mouse.wheel( 0, 120 );
	// The last moment of the 1500 ms cooldown: ignored (changes queue, so a taken turn would
	// show as a second change), and the page does not scroll.
	await page.clock.runFor( WHEEL_COOLDOWN_MS - 1 );
	await page.mouse.wheel( 0, 120 );
	await changesDone( page, 1 );
	await page.clock.runFor( 3000 );
	expect( await afterChanges( page ) ).toBe( 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	expect( await page.evaluate( () => window.scrollY ) ).toBe( scroll );
	// After it, the wheel changes slides again.
	await page.mouse.wheel( 0, 120 );
	await changesDone( page, 2 );
	expect( await currentIndex( page ) ).toBe( 2 );
} );

test( 'the progress bar advances with the slideshow and toggles it', async ( {
	page,
} ) => {
	await installRunningClock( page );
	await openSlider( page );
	const bar = page.locator( `${ SLIDER } .stagecraft-progress` );
	const share = () =>
		bar
			.locator( '.stagecraft-progress__fill' )
			.evaluate( ( el: HTMLElement ) =>
				Number(
					/scaleX\(([\d.]+)\)/.exec( el.style.transform )?.[ 1 ] ?? 0
				)
			);
	// The bar has started filling before the clock is held.
	await expect.poll( share ).toBeGreaterThan( 0 );
	await pauseClock( page );
	const first = await share();
	await page.clock.runFor( 1000 );
	expect( await share() ).toBeGreaterThan( first );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	// Clicking moves the mouse over the module (a hover pause), then the toggle pauses.
	await bar.click();
	await expect( bar ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await page.mouse.move( 0, 0 );
	const held = await share();
	await page.clock.runFor( 2000 );
	expect( await share() ).toBe( held );
	await bar.focus();
	await page.keyboard.press( 'Enter' );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	// Focus inside the module holds rotation too (APG): leave it.
	await bar.evaluate( ( el: HTMLElement ) => el.blur() );
	await page.clock.runFor( 1000 );
	expect( await share() ).toBeGreaterThan( held );
} );

test( 'outer navigation is reserved by the server: CLS stays 0', async ( {
	page,
} ) => {
	await watchLayoutShifts( page );
	const response = await page.goto( '/modules/' );
	const html = await response!.text();
	expect( html ).toMatch(
		/id="stagecraft-module-slider-demo"[^>]*--stagecraft-outer-bottom:calc\(10px \+ clamp\(/
	);
	const module = page.locator( SLIDER );
	await module.scrollIntoViewIfNeeded();
	const before = await module.boundingBox();
	await page.evaluate( () => window.Stagecraft.ready( 'slider-demo' ) );
	await expect( module.locator( '.stagecraft-module__thumb' ) ).toHaveCount(
		3
	);
	await untilQuiet( page );
	const after = await module.boundingBox();
	expect( after!.height ).toBe( before!.height );
	expect( await shifts( page ) ).toEqual( [] );
} );

test( 'with reduced motion navigation does not slide, and still works', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { reducedMotion: 'reduce' } );
	const page = await context.newPage();
	await openSlider( page );
	const module = page.locator( SLIDER );
	const track = module.locator(
		'.stagecraft-nav--tabs .stagecraft-nav__track'
	);
	expect(
		await track.evaluate(
			( el ) => getComputedStyle( el ).transitionDuration
		)
	).toBe( '0s' );
	await module.locator( '.stagecraft-module__tab' ).nth( 2 ).click();
	await expect.poll( () => currentIndex( page ) ).toBe( 2 );
	await context.close();
} );
