import { createRequire } from 'node:module';
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { installPausedClock } from './support/clock';

const axePath = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );
const PAGE = '/site/widgets/';

async function axeViolations( page: Page ): Promise< string[] > {
	await page.addScriptTag( { path: axePath } );
	return page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: ( context: Element ) => Promise< {
						violations: { id: string; nodes: unknown[] }[];
					} >;
				};
			}
		 ).axe;
		return ( await axe.run( document.body ) ).violations.map(
			( v ) => `${ v.id } (${ v.nodes.length })`
		);
	} );
}

const block = ( page: Page, name: string ) =>
	page.locator( `.stagecraft-accordion.is-demo-${ name }` );

// Which of a block's own items are open.
const openStates = ( accordion: Locator ) =>
	accordion
		.locator( ':scope > details' )
		.evaluateAll( ( items ) =>
			items.map( ( item ) => ( item as HTMLDetailsElement ).open )
		);

const title = ( accordion: Locator, index: number ) =>
	accordion.locator( ':scope > details > summary' ).nth( index );

for ( const width of [ 1440, 390 ] ) {
	test.describe( `toggles and accordions at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		test( 'each variant opens and closes by its rule, with the keyboard too', async ( {
			page,
		} ) => {
			await page.goto( PAGE );
			const toggle = block( page, 'toggle' );
			expect( await openStates( toggle ) ).toEqual( [
				false,
				false,
				false,
			] );
			await title( toggle, 0 ).click();
			await expect
				.poll( () => openStates( toggle ) )
				.toEqual( [ true, false, false ] );
			await expect(
				toggle.getByText( 'Orders placed before noon' )
			).toBeVisible();
			await title( toggle, 2 ).click();
			// One at a time: the first closes once its animation ends.
			await expect
				.poll( () => openStates( toggle ) )
				.toEqual( [ false, false, true ] );

			const several = block( page, 'several' );
			await title( several, 0 ).click();
			await title( several, 2 ).click();
			await expect
				.poll( () => openStates( several ) )
				.toEqual( [ true, false, true ] );

			const all = block( page, 'all' );
			await title( all, 1 ).click();
			// Nothing to wait for: the click is refused as it happens.

			expect( await openStates( all ) ).toEqual( [ true, true, true ] );

			const accordion = block( page, 'accordion' );
			expect( await openStates( accordion ) ).toEqual( [
				true,
				false,
				false,
			] );
			// Keyboard: focus the first title, arrow down, Enter opens the second and closes the first.
			await title( accordion, 0 ).focus();
			await page.keyboard.press( 'ArrowDown' );
			await expect( title( accordion, 1 ) ).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect
				.poll( () => openStates( accordion ) )
				.toEqual( [ false, true, false ] );
			await page.keyboard.press( 'End' );
			await expect( title( accordion, 2 ) ).toBeFocused();
			await page.keyboard.press( 'Space' );
			await expect
				.poll( () => openStates( accordion ) )
				.toEqual( [ false, false, true ] );

			const toggleMode = block( page, 'accordion-toggle' );
			expect( await openStates( toggleMode ) ).toEqual( [
				false,
				true,
				false,
			] );
			await title( toggleMode, 0 ).click();
			await expect
				.poll( () => openStates( toggleMode ) )
				.toEqual( [ true, true, false ] );

			expect( await axeViolations( page ) ).toEqual( [] );
		} );
	} );
}

test( 'with reduced motion an item opens and closes at once', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( PAGE );
	const toggle = block( page, 'toggle' );
	await title( toggle, 1 ).click();
	expect( await openStates( toggle ) ).toEqual( [ false, true, false ] );
	await title( toggle, 0 ).click();
	// No animation: the second closed in the same task as the click.
	expect( await openStates( toggle ) ).toEqual( [ true, false, false ] );
} );

test( 'counters count up to their number once in view, in their time, moving nothing', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.addInitScript( () => {
		( window as unknown as { shifts: number } ).shifts = 0;
		new PerformanceObserver( ( list ) =>
			list.getEntries().forEach( ( entry ) => {
				( window as unknown as { shifts: number } ).shifts += (
					entry as unknown as { value: number }
				 ).value;
			} )
		).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( PAGE );
	const values = page.locator(
		'.is-demo-counters .stagecraft-counter__value'
	);
	// Below the fold: the final numbers, as the server wrote them.
	await expect( values ).toHaveText( [ '12,500', '1 234 567', '98.5' ] );
	await page.locator( '.is-demo-counters' ).scrollIntoViewIfNeeded();
	await expect( values.first() ).toHaveText( '0' );
	await page.clock.runFor( 750 );
	const middle = ( await values.first().textContent() ) ?? '';
	expect( middle ).toMatch( /^\d{1,2},\d{3}$|^\d{1,3}$/ );
	expect( middle ).not.toBe( '12,500' );
	await page.clock.runFor( 1300 );
	await expect( values ).toHaveText( [ '12,500', '1 234 567', '98.5' ] );
	// Assistive technology reads the final number, never the frames.
	await expect(
		page.locator( '.is-demo-counters .stagecraft-counter__text' ).first()
	).toHaveText( '12,500+' );
	expect(
		await page.evaluate(
			() => ( window as unknown as { shifts: number } ).shifts
		)
	).toBe( 0 );
} );

test( 'copy helpers copy the link and the code, confirm for 2000 ms, and select the text when refused', async ( {
	page,
	context,
} ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await installPausedClock( page );
	await page.goto( PAGE );
	const link = page.locator( '.is-demo-copy-link' );
	await link.getByRole( 'button', { name: 'Copy link' } ).click();
	await expect( link.getByRole( 'status' ) ).toHaveText( 'Link copied' );
	expect(
		await page.evaluate( () => navigator.clipboard.readText() )
	).toMatch( /\/site\/widgets\/$/ );
	await page.clock.runFor( 1900 );
	await expect( link.getByRole( 'status' ) ).toHaveText( 'Link copied' );
	await page.clock.runFor( 200 );
	await expect( link.getByRole( 'status' ) ).toHaveText( '' );

	const code = page.locator( '.stagecraft-copy-code' );
	await code.getByRole( 'button', { name: 'Copy code' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( code.getByRole( 'status' ) ).toHaveText( 'Code copied' );
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		'npm start'
	);

	// A browser that refuses: the code is selected, and the status says how to copy it.
	await page.evaluate( () => {
		Object.defineProperty( navigator, 'clipboard', {
			value: {
				writeText: () =>
					Promise.reject( new Error( 'NotAllowedError' ) ),
			},
		} );
	} );
	await code.getByRole( 'button', { name: 'Copy code' } ).click();
	await expect( code.getByRole( 'status' ) ).toHaveText(
		/Selected: press (Ctrl\+C|⌘C) to copy\./
	);
	expect(
		await page.evaluate( () => document.getSelection()?.toString() )
	).toBe( 'npm start' );
} );

test( 'read-more unfolds and folds the rest, with its label, state and icon swapped', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	const readMore = page.locator( '.is-demo-read-more' );
	const rest = readMore.getByText( 'Today twelve of us' );
	await expect( rest ).toBeHidden();
	const button = readMore.getByRole( 'button', { name: 'Read more' } );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( rest ).toBeVisible();
	await expect(
		readMore.getByText( 'We still answer every email' )
	).toBeVisible();
	const less = readMore.getByRole( 'button', { name: 'Read less' } );
	await expect( less ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.keyboard.press( 'Space' );
	await expect( rest ).toBeHidden();
	await expect( button ).toBeFocused();
} );

test( 'a countdown ticks quietly, says the time left when focused, and announces its end', async ( {
	page,
} ) => {
	// Two seconds before 2030-01-01T00:00 in Berlin (UTC+1).
	await page.clock.install( {
		time: Date.parse( '2029-12-31T22:59:57.500Z' ),
	} );
	await page.clock.pauseAt( Date.parse( '2029-12-31T22:59:58Z' ) );
	await page.goto( PAGE );
	const countdown = page.locator( '.is-demo-countdown' );
	await expect( countdown ).toHaveAttribute( 'aria-live', 'off' );
	await countdown.focus();
	await expect( countdown ).toBeFocused();
	await expect( countdown ).toHaveAttribute(
		'aria-label',
		'0 days, 0 hours, 0 minutes, 2 seconds left'
	);
	await expect( countdown.locator( '[data-unit]' ) ).toHaveText( [
		'0',
		'00',
		'00',
		'02',
	] );
	await page.clock.runFor( 1000 );
	await expect( countdown.locator( '[data-unit="seconds"]' ) ).toHaveText(
		'01'
	);
	await expect( countdown.getByText( 'We have launched!' ) ).toBeHidden();
	await page.clock.runFor( 1000 );
	await expect( countdown.getByText( 'We have launched!' ) ).toBeVisible();
	await expect( countdown ).toHaveAttribute( 'aria-live', 'polite' );
	// One that ended long ago shows its message only.
	await expect(
		page.locator( '.is-demo-countdown-over' ).getByText( 'This sale ended' )
	).toBeVisible();
} );

test( 'progress icons light up 200 ms apart and charts fill their 140 px ring once in view', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( PAGE );
	const rating = page.locator( '.is-demo-rating' );
	await expect( rating ).toHaveAttribute( 'role', 'img' );
	await expect( rating ).toHaveAttribute(
		'aria-label',
		'Customer rating: 4 of 5'
	);
	await rating.scrollIntoViewIfNeeded();
	const lit = rating.locator( '.is-lit' );
	await expect( lit ).toHaveCount( 0 );
	// The row's "in view" arrives when the browser says so; from then on the page's clock counts.
	await expect
		.poll( async () => {
			await page.clock.runFor( 100 );
			return lit.count();
		} )
		.toBe( 1 );
	await page.clock.runFor( 200 );
	await expect( lit ).toHaveCount( 2 );
	await page.clock.runFor( 400 );
	await expect( lit ).toHaveCount( 4 );

	const chart = page.locator( '.is-demo-charts .stagecraft-chart' ).first();
	await expect( chart.getByRole( 'img' ) ).toHaveAttribute(
		'aria-label',
		'Design: 75%'
	);
	const ring = chart.locator( 'svg' );
	await expect( ring ).toHaveAttribute( 'width', '140' );
	await expect( chart.locator( '.stagecraft-chart__value' ) ).toHaveAttribute(
		'stroke-width',
		'8'
	);
	await expect(
		page.locator( '.is-demo-charts .stagecraft-chart__value' ).nth( 1 )
	).toHaveAttribute( 'stroke-width', '4' );
	await chart.scrollIntoViewIfNeeded();
	await expect
		.poll( async () => {
			await page.clock.runFor( 50 );
			return chart.getAttribute( 'class' );
		} )
		.toMatch( /is-filling/ );
} );

test( 'tabs follow the APG pattern: arrows, a 300 ms activation delay, deep links and panels loaded from an address', async ( {
	page,
} ) => {
	await installPausedClock( page );
	await page.goto( `${ PAGE }#tab-shipping` );
	const tabs = page.locator( '.is-demo-tabs' );
	const tab = ( name: string ) => tabs.getByRole( 'tab', { name } );
	// The hash names a panel: its tab is open.
	await expect( tab( 'Shipping' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
		'Free shipping'
	);
	await tab( 'Description' ).click();
	await expect( tabs.getByRole( 'tabpanel' ) ).toContainText( 'canvas bag' );
	// Keyboard: focus moves at once, the panel follows once focus rests 300 ms.
	await page.keyboard.press( 'ArrowRight' );
	await expect( tab( 'Shipping' ) ).toBeFocused();
	await page.clock.runFor( 250 );
	await expect( tab( 'Description' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await page.clock.runFor( 100 );
	await expect( tab( 'Shipping' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await page.keyboard.press( 'End' );
	await expect( tab( 'From the blog' ) ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	// Loaded from /blog/ the first time it opens.
	await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
		/Hello world|blog/i
	);
	// An in-page link to a tab opens it.
	await page
		.getByRole( 'link', { name: 'A link to the shipping tab' } )
		.click();
	await expect( tab( 'Shipping' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
} );

test( 'a tab whose address cannot be loaded says so', async ( { page } ) => {
	await page.route( '**/blog/', ( route ) => route.abort() );
	await page.goto( `${ PAGE }#tab-blog` );
	await expect(
		page.locator( '.is-demo-tabs' ).getByRole( 'tabpanel' )
	).toContainText( 'The content could not be loaded.' );
} );

test.describe( 'with JavaScript off', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the items open and close as plain details, with the first accordion item open', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		const accordion = block( page, 'accordion' );
		expect( await openStates( accordion ) ).toEqual( [
			true,
			false,
			false,
		] );
		await expect(
			accordion.getByText( 'We sketch, test and refine with you.' )
		).toBeVisible();
		const toggle = block( page, 'toggle' );
		await title( toggle, 1 ).click();
		await expect( toggle.getByText( 'within 30 days' ) ).toBeVisible();
		await expect(
			page.locator( '.is-demo-counters .stagecraft-counter__value' )
		).toHaveText( [ '12,500', '1 234 567', '98.5' ] );
		await expect(
			page
				.locator( '.is-demo-read-more' )
				.getByText( 'Today twelve of us' )
		).toBeVisible();
		await expect(
			page.locator( '.is-demo-countdown [data-unit="days"]' )
		).toHaveText( /^\d+$/ );
		await expect( page.locator( '.is-demo-rating .is-lit' ) ).toHaveCount(
			4
		);
		// Tabs read as in-page links above their sections.
		await expect(
			page
				.locator( '.is-demo-tabs' )
				.getByRole( 'link', { name: 'Shipping' } )
		).toHaveAttribute( 'href', '#tab-shipping' );
		await expect(
			page.getByText( 'Free shipping from 50 euros' )
		).toBeVisible();
		// No button that could do nothing; the link is there to copy by hand.
		await expect(
			page.getByRole( 'button', { name: 'Copy link' } )
		).toBeHidden();
		await expect(
			page.getByRole( 'textbox', { name: 'Link to this page' } )
		).toHaveValue( /\/site\/widgets\/$/ );
	} );
} );
