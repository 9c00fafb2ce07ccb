import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
	SLIDER,
	currentIndex,
	log,
	longerThan,
	openSlider,
} from './runtime-helpers';

// slider-demo shows every navigation kind (demo/modules/slider-demo.json).
const afterChanges = async ( page: Page ) =>
	( await log( page ) ).filter( ( e ) => e.type === 'afterChange' ).length;

async function openPaused( page: Page ) {
	await openSlider( page );
	await page.evaluate( () =>
		window.Stagecraft.get( 'slider-demo' )?.pause()
	);
}

test( 'arrows, bullets, tabs and thumbnails change slides', async ( {
	page,
} ) => {
	await openPaused( page );
	const module = page.locator( SLIDER );
	const next = module.locator( '.stagecraft-module__arrow--next' );
	// Arrows auto-hide after 1 s idle; one holding focus stays, however long
	// the machine took to get here.
	await next.focus();
	await next.click();
	await expect.poll( () => afterChanges( page ) ).toBe( 1 );
	expect( await currentIndex( page ) ).toBe( 1 );

	const bullets = module.locator( '.stagecraft-module__bullet' );
	await expect( bullets ).toHaveCount( 3 );
	await bullets.nth( 2 ).click();
	await expect.poll( () => currentIndex( page ) ).toBe( 2 );
	await expect( bullets.nth( 2 ) ).toHaveAttribute( 'aria-current', 'true' );

	const tabs = module.locator( '.stagecraft-module__tab' );
	await expect( tabs ).toHaveCount( 3 );
	await expect( tabs.nth( 0 ) ).toContainText( 'Plan' );
	await tabs.nth( 0 ).click();
	await expect.poll( () => currentIndex( page ) ).toBe( 0 );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-current', 'true' );

	const thumbs = module.locator( '.stagecraft-module__thumb' );
	await expect( thumbs ).toHaveCount( 3 );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-label', /^Slide 2/ );
	await thumbs.nth( 1 ).click();
	await expect.poll( () => currentIndex( page ) ).toBe( 1 );
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
	// Two presses in one task: the second is within 500 ms however busy the machine.
	await page.evaluate( () => {
		for ( let i = 0; i < 2; i++ ) {
			const bullet = document.querySelector(
				'#stagecraft-module-slider-demo .stagecraft-module__bullet'
			);
			bullet?.dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'ArrowRight',
					bubbles: true,
					cancelable: true,
				} )
			);
		}
	} );
	await expect.poll( () => currentIndex( page ) ).toBe( 1 );
	await longerThan( 1500 );
	// The second press came within 500 ms: one change only.
	expect( await currentIndex( page ) ).toBe( 1 );
	await page.keyboard.press( 'ArrowLeft' );
	await expect.poll( () => currentIndex( page ) ).toBe( 0 );
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
	await expect.poll( () => currentIndex( page ) ).toBe( 1 );
	// Swiping the other way goes back.
	await page.mouse.move( box.x + box.width * 0.3, y );
	await page.mouse.down();
	await page.mouse.move( box.x + box.width * 0.6, y, { steps: 8 } );
	await page.mouse.up();
	await expect.poll( () => currentIndex( page ) ).toBe( 0 );
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
	await expect.poll( () => currentIndex( page ) ).toBe( 1 );
	await page.mouse.wheel( 0, 120 );
	await longerThan( 500 );
	// Within the 1500 ms cooldown: still the second slide, and the page did not scroll.
	expect( await currentIndex( page ) ).toBe( 1 );
	expect( await page.evaluate( () => window.scrollY ) ).toBe( scroll );
} );

test( 'the progress bar advances with the slideshow and toggles it', async ( {
	page,
} ) => {
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
	await expect.poll( share ).toBeGreaterThan( 0.1 );
	const first = await share();
	await expect.poll( share ).toBeGreaterThan( first );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	// Clicking moves the mouse over the module (a hover pause), then the toggle pauses.
	await bar.click();
	await expect( bar ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await page.mouse.move( 0, 0 );
	const held = await share();
	await longerThan( 1000 );
	expect( await share() ).toBe( held );
	await bar.focus();
	await page.keyboard.press( 'Enter' );
	await expect( bar ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	// Focus inside the module holds rotation too (APG): leave it.
	await bar.evaluate( ( el: HTMLElement ) => el.blur() );
	await expect.poll( share ).toBeGreaterThan( held );
} );

test( 'outer navigation is reserved by the server: CLS stays 0', async ( {
	page,
} ) => {
	await page.addInitScript( () => {
		( window as unknown as { cls: number } ).cls = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				( window as unknown as { cls: number } ).cls += (
					entry as unknown as { value: number }
				 ).value;
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
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
	await longerThan( 1500 );
	const after = await module.boundingBox();
	expect( after!.height ).toBe( before!.height );
	expect(
		await page.evaluate(
			() => ( window as unknown as { cls: number } ).cls
		)
	).toBe( 0 );
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
