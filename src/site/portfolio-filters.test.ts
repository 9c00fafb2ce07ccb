import { createPortfolioFilters, inFilter } from './portfolio-filters';

const T = 'portfolio-types';

function mount( scope = '' ) {
	document.body.innerHTML = `<div class="wp-block-query"><nav class="stagecraft-portfolio-filters" data-taxonomy="${ T }" data-scope="${ scope }"><ul><li><a href="/portfolio/" data-filter="" aria-current="page">All</a></li><li><a href="/portfolio-types/apps/" data-filter="apps">Apps</a></li><li><a href="/portfolio-types/print/" data-filter="print">Print</a></li></ul><p role="status"></p></nav><ul class="wp-block-post-template"><li class="${ T }-apps">A</li><li class="${ T }-print ${ T }-events">B</li><li class="${ T }-apps">C</li></ul></div>`;
	return document.querySelector< HTMLElement >( 'nav' )!;
}

const shown = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >( '.wp-block-post-template li' )
	)
		.filter( ( item ) => ! item.hidden )
		.map( ( item ) => item.textContent );

const link = ( name: string ) =>
	Array.from( document.querySelectorAll( 'a' ) ).find(
		( a ) => a.textContent === name
	)!;

describe( 'portfolio filters', () => {
	beforeEach( () => window.history.replaceState( null, '', '/portfolio/' ) );

	it( 'matches items by their category classes; the empty filter is everything', () => {
		const item = document.createElement( 'li' );
		item.className = `${ T }-print ${ T }-events`;
		expect( inFilter( item, T, 'events' ) ).toBe( true );
		expect( inFilter( item, T, 'apps' ) ).toBe( false );
		expect( inFilter( item, T, '' ) ).toBe( true );
	} );

	it( 'sorts the grid in place, marks the filter, says how many, and follows with the address', () => {
		createPortfolioFilters( mount() );
		link( 'Apps' ).click();
		expect( shown() ).toEqual( [ 'A', 'C' ] );
		expect( link( 'Apps' ).getAttribute( 'aria-current' ) ).toBe( 'page' );
		expect( link( 'All' ).hasAttribute( 'aria-current' ) ).toBe( false );
		expect( window.location.pathname ).toBe( '/portfolio-types/apps/' );
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			'2 items shown.'
		);
		link( 'Print' ).click();
		expect( shown() ).toEqual( [ 'B' ] );

		// Back to the entry before.
		window.dispatchEvent(
			new PopStateEvent( 'popstate', {
				state: { stagecraftPortfolioFilter: 'apps' },
			} )
		);
		expect( shown() ).toEqual( [ 'A', 'C' ] );
		window.dispatchEvent(
			new PopStateEvent( 'popstate', {
				state: { stagecraftPortfolioFilter: '' },
			} )
		);
		expect( shown() ).toEqual( [ 'A', 'B', 'C' ] );
	} );

	it( 'leaves the links to the browser on a category page', () => {
		createPortfolioFilters( mount( 'apps' ) );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link( 'Print' ).dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( shown() ).toEqual( [ 'A', 'B', 'C' ] );
	} );

	it( 'logs when the grid it sorts is missing', () => {
		const log = jest.spyOn( console, 'log' ).mockImplementation( () => {} );
		document.body.innerHTML =
			'<nav class="stagecraft-portfolio-filters" data-taxonomy="x"></nav>';
		createPortfolioFilters( document.querySelector( 'nav' )! );
		expect( log ).toHaveBeenCalledWith(
			'Portfolio filters: the location of the grid is missing'
		);
		log.mockRestore();
	} );
} );
