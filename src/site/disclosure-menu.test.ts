import {
	HOVER_CLOSE_MS,
	HOVER_OPEN_MS,
	createDisclosureMenu,
	hoverPlan,
} from './disclosure-menu';

function setup() {
	document.body.innerHTML = `
		<nav id="nav"><ul>
			<li id="a"><a href="/a/">A</a><button class="stagecraft-menu__disclosure" aria-expanded="false" aria-controls="sa">A submenu</button>
				<ul id="sa" class="sub-menu"><li><a id="a1" href="/a1/">A1</a></li></ul></li>
			<li id="b" class="mega-menu"><a href="/b/">B</a><button class="stagecraft-menu__disclosure" aria-expanded="false" aria-controls="sb">B submenu</button>
				<ul id="sb" class="sub-menu"><li><a id="b1" href="/b1/">B1</a></li></ul></li>
		</ul></nav><a id="out" href="/out/">out</a>`;
	const nav = document.getElementById( 'nav' ) as HTMLElement;
	const [ buttonA, buttonB ] = Array.from(
		nav.querySelectorAll< HTMLButtonElement >( 'button' )
	);
	return { nav, buttonA, buttonB, menu: createDisclosureMenu( nav ) };
}

const expanded = ( b: HTMLElement ) => b.getAttribute( 'aria-expanded' );

describe( 'disclosure menu (mega menus)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'plans hover intent for the mouse only', () => {
		expect( hoverPlan( 'enter', false, 'mouse' ) ).toBe( 'open-later' );
		expect( hoverPlan( 'enter', true, 'mouse' ) ).toBe( 'keep' );
		expect( hoverPlan( 'leave', true, 'mouse' ) ).toBe( 'close-later' );
		expect( hoverPlan( 'leave', false, 'mouse' ) ).toBe( 'none' );
		expect( hoverPlan( 'enter', false, 'touch' ) ).toBe( 'none' );
	} );

	it( 'a button toggles its submenu; one submenu open at a time', () => {
		const { nav, buttonA, buttonB, menu } = setup();
		expect( nav.classList.contains( 'is-enhanced' ) ).toBe( true );
		buttonA.click();
		expect( expanded( buttonA ) ).toBe( 'true' );
		expect( document.getElementById( 'sa' )?.classList ).toContain(
			'is-open'
		);
		buttonB.click();
		expect( expanded( buttonA ) ).toBe( 'false' );
		expect( expanded( buttonB ) ).toBe( 'true' );
		expect( document.getElementById( 'b' )?.classList ).toContain(
			'is-open'
		);
		buttonB.click();
		expect( menu.current() ).toBeNull();
		menu.destroy();
		expect( nav.classList.contains( 'is-enhanced' ) ).toBe( false );
	} );

	it( 'Escape closes the open submenu and returns focus to its button', () => {
		const { buttonA, menu } = setup();
		buttonA.click();
		const link = document.getElementById( 'a1' ) as HTMLElement;
		link.focus();
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( expanded( buttonA ) ).toBe( 'false' );
		expect( document.body.ownerDocument.activeElement ).toBe( buttonA );
		menu.destroy();
	} );

	it( 'focus leaving the menu closes it', () => {
		const { buttonA, menu } = setup();
		buttonA.click();
		buttonA.dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: document.getElementById( 'out' ),
			} )
		);
		expect( menu.current() ).toBeNull();
		menu.destroy();
	} );

	it( 'opens after the pointer rests, survives a short leave, closes after a long one', () => {
		const { buttonB, menu } = setup();
		const item = document.getElementById( 'b' ) as HTMLElement;
		item.dispatchEvent( new MouseEvent( 'pointerenter' ) );
		jest.advanceTimersByTime( HOVER_OPEN_MS - 1 );
		expect( menu.current() ).toBeNull();
		jest.advanceTimersByTime( 1 );
		expect( menu.current() ).toBe( buttonB );
		item.dispatchEvent( new MouseEvent( 'pointerleave' ) );
		jest.advanceTimersByTime( HOVER_CLOSE_MS - 50 );
		item.dispatchEvent( new MouseEvent( 'pointerenter' ) );
		jest.advanceTimersByTime( HOVER_CLOSE_MS );
		expect( menu.current() ).toBe( buttonB );
		item.dispatchEvent( new MouseEvent( 'pointerleave' ) );
		jest.advanceTimersByTime( HOVER_CLOSE_MS );
		expect( menu.current() ).toBeNull();
		// Passing over an item quickly opens nothing.
		item.dispatchEvent( new MouseEvent( 'pointerenter' ) );
		jest.advanceTimersByTime( HOVER_OPEN_MS / 2 );
		item.dispatchEvent( new MouseEvent( 'pointerleave' ) );
		jest.advanceTimersByTime( HOVER_OPEN_MS );
		expect( menu.current() ).toBeNull();
		menu.destroy();
	} );

	it( 'a pointer press outside closes it', () => {
		const { buttonA, menu } = setup();
		buttonA.click();
		document
			.getElementById( 'out' )
			?.dispatchEvent(
				new MouseEvent( 'pointerdown', { bubbles: true } )
			);
		expect( menu.current() ).toBeNull();
		menu.destroy();
	} );
} );
