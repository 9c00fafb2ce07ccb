import { createDialogStack, dialogStack } from './dialog-stack';
import { createFocusTrap } from './focus-trap';

const el = ( id: string ) => {
	const div = document.createElement( 'div' );
	div.id = id;
	return div;
};

describe( 'dialog stack', () => {
	it( 'knows the top dialog; closing any one of them takes it out', () => {
		const stack = createDialogStack();
		const a = el( 'a' );
		const b = el( 'b' );
		stack.push( a );
		stack.push( b );
		expect( stack.isTop( b ) ).toBe( true );
		expect( stack.isTop( a ) ).toBe( false );
		stack.remove( a );
		expect( stack.size() ).toBe( 1 );
		expect( stack.isTop( b ) ).toBe( true );
	} );

	it( 'queues dialogs that open on their own while one is open, and shows them one at a time', () => {
		const stack = createDialogStack();
		const consent = el( 'consent' );
		const shown: string[] = [];
		const popup = ( id: string ) => () => {
			shown.push( id );
			stack.push( el( id ) );
		};
		stack.push( consent );
		stack.whenFree( 'one', popup( 'one' ) );
		stack.whenFree( 'two', popup( 'two' ) );
		// Asking again while queued changes nothing.
		stack.whenFree( 'one', popup( 'one' ) );
		expect( shown ).toEqual( [] );
		stack.remove( consent );
		expect( shown ).toEqual( [ 'one' ] );
		const one = document.createElement( 'div' );
		stack.remove( one );
		// "one" is still open (a different element was removed): "two" waits.
		expect( shown ).toEqual( [ 'one' ] );
	} );

	it( 'moves on when a queued dialog decides not to open, and can unqueue', () => {
		const stack = createDialogStack();
		const open = el( 'open' );
		const shown: string[] = [];
		stack.push( open );
		stack.whenFree( 'skipped', () => shown.push( 'skipped' ) );
		const cancel = stack.whenFree( 'cancelled', () =>
			shown.push( 'cancelled' )
		);
		stack.whenFree( 'last', () => shown.push( 'last' ) );
		cancel();
		stack.remove( open );
		expect( shown ).toEqual( [ 'skipped', 'last' ] );
	} );

	it( 'holds the queue while a gate holds, even with nothing open', () => {
		const stack = createDialogStack();
		let pending = true;
		const shown: string[] = [];
		stack.addGate( 'consent', () => pending );
		stack.whenFree( 'popup', () => shown.push( 'popup' ) );
		expect( shown ).toEqual( [] );
		pending = false;
		stack.flush();
		expect( shown ).toEqual( [ 'popup' ] );
	} );

	it( 'is one stack for every bundle of the page', () => {
		expect( dialogStack( window ) ).toBe( dialogStack( window ) );
	} );
} );

describe( 'focus traps on the stack', () => {
	const escape = () =>
		document.body.ownerDocument.activeElement?.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Escape',
				bubbles: true,
				cancelable: true,
			} )
		);

	it( 'one Escape closes only the top dialog; focus goes back one step at a time', () => {
		document.body.innerHTML = `
			<main><button id="opener">Open</button></main>
			<div id="lower"><button id="lower-button">L</button></div>
			<div id="upper"><button id="upper-button">U</button></div>`;
		const byId = ( id: string ) =>
			document.getElementById( id ) as HTMLElement;
		const closed: string[] = [];
		const lower = createFocusTrap( byId( 'lower' ), () => {
			closed.push( 'lower' );
			lower.deactivate( true );
		} );
		const upper = createFocusTrap( byId( 'upper' ), () => {
			closed.push( 'upper' );
			upper.deactivate( true );
		} );
		byId( 'opener' ).focus();
		lower.activate( byId( 'lower-button' ) );
		upper.activate( byId( 'upper-button' ) );
		escape();
		expect( closed ).toEqual( [ 'upper' ] );
		expect( document.body.ownerDocument.activeElement?.id ).toBe(
			'lower-button'
		);
		escape();
		expect( closed ).toEqual( [ 'upper', 'lower' ] );
		expect( document.body.ownerDocument.activeElement?.id ).toBe(
			'opener'
		);
		expect( dialogStack().size() ).toBe( 0 );
	} );

	it( 'returns focus to the top of the page, never <body>, when nothing was focused before', () => {
		document.body.innerHTML = `
			<a id="skip" href="#main">Skip to content</a>
			<main id="main"><a href="/x/">x</a></main>
			<div id="d"><button id="b">B</button></div>`;
		const link = document.getElementById( 'skip' ) as HTMLElement;
		// jsdom lays nothing out; the page's links count as shown.
		link.getClientRects = () =>
			[ {} ] as unknown as ReturnType< Element[ 'getClientRects' ] >;
		(
			document.body.ownerDocument.activeElement as HTMLElement | null
		 )?.blur();
		const trap = createFocusTrap(
			document.getElementById( 'd' ) as HTMLElement,
			() => trap.deactivate( true )
		);
		trap.activate( document.getElementById( 'b' ) );
		escape();
		expect( document.body.ownerDocument.activeElement ).toBe( link );
	} );

	it( 'from the heading a dialog opens on, Shift+Tab wraps to the last stop and Tab goes on from there', () => {
		document.body.innerHTML = `
			<div id="d"><h2 id="h" tabindex="-1">Title</h2>
			<button id="one">One</button><button id="two">Two</button></div>`;
		const byId = ( id: string ) =>
			document.getElementById( id ) as HTMLElement;
		// jsdom lays nothing out: the buttons count as shown.
		[ 'one', 'two' ].forEach( ( id ) => {
			byId( id ).getClientRects = () =>
				[ {} ] as unknown as ReturnType< Element[ 'getClientRects' ] >;
		} );
		const trap = createFocusTrap( byId( 'd' ), () => {} );
		trap.activate( byId( 'h' ) );
		const tab = ( shiftKey: boolean ) =>
			document.body.ownerDocument.activeElement?.dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'Tab',
					shiftKey,
					bubbles: true,
					cancelable: true,
				} )
			);
		tab( true );
		expect( document.body.ownerDocument.activeElement?.id ).toBe( 'two' );
		tab( false );
		expect( document.body.ownerDocument.activeElement?.id ).toBe( 'one' );
		trap.destroy();
	} );
} );
