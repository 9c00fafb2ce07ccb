import { test, expect } from '@playwright/test';
import { installPausedClock } from './support/clock';
import { WIDTHS, focusInside, nextFrames, scrollPage } from './support/chrome';

const SIDE_MENU_CLOSING_MS = 310; // spec site.md section 9

for ( const width of WIDTHS ) {
	test.describe( `menus at ${ width } px`, () => {
		test.use( { viewport: { width, height: 844 } } );

		test( 'off-canvas sidebar: mouse and keyboard, focus trap, Escape, inert page, scroll lock without shift', async ( {
			page,
		} ) => {
			await page.goto( '/site/off-canvas/' );
			const button = page.getByRole( 'button', {
				name: 'Open the sidebar',
			} );
			const dialog = page.getByRole( 'dialog', { name: 'Quick links' } );
			const left = async () =>
				( await page.locator( 'main' ).boundingBox() )?.x;
			const before = await left();
			await button.click();
			await expect( dialog ).toBeVisible();
			await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
			expect( await focusInside( page, 'dialog' ) ).toBe( true );
			expect(
				await page.evaluate(
					() => getComputedStyle( document.documentElement ).overflow
				)
			).toBe( 'hidden' );
			expect( await left() ).toBe( before );
			// A modal dialog: the page behind takes no clicks (the backdrop closes instead).
			expect(
				await page.evaluate( () =>
					document
						.querySelector( 'dialog[data-stagecraft-off-canvas]' )
						?.matches( ':modal' )
				)
			).toBe( true );
			for ( let i = 0; i < 8; i++ ) {
				await page.keyboard.press( i % 3 === 2 ? 'Shift+Tab' : 'Tab' );
				expect( await focusInside( page, 'dialog' ) ).toBe( true );
			}
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect( button ).toBeFocused();
			await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

			// By keyboard; the close button closes too.
			await page.keyboard.press( 'Enter' );
			await expect( dialog ).toBeVisible();
			await dialog
				.getByRole( 'button', { name: 'Close sidebar' } )
				.click();
			await expect( dialog ).toBeHidden();
			await expect( button ).toBeFocused();
			expect( await left() ).toBe( before );
		} );

		test( 'burger sidebar with toggled submenus', async ( { page } ) => {
			await page.goto( '/site/header-burger/' );
			const toggle = page.locator( '.stagecraft-header__toggle' );
			await expect(
				page.locator( '.stagecraft-header__nav' )
			).toHaveCount( 0 );
			await toggle.click();
			const slide = page.locator( '.stagecraft-side-slide' );
			const panel = slide.locator( '.stagecraft-side-slide__panel' );
			await expect( panel ).toBeInViewport();
			await expect
				.poll( async () => {
					const box = await panel.boundingBox();
					return Math.round( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) );
				} )
				.toBe( width );
			const sub = slide.getByRole( 'link', { name: 'Sticky header' } );
			await expect( sub ).toBeHidden();
			// The feature demos sit under Features; Site chrome is a submenu in it.
			await slide
				.getByRole( 'button', { name: 'Features submenu' } )
				.click();
			const more = slide.getByRole( 'button', {
				name: 'Site chrome submenu',
			} );
			await more.focus();
			await page.keyboard.press( 'Enter' );
			await expect( more ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( sub ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( toggle ).toBeFocused();
			await expect( slide ).toBeHidden();
		} );

		test( 'side menu: tabs, replaced submenus with breadcrumb back links, 310 ms closing window', async ( {
			page,
		} ) => {
			// The closing window on the page's clock, paused from the start.
			await installPausedClock( page );
			await page.goto( '/site/header-side/' );
			const toggle = page.locator( '.stagecraft-header__toggle' );
			await toggle.click();
			const slide = page.locator( '.stagecraft-side-slide' );
			const panel = slide.locator( '.stagecraft-side-slide__panel' );
			await expect( panel ).toBeInViewport();
			await expect
				.poll( async () => ( await panel.boundingBox() )?.x )
				.toBe( 0 );
			await slide.getByRole( 'tab', { name: 'More' } ).click();
			await expect(
				slide.getByRole( 'link', { name: 'Cookie settings' } )
			).toBeVisible();
			await page.keyboard.press( 'ArrowLeft' );
			await expect(
				slide.getByRole( 'tab', { name: 'Main menu' } )
			).toHaveAttribute( 'aria-selected', 'true' );

			await slide
				.getByRole( 'button', { name: 'Features submenu' } )
				.click();
			const crumbs = slide.locator( '.stagecraft-side-menu__breadcrumb' );
			await expect( crumbs ).toBeVisible();
			await expect(
				slide.getByRole( 'link', { name: 'Home' } )
			).toBeHidden();
			await expect( page.locator( ':focus' ) ).toHaveText(
				'Module types'
			);
			await slide
				.getByRole( 'button', { name: 'Module types submenu' } )
				.click();
			await expect(
				slide.getByRole( 'link', { name: 'Carousel' } )
			).toBeVisible();
			await expect( crumbs.locator( '[aria-current]' ) ).toHaveText(
				'Module types'
			);
			await crumbs
				.getByRole( 'button', { name: 'Back to Menu' } )
				.click();
			await expect( crumbs ).toBeHidden();
			await expect(
				slide.getByRole( 'link', { name: 'Home' } )
			).toBeVisible();
			await expect(
				slide.getByRole( 'button', { name: 'Features submenu' } )
			).toBeFocused();

			await page.keyboard.press( 'Escape' );
			// Through the 310 ms closing window the slide is closing yet still shown, then hidden.
			const closing = () =>
				slide.evaluate( ( el: HTMLElement ) => ( {
					closing: el.classList.contains( 'is-closing' ),
					hidden: el.hidden,
				} ) );
			expect( await closing() ).toEqual( {
				closing: true,
				hidden: false,
			} );
			await page.clock.runFor( SIDE_MENU_CLOSING_MS - 1 );
			expect( await closing() ).toEqual( {
				closing: true,
				hidden: false,
			} );
			await page.clock.runFor( 1 );
			expect( await closing() ).toEqual( {
				closing: false,
				hidden: true,
			} );
			await expect( slide ).toBeHidden();
			await expect( toggle ).toBeFocused();
		} );
	} );
}

for ( const width of WIDTHS ) {
	test.describe( `creative overlay at ${ width } px`, () => {
		test.use( { viewport: { width, height: 844 } } );

		test( 'the menu button opens a full-window menu; Escape closes it', async ( {
			page,
		} ) => {
			await page.goto( '/site/header-creative-overlay/' );
			const toggle = page.locator( '.stagecraft-header__toggle' );
			await toggle.click();
			const panel = page.locator( '.stagecraft-side-slide__panel' );
			await expect( panel ).toBeInViewport();
			await expect
				.poll( async () => ( await panel.boundingBox() )?.width )
				.toBe( width );
			await page.keyboard.press( 'Escape' );
			await expect(
				page.locator( '.stagecraft-side-slide' )
			).toBeHidden();
			await expect( toggle ).toBeFocused();
		} );
	} );
}

test.describe( 'at 390 px', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'the secondary menu is in the side slide; the creative side header is a bar with the toggle', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await expect(
			page.getByRole( 'navigation', { name: 'Secondary' } ).first()
		).toBeHidden();
		await page.locator( '.stagecraft-header__toggle' ).click();
		await expect(
			page
				.locator( '.stagecraft-side-slide' )
				.getByRole( 'navigation', { name: 'Secondary' } )
				.getByRole( 'link', { name: 'Cookie settings' } )
		).toBeVisible();
		await page.goto( '/site/header-creative-side/' );
		await expect(
			page.locator( '.stagecraft-header__toggle' )
		).toBeVisible();
		await expect( page.locator( '[data-stagecraft-header]' ) ).toHaveCSS(
			'position',
			'relative'
		);
	} );
} );

test.describe( 'mega menu at 1440 px', () => {
	test.use( { viewport: { width: 1440, height: 900 } } );

	test( 'the secondary menu is in the header bar', async ( { page } ) => {
		await page.goto( '/' );
		await expect(
			page
				.locator( '[data-stagecraft-header]' )
				.getByRole( 'navigation', { name: 'Secondary' } )
				.getByRole( 'link', { name: 'Call 0123 456 789' } )
		).toBeVisible();
	} );

	test( 'the creative side header is a fixed column from 1240 px with its own scroll bar, never sticky', async ( {
		page,
	} ) => {
		await page.goto( '/site/header-creative-side/' );
		const header = page.locator( '[data-stagecraft-header]' );
		const box = await header.boundingBox();
		expect( box?.x ).toBe( 0 );
		expect( box?.y ).toBe( 0 );
		expect( box?.height ).toBe( 900 );
		await expect( header ).toHaveCSS( 'overflow-y', 'auto' );
		await scrollPage( page, 900 );
		await nextFrames( page );
		await expect( header ).not.toHaveClass( /is-sticky/ );
		expect( ( await header.boundingBox() )?.y ).toBe( 0 );
	} );

	test( 'opens on hover with a 100 ms fade, by keyboard, and Escape returns focus', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const nav = page.getByRole( 'navigation', { name: 'Main' } );
		const button = nav.getByRole( 'button', { name: 'Features submenu' } );
		const mega = page.locator(
			`#${ await button.getAttribute( 'aria-controls' ) }`
		);
		await expect( mega ).toBeHidden();
		// The 100 ms fade is framer-motion's (tests/e2e/site-motion.spec.ts), not a CSS transition.
		await expect( page.locator( 'html' ) ).toHaveClass( /has-js-motion/ );
		await nav
			.getByRole( 'link', { name: 'Features', exact: true } )
			.hover();
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			mega.getByRole( 'link', { name: 'Carousel' } )
		).toBeVisible();
		// Columns side by side, spanning the header.
		const types = await mega
			.getByRole( 'link', { name: 'Module types' } )
			.boundingBox();
		const sources = await mega
			.getByRole( 'link', { name: 'Data sources' } )
			.boundingBox();
		expect( sources?.y ).toBe( types?.y );
		expect( ( sources?.x ?? 0 ) > ( types?.x ?? 0 ) ).toBe( true );
		await page.mouse.move( 700, 800 );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( mega ).toBeHidden();

		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.keyboard.press( 'Tab' );
		await expect(
			mega.getByRole( 'link', { name: 'Module types' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( button ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.keyboard.press( 'Space' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'with reduced motion the submenus do not fade', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 1440, height: 900 },
			reducedMotion: 'reduce',
			storageState: 'tests/e2e/consent-given.json',
		} );
		const page = await context.newPage();
		await page.goto( '/' );
		await expect(
			page.locator( '.stagecraft-header__nav .sub-menu' ).first()
		).toHaveCSS( 'transition-duration', '0s' );
		await context.close();
	} );
} );
