// The offer, offer thumbnails, shop, content and query-loop sliders on /site/page-sliders/, on
// the module runtime: the count shown per width (an even count too: whole slides, the rest
// hidden), autoplay every 5000 ms on Playwright's clock, the keyboard, the thumbnails window
// following the shown offer, and no layout shift. The shop reads WooCommerce's `product` post
// type: a fixture registers it and adds six products (WooCommerce cannot be installed here).
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { runUntil } from './support/clock';
import {
	NO_SHIFTS,
	PAGE,
	centre,
	current,
	open,
	products,
	root,
	shiftsWhileMounting,
	shown,
	visitPaused,
} from './support/page-sliders';
import { axeViolations } from './support/axe';

test.beforeAll( () => products( 'create' ) );

test.afterAll( () => products( 'remove' ) );

// Shown at once: at 1440 px (below 1441: the query loop's 4 steps down to 3) and at 390 px.
const COUNTS = [
	{ alias: 'page-slider-blog', wide: 4, narrow: 2 },
	{ alias: 'page-slider-portfolio', wide: 5, narrow: 2 },
	{ alias: 'page-slider-shop', wide: 4, narrow: 2 },
	{ alias: 'page-slider-query', wide: 3, narrow: 1 },
	// Six clients of 160 px: all six wide (as many as fit, at most all), two on a phone.
	{ alias: 'page-slider-clients', wide: 6, narrow: 2 },
] as const;

/**
 * Autoplay: once the slider has moved on its own twice, the next move comes 5000 ms later
 * (plus at most its scroll or fade), in page time on the paused clock.
 * @param page  The page.
 * @param alias The slider's alias.
 */
async function everyFiveSeconds( page: Page, alias: string ) {
	const next = async () => {
		const was = await current( page, alias );
		return runUntil(
			page,
			( [ a, before ] ) =>
				window.Stagecraft.get( a )?.current()?.index !== before,
			[ alias, was ] as const,
			{ limit: 7000 }
		);
	};
	await next();
	await next();
	const gap = await next();
	expect( gap ).toBeGreaterThanOrEqual( 4950 );
	expect( gap ).toBeLessThanOrEqual( 6500 );
}

for ( const width of [ 1440, 390 ] as const ) {
	for ( const slider of COUNTS ) {
		const count = width === 1440 ? slider.wide : slider.narrow;

		test( `${ slider.alias } shows ${ count } at ${ width } px and moves on every 5000 ms`, async ( {
			page,
		} ) => {
			await visitPaused( page, width );
			await open( page, slider.alias );
			await expect
				.poll( () => shown( page, slider.alias ) )
				.toBe( count );
			await everyFiveSeconds( page, slider.alias );
			// After moving on (the move scrolls the new slide in: let it arrive), the window
			// is as full.
			await page.clock.runFor( 1000 );
			await expect
				.poll( () => shown( page, slider.alias ) )
				.toBe( count );
		} );
	}
}

for ( const width of [ 1440, 390 ] as const ) {
	for ( const alias of [
		'page-slider-offer',
		'page-slider-offer-thumbs',
		'page-slider-content',
	] ) {
		test( `${ alias } shows one slide at ${ width } px, moves on every 5000 ms and follows the arrow keys`, async ( {
			page,
		} ) => {
			await visitPaused( page, width );
			await open( page, alias );
			await expect
				.poll( () =>
					page
						.locator(
							`${ root( alias ) } .stagecraft-module__slide.is-active`
						)
						.count()
				)
				.toBe( 1 );
			await everyFiveSeconds( page, alias );
			// Paused by the button, then the arrow keys move it (one slide each).
			await page
				.locator( root( alias ) )
				.getByRole( 'button', { name: 'Pause slideshow' } )
				.click();
			// From the first slide (a slideshow's last one may not wrap round).
			await page.evaluate(
				( a ) => window.Stagecraft.get( a )?.goTo( 0 ),
				alias
			);
			await runUntil(
				page,
				( a ) => window.Stagecraft.get( a )?.current()?.index === 0,
				alias
			);
			await page.keyboard.press( 'ArrowRight' );
			await runUntil(
				page,
				( a ) => window.Stagecraft.get( a )?.current()?.index === 1,
				alias
			);
			await page.clock.runFor( 10_000 );
			expect( await current( page, alias ) ).toBe( 1 );
		} );
	}
}

test( 'the offer thumbnails follow the shown offer', async ( { page } ) => {
	const alias = 'page-slider-offer-thumbs';
	await visitPaused( page, 1440 );
	await open( page, alias );
	const tabs = page
		.locator( root( alias ) )
		.getByRole( 'tablist', { name: 'Slide thumbnails' } )
		.getByRole( 'tab' );
	await expect( tabs ).toHaveCount( 5 );
	// Four thumbnails in the strip's window: is a tab inside it?
	const inView = ( index: number ) =>
		tabs.nth( index ).evaluate( ( tab ) => {
			const strip = tab.closest( '.stagecraft-nav__viewport' );
			const box = strip?.getBoundingClientRect();
			const rect = tab.getBoundingClientRect();
			return (
				!! box &&
				rect.left >= box.left - 1 &&
				rect.right <= box.right + 1
			);
		} );
	await page
		.locator( root( alias ) )
		.getByRole( 'button', { name: 'Pause slideshow' } )
		.click();
	// Keyboard: the selected thumbnail takes focus, the arrow keys move both.
	await page.evaluate(
		( a ) => window.Stagecraft.get( a )?.goTo( 0 ),
		alias
	);
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await tabs.nth( 0 ).focus();
	for ( let step = 1; step <= 4; step++ ) {
		await page.keyboard.press( 'ArrowRight' );
		await expect( tabs.nth( step ) ).toBeFocused();
		await runUntil(
			page,
			( [ a, want ] ) =>
				window.Stagecraft.get( a )?.current()?.index === want,
			[ alias, step ] as const
		);
		await expect( tabs.nth( step ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
	}
	// The fifth offer's thumbnail came into the window; the first left it.
	await page.clock.runFor( 1000 );
	await expect.poll( () => inView( 4 ) ).toBe( true );
	await expect.poll( () => inView( 0 ) ).toBe( false );
	// Shown another way (the module's own change): the window follows too.
	await page.evaluate(
		( a ) => window.Stagecraft.get( a )?.goTo( 0 ),
		alias
	);
	await page.clock.runFor( 1000 );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect.poll( () => inView( 0 ) ).toBe( true );
} );

for ( const width of [ 390, 1440 ] ) {
	test( `the new page sliders do not shift the layout at ${ width } px`, async ( {
		page,
	} ) => {
		expect(
			await shiftsWhileMounting( page, width, [
				'page-slider-offer',
				'page-slider-offer-thumbs',
				'page-slider-shop',
				'page-slider-content',
				'page-slider-query',
			] )
		).toEqual( NO_SHIFTS );
	} );
}

test( 'the shop slider lists its products with their prices, and is a list without JavaScript', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( PAGE );
	const shop = page.locator( '.stagecraft-page-slider.is-shop' );
	await expect( shop ).toHaveAttribute( 'data-count', '6' );
	await expect( shop ).toHaveAttribute( 'data-col', '4' );
	const list = shop.locator( '.stagecraft-page-slider__list' );
	await expect( list.getByRole( 'link' ) ).toHaveCount( 6 );
	await expect( list.getByRole( 'link' ).first() ).toHaveText(
		'Herb planter'
	);
	await expect( list.locator( 'li' ).first() ).toContainText( '47.50' );
	await context.close();
} );

for ( const width of [ 390, 1440 ] ) {
	test( `the shop slider passes axe at ${ width } px`, async ( { page } ) => {
		await page.setViewportSize( { width, height: 900 } );
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( PAGE );
		await centre( page, 'page-slider-shop' );
		await page.evaluate( () =>
			window.Stagecraft.ready( 'page-slider-shop' )
		);
		expect(
			await axeViolations( page, '.stagecraft-page-slider.is-shop' )
		).toEqual( [] );
	} );
}
