import { test, expect } from '@playwright/test';
import { installPausedClock, runUntil } from './support/clock';

declare function marked( id: string ): boolean;
import { nextFrames, scrollPage } from './support/chrome';
import { logIn } from './support/log-in';

// Spec site.md: a menu link closes the side slide after 500 ms; a hash is scrolled to after
// 500 ms with a 500 ms animation.
const LINK_CLOSE_MS = 500;
const HASH_DELAY_MS = 500;
const SCROLL_MS = 500;

test.describe( 'mobile side-slide menu at 390 px', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'opens, traps focus, closes on Escape and returns focus to the toggle', async ( {
		page,
	} ) => {
		await page.goto( '/site/' );
		const toggle = page.locator( '.stagecraft-header__toggle' );
		const slide = page.locator( '.stagecraft-side-slide' );
		await expect( page.locator( '.stagecraft-header__nav' ) ).toBeHidden();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		const controls = await toggle.getAttribute( 'aria-controls' );
		await expect( slide ).toHaveAttribute( 'id', controls ?? '' );

		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( slide ).toHaveClass( /is-open/ );
		const panel = page.locator( '.stagecraft-side-slide__panel' );
		await expect( panel ).toBeInViewport();
		expect(
			( await panel.boundingBox() )?.height ?? 0
		).toBeGreaterThanOrEqual( 176 );

		// Tab through more items than the panel holds: focus never leaves it.
		for ( let i = 0; i < 30; i++ ) {
			await page.keyboard.press( i % 7 === 6 ? 'Shift+Tab' : 'Tab' );
			expect(
				await page.evaluate( () =>
					Boolean(
						document.body.ownerDocument.activeElement?.closest(
							'.stagecraft-side-slide__panel'
						)
					)
				)
			).toBe( true );
		}

		await page.keyboard.press( 'Escape' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( toggle ).toBeFocused();
		await expect( slide ).toBeHidden();
	} );

	test( 'the overlay and the close icon close it', async ( { page } ) => {
		await page.goto( '/site/' );
		const toggle = page.locator( '.stagecraft-header__toggle' );
		await toggle.click();
		await page.locator( '.stagecraft-side-slide__close' ).click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await toggle.click();
		await page.mouse.click( 10, 400 );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( page.locator( '.stagecraft-side-slide' ) ).toBeHidden();
	} );

	test( 'search and language toggles swap the menu area', async ( {
		page,
	} ) => {
		await page.goto( '/site/' );
		await page.locator( '.stagecraft-header__toggle' ).click();
		const menu = page.locator(
			'.stagecraft-side-slide [data-area="menu"]'
		);
		await expect( menu ).toBeVisible();
		await page.locator( '[data-show-area="search"]' ).click();
		await expect(
			page.locator( '[data-area="search"] input' )
		).toBeVisible();
		await expect( menu ).toBeHidden();
		await page.locator( '[data-show-area="lang"]' ).click();
		await expect( page.locator( '[data-area="lang"]' ) ).toBeVisible();
		await expect( page.locator( '[data-area="search"]' ) ).toBeHidden();
		await page.locator( '[data-show-area="lang"]' ).click();
		await expect( menu ).toBeVisible();
	} );

	test( 'a menu link closes the slide after 500 ms, a bare # link does not', async ( {
		page,
	} ) => {
		await installPausedClock( page );
		await page.goto( '/one-page/' );
		const toggle = page.locator( '.stagecraft-header__toggle' );
		await toggle.click();
		const slide = page.locator( '.stagecraft-side-slide' );
		// A bare "#" link, as submenu parents use, is ignored.
		await page.evaluate( () => {
			const a = document.createElement( 'a' );
			a.href = '#';
			a.textContent = 'bare';
			a.id = 'bare-hash';
			document
				.querySelector( '.stagecraft-side-slide [data-area="menu"]' )
				?.prepend( a );
		} );
		await page.locator( '#bare-hash' ).click();
		await page.clock.runFor( LINK_CLOSE_MS * 2 );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );

		await slide.getByRole( 'link', { name: 'Pricing' } ).click();
		await page.clock.runFor( LINK_CLOSE_MS - 1 );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.clock.runFor( 1 );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'closes when the window grows past 1240 px; reduced motion skips the slide', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 390, height: 844 },
			reducedMotion: 'reduce',
			storageState: 'tests/e2e/consent-given.json',
		} );
		const page = await context.newPage();
		await page.goto( '/site/' );
		const toggle = page.locator( '.stagecraft-header__toggle' );
		await toggle.click();
		const panel = page.locator( '.stagecraft-side-slide__panel' );
		await expect( panel ).toHaveCSS( 'transition-duration', '0s' );
		await page.setViewportSize( { width: 1300, height: 844 } );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( page.locator( '.stagecraft-side-slide' ) ).toBeHidden();
		await expect( page.locator( '.stagecraft-header__nav' ) ).toBeVisible();
		await context.close();
	} );
} );

test.describe( 'sticky header at 1440 px', () => {
	test.use( { viewport: { width: 1440, height: 900 } } );

	test( 'sticks after the header height, slides in, and leaves above it', async ( {
		page,
	} ) => {
		await page.goto( '/site/sticky-header/' );
		const header = page.locator( '[data-stagecraft-header]' );
		const height = ( await header.boundingBox() )?.height ?? 0;
		await expect( page.locator( '.stagecraft-header__nav' ) ).toBeVisible();
		await page.evaluate(
			( y ) => window.scrollTo( 0, y ),
			Math.max( 0, height - 10 )
		);
		// The scroll has been handled once the page has drawn it.
		await nextFrames( page );
		await expect( header ).not.toHaveClass( /is-sticky/ );

		const before = await page.evaluate(
			() => document.scrollingElement?.scrollHeight
		);
		await page.evaluate( () => window.scrollTo( 0, 600 ) );
		await expect( header ).toHaveClass( /is-sticky/ );
		await expect( header ).toHaveCSS( 'position', 'fixed' );
		// No layout shift: the page keeps its length when the header leaves the flow.
		expect(
			await page.evaluate( () => document.scrollingElement?.scrollHeight )
		).toBe( before );
		// The 300 ms slide-in from -60 px ends at the top.
		await header.evaluate( ( el ) =>
			Promise.all( el.getAnimations().map( ( a ) => a.finished ) )
		);
		await expect
			.poll( async () => ( await header.boundingBox() )?.y )
			.toBe( 0 );

		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await expect( header ).not.toHaveClass( /is-sticky/ );
		// Back in the flow (relative: it anchors the mega menu).
		await expect( header ).toHaveCSS( 'position', 'relative' );
	} );

	test( 'a hash scroll lands below the sticky header; & / ? hashes are ignored', async ( {
		page,
	} ) => {
		await installPausedClock( page );
		// The browser's own jump lands under the header; 500 ms later the page corrects it in a
		// 500 ms animation.
		await page.goto( '/site/sticky-header/#target' );
		const target = page.locator( '#target' );
		const header = page.locator( '[data-stagecraft-header]' );
		const targetTop = async () =>
			Math.round( ( await target.boundingBox() )?.y ?? -1 );
		await page.clock.runFor( HASH_DELAY_MS - 1 );
		const jumped = await targetTop();
		await page.clock.runFor( 1 + SCROLL_MS + 50 );
		const height = Math.round(
			( await header.boundingBox() )?.height ?? 0
		);
		expect( height ).toBeGreaterThan( 0 );
		expect( jumped ).not.toBe( height );
		expect( await targetTop() ).toBe( height );
		await expect( header ).toHaveClass( /is-sticky/ );

		// A new document, not a same-page hash change.
		await page.goto( 'about:blank' );
		await page.goto( '/site/sticky-header/#target&utm=1' );
		await page.clock.runFor( HASH_DELAY_MS + SCROLL_MS + 200 );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
	} );

	test( 'the one-page menu marks the section in view', async ( { page } ) => {
		await installPausedClock( page );
		await page.goto( '/one-page/' );
		// Whether the header's link to the section is marked current, in the page.
		await page.evaluate( () => {
			(
				window as unknown as { marked: ( id: string ) => boolean }
			 ).marked = ( id ) =>
				document
					.querySelector(
						`.stagecraft-header__nav a[href$="#${ id }"]`
					)
					?.getAttribute( 'aria-current' ) === 'location';
		} );
		const pricing = page.locator( '.stagecraft-header__nav a', {
			hasText: 'Pricing',
		} );
		await page
			.locator( '.stagecraft-header__nav a', { hasText: 'Features' } )
			.hover();
		// The submenu opens once the pointer has rested 100 ms.
		await page.clock.runFor( 150 );
		await pricing.click();
		// The 500 ms scroll to its end; the mark follows the page's scroll events.
		await page.clock.runFor( SCROLL_MS + 50 );
		await runUntil( page, () => marked( 'pricing' ) );
		await expect( pricing ).toHaveAttribute( 'aria-current', 'location' );
		await expect( page ).toHaveURL( /#pricing$/ );
		const intro = page.locator( '.stagecraft-one-page-nav a', {
			hasText: 'Intro',
		} );
		await expect( intro ).not.toHaveAttribute( 'aria-current', 'location' );
		// The scroll's last frames re-land on the target if the sticky header moved it: they
		// run out before the page is scrolled back, or they would pull it to Pricing again
		// (a busy machine can reach here with the mark set and those frames still due).
		await page.clock.runFor( 200 );
		await scrollPage( page, 0 );
		await runUntil( page, () => ! marked( 'pricing' ) );
		await scrollPage(
			page,
			await page
				.locator( '#features' )
				.evaluate(
					( el ) =>
						el.getBoundingClientRect().top + window.scrollY - 20
				)
		);
		await runUntil( page, () => marked( 'features' ) );
		await expect(
			page.locator( '.stagecraft-one-page-nav a', {
				hasText: 'Features',
			} )
		).toHaveAttribute( 'aria-current', 'location' );
	} );

	test( 'with the admin bar the sticky header sits below it', async ( {
		page,
	} ) => {
		await logIn( page );
		await page.goto( '/site/sticky-header/' );
		const bar = await page.locator( '#wpadminbar' ).boundingBox();
		expect( bar?.height ).toBeGreaterThan( 0 );
		await page.evaluate( () => window.scrollTo( 0, 600 ) );
		const header = page.locator( '[data-stagecraft-header]' );
		await expect( header ).toHaveClass( /is-sticky/ );
		await expect
			.poll( async () => ( await header.boundingBox() )?.y )
			.toBe( bar?.height );
	} );
} );
