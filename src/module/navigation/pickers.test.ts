import { createBullets } from './bullets';
import { rovingTarget } from './items';
import { fakeModule } from './test-fakes';

describe( 'slide pickers: APG tabbed carousel', () => {
	const press = ( target: HTMLElement, key: string ) =>
		target.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key,
				bubbles: true,
				cancelable: true,
			} )
		);

	it.each( [
		[ 'ArrowRight', 1, 2 ],
		[ 'ArrowRight', 3, 0 ],
		[ 'ArrowLeft', 0, 3 ],
		[ 'ArrowDown', 1, 2 ],
		[ 'ArrowUp', 2, 1 ],
		[ 'Home', 2, 0 ],
		[ 'End', 0, 3 ],
		[ 'Enter', 0, -1 ],
		[ 'a', 0, -1 ],
	] )( '%s from %d moves to %d', ( key, from, to ) => {
		expect( rovingTarget( key, from, [ true, true, true, true ] ) ).toBe(
			to
		);
	} );

	it( 'skips items hal hid, at the ends too', () => {
		const shown = [ false, true, false, true ];
		expect( rovingTarget( 'ArrowRight', 1, shown ) ).toBe( 3 );
		expect( rovingTarget( 'ArrowRight', 3, shown ) ).toBe( 1 );
		expect( rovingTarget( 'Home', 3, shown ) ).toBe( 1 );
		expect( rovingTarget( 'End', 1, [ true, true, false ] ) ).toBe( 1 );
	} );

	it( 'is a tablist with one Tab stop that arrows move and select', () => {
		const { root, module } = fakeModule( 4 );
		document.body.append( root );
		const bullets = createBullets( root, module, [ 0, 1, 2, 3 ] );
		const list = root.querySelector( '[role="tablist"]' ) as HTMLElement;
		expect( list.getAttribute( 'aria-orientation' ) ).toBe( 'horizontal' );
		const tabs = Array.from(
			root.querySelectorAll< HTMLButtonElement >( '[role="tab"]' )
		);
		expect( tabs ).toHaveLength( 4 );
		expect( tabs.map( ( tab ) => tab.tabIndex ) ).toEqual( [
			0, -1, -1, -1,
		] );
		tabs[ 0 ].focus();
		press( tabs[ 0 ], 'ArrowRight' );
		expect( root.ownerDocument.activeElement ).toBe( tabs[ 1 ] );
		expect( module.goTo ).toHaveBeenLastCalledWith( 1 );
		expect( tabs[ 1 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( tabs.map( ( tab ) => tab.tabIndex ) ).toEqual( [
			-1, 0, -1, -1,
		] );
		press( tabs[ 1 ], 'End' );
		expect( root.ownerDocument.activeElement ).toBe( tabs[ 3 ] );
		expect( module.goTo ).toHaveBeenLastCalledWith( 3 );
		press( tabs[ 3 ], 'ArrowRight' );
		expect( root.ownerDocument.activeElement ).toBe( tabs[ 0 ] );
		press( tabs[ 0 ], 'Home' );
		// Already there: no change asked for.
		expect( module.goTo ).toHaveBeenCalledTimes( 3 );
		bullets.setTabStop?.( false );
		expect( tabs.every( ( tab ) => tab.tabIndex === -1 ) ).toBe( true );
		bullets.destroy();
		root.remove();
	} );

	it( 'hands its Tab stop back to the current slide once focus leaves', () => {
		const { root, module } = fakeModule( 3 );
		document.body.append( root );
		const bullets = createBullets( root, module, [ 0, 1, 2 ] );
		const tabs = Array.from(
			root.querySelectorAll< HTMLButtonElement >( '[role="tab"]' )
		);
		module.goTo( 2 );
		expect( tabs.map( ( tab ) => tab.tabIndex ) ).toEqual( [ -1, -1, 0 ] );
		bullets.destroy();
		root.remove();
	} );
} );
