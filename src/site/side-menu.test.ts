import { breadcrumb, createSideMenu, submenuMode } from './side-menu';

function setup( mode: string ) {
	document.body.innerHTML = `
		<div id="slide" data-submenus="${ mode }">
			<nav class="stagecraft-side-menu">
				<ol class="stagecraft-side-menu__breadcrumb" hidden></ol>
				<ul class="stagecraft-menu">
					<li><a href="/m/">Modules</a><button class="stagecraft-menu__disclosure" aria-expanded="false" aria-controls="s1">Modules submenu</button>
						<ul class="sub-menu" id="s1" data-parent-title="Modules">
							<li><a id="types" href="/t/">Types</a><button class="stagecraft-menu__disclosure" aria-expanded="false" aria-controls="s2">Types submenu</button>
								<ul class="sub-menu" id="s2" data-parent-title="Types"><li><a id="slider" href="/s/">Slider</a></li></ul></li>
						</ul></li>
				</ul>
			</nav>
		</div>`;
	const slide = document.getElementById( 'slide' ) as HTMLElement;
	const menu = createSideMenu( slide, 'Menu', ( t ) => `Back to ${ t }` );
	const button = ( id: string ) =>
		slide.querySelector< HTMLButtonElement >(
			`[aria-controls="${ id }"]`
		) as HTMLButtonElement;
	return { slide, menu, button };
}

describe( 'side menu', () => {
	it( 'builds the breadcrumb from the top level down', () => {
		expect(
			breadcrumb( [ 'a', 'b' ], ( id ) => id.toUpperCase(), 'Menu' )
		).toEqual( [
			{ label: 'Menu', id: null },
			{ label: 'A', id: 'a' },
			{ label: 'B', id: 'b' },
		] );
		expect( submenuMode( 'replace' ) ).toBe( 'replace' );
		expect( submenuMode( 'other' ) ).toBe( 'nested' );
	} );

	it( 'toggle mode opens and closes a submenu in place', () => {
		const { menu, button } = setup( 'toggle' );
		button( 's1' ).click();
		expect( button( 's1' ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( document.getElementById( 's1' )?.classList ).toContain(
			'is-open'
		);
		button( 's1' ).click();
		expect( document.getElementById( 's1' )?.classList ).not.toContain(
			'is-open'
		);
		menu.destroy();
	} );

	it( 'replace mode shows a submenu with breadcrumb back links and returns focus', () => {
		const { slide, menu, button } = setup( 'replace' );
		button( 's1' ).click();
		expect( document.body.ownerDocument.activeElement?.id ).toBe( 'types' );
		button( 's2' ).click();
		expect( menu.path() ).toEqual( [ 's1', 's2' ] );
		expect( document.body.ownerDocument.activeElement?.id ).toBe(
			'slider'
		);
		const crumbs = slide.querySelector( 'ol' ) as HTMLOListElement;
		expect( crumbs.hidden ).toBe( false );
		expect( crumbs.textContent ).toBe( 'MenuModulesTypes' );
		expect( crumbs.querySelector( '[aria-current]' )?.textContent ).toBe(
			'Types'
		);
		expect( document.getElementById( 's2' )?.classList ).toContain(
			'is-current'
		);
		(
			crumbs.querySelector( '[data-back-to="1"]' ) as HTMLButtonElement
		 ).click();
		expect( menu.path() ).toEqual( [ 's1' ] );
		expect( document.body.ownerDocument.activeElement ).toBe(
			button( 's2' )
		);
		(
			crumbs.querySelector(
				'[aria-label="Back to Menu"]'
			) as HTMLButtonElement
		 ).click();
		expect( menu.path() ).toEqual( [] );
		expect( crumbs.hidden ).toBe( true );
		expect( document.body.ownerDocument.activeElement ).toBe(
			button( 's1' )
		);
		// Closing the slide starts the next visit at the top level.
		button( 's1' ).click();
		slide.dispatchEvent(
			new CustomEvent( 'stagecraft:side-slide', {
				detail: { open: false },
			} )
		);
		expect( menu.path() ).toEqual( [] );
		menu.destroy();
	} );
} );
