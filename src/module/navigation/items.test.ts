import { createBullets } from './bullets';
import { MAX_SHOWN } from './items';
import { fakeModule } from './test-fakes';

const range = ( count: number ) =>
	Array.from( { length: count }, ( _item, index ) => index );

describe( 'a long item list', () => {
	const COUNT = 1000;

	function bullets() {
		const { root, module } = fakeModule( COUNT );
		document.body.append( root );
		const part = createBullets( root, module, range( COUNT ) );
		const tabs = () =>
			Array.from(
				root.querySelectorAll< HTMLButtonElement >( '[role=tab]' )
			);
		const key = ( name: string ) =>
			root.ownerDocument.activeElement?.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: name, bubbles: true } )
			);
		return { root, module, part, tabs, key };
	}

	it( 'renders a window of buttons, each naming its place in the whole list', () => {
		const { root, part, tabs } = bullets();
		// The shown window and one window after it (none before the first).
		expect( tabs() ).toHaveLength( 2 * MAX_SHOWN );
		expect( root.querySelector( '.is-strip' ) ).not.toBeNull();
		const [ firstTab ] = tabs();
		expect( firstTab.getAttribute( 'aria-posinset' ) ).toBe( '1' );
		expect( firstTab.getAttribute( 'aria-setsize' ) ).toBe(
			String( COUNT )
		);
		expect( firstTab.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( firstTab.tabIndex ).toBe( 0 );
		part.destroy();
		root.remove();
	} );

	it( 'reaches every slide by keyboard, rendering the items as it goes', () => {
		const { root, module, part, tabs, key } = bullets();
		tabs()[ 0 ].focus();
		key( 'End' );
		expect( module.goTo ).toHaveBeenLastCalledWith( COUNT - 1 );
		const last = root.ownerDocument.activeElement as HTMLElement;
		expect( last.dataset.slideIndex ).toBe( String( COUNT - 1 ) );
		expect( last.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( last.tabIndex ).toBe( 0 );
		expect( tabs().length ).toBeLessThanOrEqual( 3 * MAX_SHOWN );
		// Wraps around, as the APG tabs pattern does.
		key( 'ArrowRight' );
		expect( module.goTo ).toHaveBeenLastCalledWith( 0 );
		expect(
			( root.ownerDocument.activeElement as HTMLElement ).dataset
				.slideIndex
		).toBe( '0' );
		// A change from elsewhere (a deep link) moves the window to its item.
		module.goTo( 500 );
		const selected = tabs().filter(
			( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
		);
		expect( selected.map( ( tab ) => tab.dataset.slideIndex ) ).toEqual( [
			'500',
		] );
		expect( tabs().length ).toBeLessThanOrEqual( 3 * MAX_SHOWN );
		part.destroy();
		root.remove();
	} );

	it( 'keeps a focused item in place while the window moves', () => {
		const { root, part, tabs, key } = bullets();
		tabs()[ 0 ].focus();
		for ( let step = 0; step < 120; step++ ) {
			key( 'ArrowRight' );
		}
		const focused = root.ownerDocument.activeElement as HTMLElement;
		expect( focused.dataset.slideIndex ).toBe( '120' );
		// Items stay in display order around it.
		const indexes = tabs().map( ( tab ) =>
			Number( tab.dataset.slideIndex )
		);
		expect( indexes ).toEqual(
			range( indexes.length ).map( ( step ) => indexes[ 0 ] + step )
		);
		expect( indexes ).toContain( 120 );
		part.destroy();
		root.remove();
	} );
} );
