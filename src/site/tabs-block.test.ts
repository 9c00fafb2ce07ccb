import { createTabsBlock, MISMATCH, TAB_ACTIVATION_MS } from './tabs-block';

function markup( extraLink = '' ) {
	document.body.innerHTML = `<div class="stagecraft-tabs" data-loading-text="Loading..." data-failed-text="The content could not be loaded."><ul class="stagecraft-tabs__nav"><li><a href="#one">One</a></li><li><a href="#two">Two</a></li><li><a href="#three">Three</a></li>${ extraLink }</ul><section class="stagecraft-tabs__panel" id="one"><h3 class="stagecraft-tabs__title">One</h3><p>First</p></section><section class="stagecraft-tabs__panel" id="two"><h3 class="stagecraft-tabs__title">Two</h3><p>Second</p></section><section class="stagecraft-tabs__panel" id="three" data-url="/elsewhere/"><h3 class="stagecraft-tabs__title">Three</h3><p><a href="/elsewhere/">Three</a></p></section></div>`;
	return document.querySelector< HTMLElement >( '.stagecraft-tabs' )!;
}

const tabs = () =>
	Array.from( document.querySelectorAll< HTMLElement >( '[role="tab"]' ) );
const shown = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >( '[role="tabpanel"]' )
	).map( ( panel ) => ! panel.hidden );

describe( 'tabs block', () => {
	it( 'builds an APG tab list over the links; arrows move focus and open the tab after 300 ms', () => {
		const timers: Array< { run: () => void; ms: number } > = [];
		createTabsBlock( markup(), {
			setTimeout: ( run, ms ) => timers.push( { run, ms } ),
			clearTimeout: () => {},
			hash: () => '',
			fetch: () => Promise.reject( new Error( 'not now' ) ),
		} );
		expect( document.querySelector( '.stagecraft-tabs__nav' ) ).toBeNull();
		expect( tabs().map( ( tab ) => tab.textContent ) ).toEqual( [
			'One',
			'Two',
			'Three',
		] );
		expect( tabs()[ 0 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( shown() ).toEqual( [ true, false, false ] );
		tabs()[ 0 ].focus();
		tabs()[ 0 ].dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( tabs()[ 1 ].ownerDocument.activeElement ).toBe( tabs()[ 1 ] );
		expect( shown() ).toEqual( [ true, false, false ] );
		expect( timers.at( -1 )?.ms ).toBe( TAB_ACTIVATION_MS );
		timers.at( -1 )?.run();
		expect( shown() ).toEqual( [ false, true, false ] );
		expect( tabs()[ 1 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		tabs()[ 0 ].click();
		expect( shown() ).toEqual( [ true, false, false ] );
	} );

	it( 'opens the tab the hash names, and loads a panel from its address once', async () => {
		const fetch = jest.fn( () =>
			Promise.resolve( {
				ok: true,
				status: 200,
				text: () =>
					Promise.resolve(
						'<html><body><header>x</header><main><p>Loaded text</p><script>window.bad = 1</script></main></body></html>'
					),
			} as Response )
		);
		const block = createTabsBlock( markup(), {
			hash: () => '#three',
			fetch,
		} )!;
		expect( shown() ).toEqual( [ false, false, true ] );
		expect( document.getElementById( 'three' )?.textContent ).toContain(
			'Loading...'
		);
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		const panel = document.getElementById( 'three' )!;
		expect( panel.textContent ).toContain( 'Loaded text' );
		expect( panel.querySelector( 'script' ) ).toBeNull();
		expect( panel.querySelector( 'header' ) ).toBeNull();
		block.select( 0 );
		block.select( 2 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says when a panel cannot be loaded, and gives a link without a panel no tab', async () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		createTabsBlock( markup( '<li><a href="#four">Four</a></li>' ), {
			hash: () => '#three',
			fetch: () =>
				Promise.resolve( {
					ok: false,
					status: 500,
					text: () => Promise.resolve( '' ),
				} as Response ),
		} );
		expect( error ).toHaveBeenCalledWith( MISMATCH, '#four' );
		expect( tabs() ).toHaveLength( 3 );
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		expect( document.getElementById( 'three' )?.textContent ).toContain(
			'The content could not be loaded.'
		);
		error.mockRestore();
	} );
} );
