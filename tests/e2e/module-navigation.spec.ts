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
	await expect( bullets.nth( 2 ) ).toHaveAttribute( 'aria-selected', 'true' );

	const tabs = module.locator( '.stagecraft-module__tab' );
	await expect( tabs ).toHaveCount( 3 );
	await expect( tabs.nth( 0 ) ).toContainText( 'Plan' );
	await tabs.nth( 0 ).click();
	await changesDone( page, 3 );
	expect( await currentIndex( page ) ).toBe( 0 );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-selected', 'true' );

	const thumbs = module.locator( '.stagecraft-module__thumb' );
	await expect( thumbs ).toHaveCount( 3 );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-label', /^Slide 2/ );
	await thumbs.nth( 1 ).click();
	await changesDone( page, 4 );
	expect( await currentIndex( page ) ).toBe( 1 );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
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
	// Focus inside the module, on a control that does not take arrows itself (the slide
	// pickers do: see the tabbed carousel test below).
	await page.locator( `${ SLIDER } .stagecraft-module__play` ).focus();
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

// Every element that takes focus, in the order Tab reaches them, from a button placed just before
// the module until focus leaves it: each described by its class and role.
async function tabWalk( page: Page ) {
	await page.locator( SLIDER ).evaluate( ( module ) => {
		const start = document.createElement( 'button' );
		start.id = 'tab-walk-start';
		start.textContent = 'start';
		module.before( start );
		start.focus();
	} );
	const stops: string[] = [];
	for ( let i = 0; i < 40; i++ ) {
		await page.keyboard.press( 'Tab' );
		const stop = await page.evaluate( ( selector ) => {
			const module = document.querySelector( selector );
			const active = module?.ownerDocument.activeElement as
				HTMLElement | null | undefined;
			if ( ! active || ! module?.contains( active ) ) {
				return null;
			}
			const role = active.getAttribute( 'role' ) ?? active.tagName;
			return `${ active.className } (${ role })`;
		}, SLIDER );
		if ( ! stop ) {
			break;
		}
		stops.push( stop );
	}
	return stops;
}

test( 'a keyboard visitor crosses a slider with every navigation kind in few Tab stops', async ( {
	page,
} ) => {
	await openPaused( page );
	const module = page.locator( SLIDER );
	// slider-demo has arrows, bullets, thumbnails, tabs, a scrubber and the progress bar: 9 slide
	// pickers, the scrubber and the progress toggle were 15 Tab stops with the play control.
	await expect( module.locator( '[role="tab"]' ) ).toHaveCount( 9 );
	await expect( module.locator( '[role="slider"]' ) ).toHaveCount( 1 );
	await expect( module.locator( '.stagecraft-progress' ) ).toHaveCount( 1 );
	const stops = await tabWalk( page );
	expect( stops ).toEqual( [
		'stagecraft-module__play (BUTTON)',
		// The slide's own button layer (content, not navigation).
		expect.stringMatching( /stagecraft-module__layer--button .*\(A\)$/ ),
		expect.stringMatching( /arrow--prev/ ),
		expect.stringMatching( /arrow--next/ ),
		// One stop for every slide picker: the tabs' current slide.
		'stagecraft-nav__item stagecraft-module__tab (tab)',
	] );
	const tab = module.locator( '.stagecraft-module__tab' ).first();
	await expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tab ).toHaveAttribute( 'tabindex', '0' );
	// Shift+Tab from after the module comes back to the same four.
	await page.keyboard.press( 'Shift+Tab' );
	await expect( tab ).toBeFocused();
} );

test( 'arrow keys, Home and End move between the slide pickers and show that slide', async ( {
	page,
} ) => {
	await openPaused( page );
	const module = page.locator( SLIDER );
	const list = module.locator( '.stagecraft-nav--tabs [role="tablist"]' );
	await expect( list ).toHaveAttribute( 'aria-label', 'Slide tabs' );
	const tabs = list.locator( '[role="tab"]' );
	// slider-demo's tabs run vertically: Down and Up, and Right and Left too.
	await expect( list ).toHaveAttribute( 'aria-orientation', 'vertical' );
	await tabs.first().focus();
	await page.keyboard.press( 'ArrowDown' );
	await expect( tabs.nth( 1 ) ).toBeFocused();
	await changesDone( page, 1 );
	expect( await currentIndex( page ) ).toBe( 1 );
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'tabindex', '0' );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'tabindex', '-1' );
	await page.keyboard.press( 'End' );
	await expect( tabs.nth( 2 ) ).toBeFocused();
	await changesDone( page, 2 );
	expect( await currentIndex( page ) ).toBe( 2 );
	// From the last, Right wraps to the first; Home stays there (no change asked for).
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabs.nth( 0 ) ).toBeFocused();
	await changesDone( page, 3 );
	expect( await currentIndex( page ) ).toBe( 0 );
	await page.keyboard.press( 'Home' );
	await page.keyboard.press( 'ArrowUp' );
	await expect( tabs.nth( 2 ) ).toBeFocused();
	await changesDone( page, 4 );
	expect( await currentIndex( page ) ).toBe( 2 );
	await page.clock.runFor( 3000 );
	expect( await afterChanges( page ) ).toBe( 4 );
	// The other pickers follow the selection, and the page did not scroll with the arrows.
	await expect(
		module.locator( '.stagecraft-module__bullet' ).nth( 2 )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		module.locator( '.stagecraft-module__thumb' ).nth( 2 )
	).toHaveAttribute( 'aria-selected', 'true' );
} );

test( 'the progress toggle follows the play control: label and action match the slideshow', async ( {
	page,
} ) => {
	await installRunningClock( page );
	await openSlider( page );
	await pauseClock( page );
	const module = page.locator( SLIDER );
	const play = module.locator( '.stagecraft-module__play' );
	const bar = module.locator( '.stagecraft-progress' );
	await expect( play ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	// Focus on the play control already holds autoplay, so its pause fires no pause event:
	// the bar must still follow.
	await play.focus();
	await page.keyboard.press( 'Enter' );
	await expect( play ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	// Pressing the bar now starts the slideshow, as its label says.
	await bar.focus();
	await page.keyboard.press( 'Enter' );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await expect( play ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	// And pauses it again.
	await page.keyboard.press( 'Enter' );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await expect( play ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	// The label says what pressing does; no aria-pressed beside a changing label (APG).
	expect( await bar.getAttribute( 'aria-pressed' ) ).toBeNull();
	expect( await play.getAttribute( 'aria-pressed' ) ).toBeNull();
	// Paused by the visitor: leaving the module does not restart it.
	await bar.evaluate( ( el: HTMLElement ) => el.blur() );
	await page.mouse.move( 0, 0 );
	await page.clock.runFor( 8000 );
	expect( await afterChanges( page ) ).toBe( 0 );
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
