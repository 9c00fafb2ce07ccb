// Modules as pop-up modals (issue 19, part 2): the hash, event and scroll triggers, the
// one-time cookie, closing by Escape, the close button and the underlay, the focus trap,
// the page's scroll locked and restored, and axe on the open dialog.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { installRunningClock, pauseClock } from './support/clock';

const registered = ( page: Page, alias: string ) =>
	expect(
		page.locator( `[data-stagecraft-alias="${ alias }"][data-modal-state]` )
	).toHaveAttribute( 'data-modal-state', 'closed' );

const state = ( page: Page, alias: string ) =>
	page
		.locator( `[data-stagecraft-alias="${ alias }"]` )
		.getAttribute( 'data-modal-state' );

test( 'the hash opens the modal after 500 ms; it is a labelled dialog that keeps focus', async ( {
	page,
} ) => {
	await installRunningClock( page );
	await page.goto( '/modules/modal-hash/' );
	await registered( page, 'modal-hash' );
	await pauseClock( page );
	const opener = page.getByRole( 'link', {
		name: 'Open the offer by its hash',
	} );
	await opener.click();
	await page.clock.runFor( 490 );
	expect( await state( page, 'modal-hash' ) ).toBe( 'closed' );
	await page.clock.runFor( 20 );
	const dialog = page.getByRole( 'dialog', { name: 'Offer by hash' } );
	await expect( dialog ).toBeVisible();
	await expect.poll( () => state( page, 'modal-hash' ) ).toBe( 'open' );
	// Underlay of the settings, above everything.
	const underlay = page.locator(
		'.stagecraft-modal[data-modal-alias="modal-hash"]'
	);
	await expect( underlay ).toHaveCSS(
		'background-color',
		'rgba(15, 23, 42, 0.7)'
	);
	await expect( underlay ).toHaveCSS( 'z-index', '999999' );
	await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
	// Focus moved in, and Tab and Shift+Tab keep it there.
	await expect
		.poll( () =>
			dialog.evaluate( ( el ) =>
				el.contains( el.ownerDocument.activeElement )
			)
		)
		.toBe( true );
	for ( const key of [
		'Tab',
		'Tab',
		'Tab',
		'Shift+Tab',
		'Shift+Tab',
		'Shift+Tab',
	] ) {
		await page.keyboard.press( key );
		expect(
			await dialog.evaluate( ( el ) =>
				el.contains( el.ownerDocument.activeElement )
			)
		).toBe( true );
	}
	// Escape closes it (fading out over its speed) and focus goes back to the link.
	await page.keyboard.press( 'Escape' );
	await expect.poll( () => state( page, 'modal-hash' ) ).toBe( 'closing' );
	await page.clock.runFor( 1000 );
	await expect.poll( () => state( page, 'modal-hash' ) ).toBe( 'closed' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
} );

test( 'a named document event opens the modal; its close button closes it', async ( {
	page,
} ) => {
	await page.goto( '/modules/modal-hash/' );
	await registered( page, 'modal-hash' );
	await page.evaluate( () =>
		document.dispatchEvent( new Event( 'stagecraft-demo-offer' ) )
	);
	const dialog = page.getByRole( 'dialog', { name: 'Offer by hash' } );
	await expect( dialog ).toBeVisible();
	await expect
		.poll( () =>
			page.evaluate(
				() => window.Stagecraft.get( 'modal-hash' )?.current()?.index
			)
		)
		.toBe( 0 );
	// A click inside the module does not close it.
	await dialog.getByText( 'Stay in the loop' ).click();
	expect( await state( page, 'modal-hash' ) ).toBe( 'open' );
	// Axe on the open dialog, once it has faded in.
	await expect( page.locator( '.stagecraft-modal' ) ).toHaveCSS(
		'opacity',
		'1'
	);
	const results = await new AxeBuilder( { page } )
		.include( '.stagecraft-modal' )
		.analyze();
	expect( results.violations.map( ( v ) => v.id ) ).toEqual( [] );
	await dialog
		.getByRole( 'button', { name: 'Close', exact: true } )
		.first()
		.click();
	await expect.poll( () => state( page, 'modal-hash' ) ).toBe( 'closed' );
	// The API opens and closes it too.
	expect(
		await page.evaluate( () => window.Stagecraft.openModal( 'modal-hash' ) )
	).toBe( true );
	await expect( dialog ).toBeVisible();
	await page.evaluate( () => window.Stagecraft.closeModal() );
	await expect.poll( () => state( page, 'modal-hash' ) ).toBe( 'closed' );
} );

test( 'scrolling to the marker opens the modal once; the underlay closes it and the page scroll comes back', async ( {
	page,
	context,
} ) => {
	await context.clearCookies( { name: 'stagecraft_modal_modal-scroll' } );
	await page.goto( '/modules/modal-scroll/' );
	await registered( page, 'modal-scroll' );
	// The marker half-way up the window.
	const scrolled = await page.evaluate( () => {
		const marker = document.getElementById( 'modal-scroll-anchor' );
		const top =
			( marker?.getBoundingClientRect().top ?? 0 ) +
			window.scrollY -
			window.innerHeight / 2 +
			10;
		window.scrollTo( 0, top );
		return window.scrollY;
	} );
	const dialog = page.getByRole( 'dialog', { name: 'Offer on scroll' } );
	await expect( dialog ).toBeVisible();
	// pS off: the page does not scroll while it is open.
	await expect
		.poll( () =>
			page.evaluate( () => document.documentElement.style.overflow )
		)
		.toBe( 'hidden' );
	// The one-time cookie is set.
	expect(
		( await context.cookies() ).some(
			( c ) => c.name === 'stagecraft_modal_modal-scroll'
		)
	).toBe( true );
	// A click on the underlay (above the module, which sits at the bottom) closes it.
	await page.mouse.click( 10, 10 );
	await expect.poll( () => state( page, 'modal-scroll' ) ).toBe( 'closed' );
	await expect( dialog ).toBeHidden();
	expect(
		await page.evaluate( () => [
			document.documentElement.style.overflow,
			window.scrollY,
		] )
	).toEqual( [ '', scrolled ] );

	// Once a visit: scrolling past the marker again opens nothing.
	await page.reload();
	await registered( page, 'modal-scroll' );
	await page.evaluate( async () => {
		window.scrollTo( 0, 0 );
		document.getElementById( 'modal-scroll-anchor' )?.scrollIntoView();
		// Scroll listeners have run once two frames have passed.
		await new Promise( ( resolve ) =>
			requestAnimationFrame( () => requestAnimationFrame( resolve ) )
		);
	} );
	expect( await state( page, 'modal-scroll' ) ).toBe( 'closed' );
	await expect(
		page.getByRole( 'dialog', { name: 'Offer on scroll' } )
	).toHaveCount( 0 );
} );
