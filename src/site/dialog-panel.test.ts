import { PANEL_MS, createPanelToggle } from './dialog-panel';
import { inertOutside, lockScroll } from './scroll-lock';

function setup() {
	document.body.innerHTML = `
		<header><button id="open" aria-expanded="false">Open</button></header>
		<main id="main"><a href="/x/">x</a></main>
		<dialog id="d"><button id="first" data-close-panel>Close</button><a id="last" href="/y/">y</a></dialog>`;
	const button = document.getElementById( 'open' ) as HTMLButtonElement;
	const dialog = document.getElementById( 'd' ) as HTMLDialogElement;
	return {
		button,
		dialog,
		panel: createPanelToggle( button, dialog, {
			initialFocus: () => document.getElementById( 'first' ),
		} ),
	};
}

const key = ( k: string, shiftKey = false ) =>
	document.body.ownerDocument.activeElement?.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: k, shiftKey, bubbles: true } )
	);

describe( 'dialog panel (off-canvas sidebar, search overlay)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens from its button, traps Tab, closes on Escape after the transition and returns focus', () => {
		const { button, dialog, panel } = setup();
		button.focus();
		button.click();
		expect( dialog.hasAttribute( 'open' ) ).toBe( true );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		expect( document.body.ownerDocument.activeElement?.id ).toBe( 'first' );
		// jsdom lays nothing out, so the trap finds no focusable element and holds focus still.
		key( 'Tab' );
		expect(
			dialog.contains( document.body.ownerDocument.activeElement )
		).toBe( true );
		key( 'Escape' );
		expect( panel.isOpen() ).toBe( false );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( document.body.ownerDocument.activeElement ).toBe( button );
		expect( dialog.classList ).toContain( 'is-closing' );
		expect( dialog.hasAttribute( 'open' ) ).toBe( true );
		jest.advanceTimersByTime( PANEL_MS );
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
		expect( document.documentElement.style.overflow ).toBe( '' );
		panel.destroy();
	} );

	it( 'the close button and a click on the backdrop close it', () => {
		const { button, dialog, panel } = setup();
		button.click();
		document.getElementById( 'first' )?.click();
		expect( panel.isOpen() ).toBe( false );
		button.click();
		dialog.click();
		expect( panel.isOpen() ).toBe( false );
		panel.destroy();
	} );
} );

describe( 'scroll lock and inert background', () => {
	it( 'locks nest: the page scrolls again after the last unlock', () => {
		const a = lockScroll();
		const b = lockScroll();
		a();
		a();
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		b();
		expect( document.documentElement.style.overflow ).toBe( '' );
	} );

	it( 'makes everything but the panel inert and restores only what it changed', () => {
		document.body.innerHTML = `<div id="page"></div><div id="was" inert></div>
			<div id="wrap"><p id="sib"></p><div id="panel"></div></div>`;
		const restore = inertOutside(
			document.getElementById( 'panel' ) as HTMLElement
		);
		const inert = ( id: string ) =>
			document.getElementById( id )?.hasAttribute( 'inert' );
		expect( inert( 'page' ) ).toBe( true );
		expect( inert( 'sib' ) ).toBe( true );
		expect( inert( 'wrap' ) ).toBe( false );
		expect( inert( 'panel' ) ).toBe( false );
		restore();
		expect( inert( 'page' ) ).toBe( false );
		expect( inert( 'sib' ) ).toBe( false );
		expect( inert( 'was' ) ).toBe( true );
	} );
} );
