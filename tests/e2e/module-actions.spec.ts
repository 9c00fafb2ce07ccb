// Layer actions on /modules/actions/ (issue 19, part 1): each action kind from its button,
// real buttons and links operated by keyboard, the link rules, and the timing of an action
// (debounce, delay d, rate limit rd) and rTo on Playwright's clock.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { installRunningClock, pauseClock } from './support/clock';
import { log, recordEvents } from './runtime-helpers';

const ROOT = '#stagecraft-module-actions-demo';
const ALIAS = 'actions-demo';

declare global {
	interface Window {
		stagecraftDemo?: {
			calls: unknown[];
			actionCalled: ( d: unknown ) => void;
		};
	}
}

async function open( page: Page ) {
	await recordEvents( page );
	await page.addInitScript( () => {
		window.stagecraftDemo = {
			calls: [],
			actionCalled( detail ) {
				this.calls.push( detail );
			},
		};
	} );
	await page.goto( '/modules/actions/' );
	await page.locator( ROOT ).scrollIntoViewIfNeeded();
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	// Autoplay would move the slides under the test: the page pauses it.
	await page.evaluate(
		( alias ) => window.Stagecraft.get( alias )?.pause(),
		ALIAS
	);
	return page.locator( ROOT );
}

const index = ( page: Page ) =>
	page.evaluate(
		( alias ) => window.Stagecraft.get( alias )?.current()?.index,
		ALIAS
	);

const slide = ( page: Page, i: number ) =>
	page.locator( `${ ROOT } [data-slide-index="${ i }"]` );

test( 'slide actions: next, previous, jump by id and by index, from the keyboard too', async ( {
	page,
} ) => {
	const root = await open( page );
	await slide( page, 0 )
		.getByRole( 'button', { name: 'Next slide' } )
		.click();
	await expect.poll( () => index( page ) ).toBe( 1 );
	await slide( page, 1 )
		.getByRole( 'button', { name: 'Previous slide' } )
		.click();
	await expect.poll( () => index( page ) ).toBe( 0 );
	const jump = slide( page, 0 ).getByRole( 'button', {
		name: 'Go to the last slide',
	} );
	await jump.focus();
	await page.keyboard.press( 'Enter' );
	await expect.poll( () => index( page ) ).toBe( 2 );
	const first = slide( page, 2 ).getByRole( 'button', {
		name: 'Back to the first slide',
	} );
	await first.focus();
	await page.keyboard.press( ' ' );
	await expect.poll( () => index( page ) ).toBe( 0 );
	// Buttons are real buttons.
	expect(
		await root
			.getByRole( 'button', { name: 'Next slide' } )
			.evaluate( ( el ) => el.tagName )
	).toBe( 'BUTTON' );
} );

test( 'slideshow, layer, class, scene, hover, custom event and callback actions', async ( {
	page,
} ) => {
	await open( page );
	const first = slide( page, 0 );
	// The carousel's play control follows the slideshow.
	const control = page.locator( `${ ROOT } .stagecraft-module__play` );
	await expect( control ).toHaveAttribute( 'aria-label', 'Start slideshow' );
	await first.getByRole( 'button', { name: 'Resume the slideshow' } ).click();
	await expect( control ).toHaveAttribute( 'aria-label', 'Pause slideshow' );
	await first.getByRole( 'button', { name: 'Pause the slideshow' } ).click();
	await expect( control ).toHaveAttribute( 'aria-label', 'Start slideshow' );

	const details = first.locator( '#actions-details' );
	await expect( details ).toBeVisible();
	await first
		.getByRole( 'button', { name: 'Show or hide the details' } )
		.click();
	await expect( details ).toBeHidden();
	await first
		.getByRole( 'button', { name: 'Show or hide the details' } )
		.click();
	await expect( details ).toBeVisible();

	const title = first.locator( '#actions-title' );
	await first.getByRole( 'button', { name: 'Highlight the title' } ).click();
	await expect( title ).toHaveClass( /is-highlighted/ );
	await first.getByRole( 'button', { name: 'Highlight the title' } ).click();
	await expect( title ).not.toHaveClass( /is-highlighted/ );

	await first.getByRole( 'button', { name: 'Call the page' } ).click();
	await expect
		.poll( () => page.evaluate( () => window.stagecraftDemo?.calls ) )
		.toEqual( [
			{ alias: ALIAS, layer: 12, slide: 0, action: 'callback' },
		] );

	await first.getByRole( 'button', { name: 'Next slide' } ).click();
	await expect.poll( () => index( page ) ).toBe( 1 );
	const second = slide( page, 1 );
	// Start a scene: the title plays its in-scene again.
	const entered = async () =>
		( await log( page, ALIAS ) ).filter(
			( e ) =>
				e.type === 'enterstage' &&
				( e.detail as { layer: number; slide: { index: number } } )
					.layer === 1 &&
				( e.detail as { slide: { index: number } } ).slide.index === 1
		).length;
	const before = await entered();
	await second.getByRole( 'button', { name: 'Replay the title' } ).click();
	await expect.poll( entered ).toBe( before + 1 );

	// Hover in and out.
	const hover = second.getByRole( 'button', { name: 'Hover to highlight' } );
	await hover.hover();
	await expect( hover ).toHaveClass( /is-hovered/ );
	await page.mouse.move( 2, 2 );
	await expect( hover ).not.toHaveClass( /is-hovered/ );

	// A custom event the layer listens for switches its toggle text.
	await expect( second.getByText( 'Waiting for the page' ) ).toBeVisible();
	await page.evaluate( () =>
		document.dispatchEvent( new Event( 'stagecraft-demo-ping' ) )
	);
	await expect( second.getByText( 'The page called' ) ).toBeVisible();
} );

test( 'links follow the link rules; a same-page link scrolls instead of navigating', async ( {
	page,
} ) => {
	await open( page );
	await slide( page, 0 )
		.getByRole( 'button', { name: 'Next slide' } )
		.click();
	await expect.poll( () => index( page ) ).toBe( 1 );
	const second = slide( page, 1 );
	await expect(
		second.getByRole( 'link', { name: 'Email us' } )
	).toHaveAttribute( 'href', 'mailto:hello@example.com' );
	await expect(
		second.getByRole( 'link', { name: 'Call us' } )
	).toHaveAttribute( 'href', 'tel:+442079460000' );
	const external = second.getByRole( 'link', { name: 'WordPress.org' } );
	await expect( external ).toHaveAttribute( 'target', '_blank' );
	await expect( external ).toHaveAttribute( 'rel', 'noopener nofollow' );
	const notes = second.getByRole( 'link', { name: 'Read the notes' } );
	await expect( notes ).toHaveAttribute( 'href', '#actions-notes' );
	const url = page.url();
	await notes.click();
	// Scrolled (offset 20 above the heading, under the sticky header), not navigated.
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					document
						.getElementById( 'actions-notes' )
						?.getBoundingClientRect().top ?? -1
			)
		)
		.toBeLessThan( 200 );
	expect( page.url() ).toBe( url );
	expect(
		await page.evaluate(
			() => window.Stagecraft.get( 'actions-demo' ) !== undefined
		)
	).toBe( true );
} );

test( 'scroll below the module, and the modal conflict warning', async ( {
	page,
} ) => {
	const warnings: string[] = [];
	page.on( 'console', ( m ) => {
		if ( m.type() === 'warning' ) {
			warnings.push( m.text() );
		}
	} );
	const root = await open( page );
	await slide( page, 0 )
		.getByRole( 'button', { name: 'Open this module as a modal' } )
		.click();
	await expect
		.poll( () => warnings.find( ( w ) => w.includes( 'actions-demo' ) ) )
		.toContain( 'set Pop Up' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );

	// Where the module's bottom edge meets the top of the window, as far as the page scrolls.
	const target = await root.evaluate( ( el ) =>
		Math.min(
			el.getBoundingClientRect().bottom + window.scrollY,
			document.documentElement.scrollHeight - window.innerHeight
		)
	);
	await slide( page, 0 )
		.getByRole( 'button', { name: 'Scroll below the module' } )
		.click();
	await expect
		.poll( async () =>
			Math.abs( ( await page.evaluate( () => window.scrollY ) ) - target )
		)
		.toBeLessThan( 2 );
} );

test( 'delay, rate limit and rTo run on the clock', async ( { page } ) => {
	await installRunningClock( page );
	await open( page );
	await slide( page, 0 )
		.getByRole( 'button', { name: 'Go to the last slide' } )
		.click();
	await expect.poll( () => index( page ) ).toBe( 2 );
	// The change has played out: the slide takes clicks.
	await expect
		.poll( async () =>
			( await log( page, ALIAS ) ).some(
				( e ) => e.type === 'afterChange'
			)
		)
		.toBe( true );
	await pauseClock( page );
	const changes = async () =>
		( await log( page, ALIAS ) ).filter(
			( e ) => e.type === 'beforeChange'
		).length;
	const start = await changes();
	const limited = slide( page, 2 ).getByRole( 'button', {
		name: 'Next, at most once a second',
	} );
	await limited.click();
	// The 19 ms debounce, then the 300 ms delay d: nothing yet at 309 ms.
	await page.clock.runFor( 309 );
	expect( await changes() ).toBe( start );
	// A second press within the rate limit rd (1000 ms from the first run) is dropped.
	await limited.click();
	await page.clock.runFor( 20 );
	await expect.poll( changes ).toBe( start + 1 );
	await page.clock.runFor( 2000 );
	await expect.poll( () => index( page ) ).toBe( 0 );
	expect( await changes() ).toBe( start + 1 );
	// rTo: with the slideshow paused, the module returns to slide #3 once slide 1 has
	// shown for its length (9000 ms).
	await page.clock.runFor( 6000 );
	expect( await index( page ) ).toBe( 0 );
	await page.clock.runFor( 4000 );
	await expect.poll( changes ).toBe( start + 2 );
	await page.clock.runFor( 2000 );
	await expect.poll( () => index( page ) ).toBe( 2 );
} );
