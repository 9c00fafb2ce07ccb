import {
	addressAfter,
	createListLoading,
	INFINITE_MIN_GROWTH_PX,
} from './list-loading';
import type { ListLoadingMode } from './list-loading';
import { fetchListPage } from './list-page';
import type { ListPage } from './list-page';

const item = ( n: number ) =>
	`<li class="wp-block-post"><h3><a href="/post-${ n }/">Post ${ n }</a></h3></li>`;

function page( id: string, mode: ListLoadingMode, items: number[], next = '' ) {
	const link = next
		? `<a class="stagecraft-list-loading__more" href="${ next }" data-stagecraft-next>Load more</a>`
		: '';
	return `<main><div class="wp-block-query"><ul class="wp-block-post-template">${ items
		.map( item )
		.join(
			''
		) }</ul><nav class="wp-block-query-pagination"><a href="/blog/page/2/">2</a></nav><div class="stagecraft-list-loading" data-mode="${ mode }" data-query-id="${ id }">${ link }<p role="status"></p></div></div></main>`;
}

function mount(
	mode: ListLoadingMode,
	next = 'http://localhost/blog/page/2/'
) {
	document.body.innerHTML = page( '0', mode, [ 1, 2 ], next );
	return document.querySelector< HTMLElement >( '.stagecraft-list-loading' )!;
}

const titles = () =>
	Array.from( document.querySelectorAll( '.wp-block-post a' ), ( a ) =>
		a.textContent?.trim()
	);

/** Pages 2 and 3 of a list, each with two items. */
function pages(): jest.Mock< Promise< ListPage >, [ string, string ] > {
	return jest.fn( ( href: string, queryId: string ) => {
		expect( queryId ).toBe( '0' );
		const n = Number( /page\/(\d)/.exec( href )?.[ 1 ] ?? 1 );
		const holder = document.createElement( 'ul' );
		holder.innerHTML = item( n * 10 ) + item( n * 10 + 1 );
		const pager = document.createElement( 'nav' );
		pager.className = 'wp-block-query-pagination';
		pager.innerHTML = `<a href="/blog/">1</a><span>${ n }</span>`;
		return Promise.resolve( {
			items: Array.from( holder.children ),
			pager,
			next: n < 3 ? `http://localhost/blog/page/${ n + 1 }/` : null,
		} );
	} );
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'list loading', () => {
	beforeEach( () => window.history.replaceState( null, '', '/blog/' ) );

	it( 'load more appends the next page, marks itself loading, moves focus and hides at the end', async () => {
		const block = mount( 'more' );
		const load = pages();
		createListLoading( block, load );
		const more = block.querySelector< HTMLAnchorElement >( 'a' )!;

		more.click();
		expect( block.classList.contains( 'is-loading' ) ).toBe( true );
		expect( more.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( more.textContent ).toBe( 'Loading…' );
		more.click(); // ignored while loading
		await settle();
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( titles() ).toEqual( [
			'Post 1',
			'Post 2',
			'Post 20',
			'Post 21',
		] );
		expect( more.textContent ).toBe( 'Load more' );
		expect( more.href ).toBe( 'http://localhost/blog/page/3/' );
		expect( window.location.pathname ).toBe( '/blog/page/2/' );
		expect( block.ownerDocument.activeElement?.textContent ).toBe(
			'Post 20'
		);
		expect( block.querySelector( '[role="status"]' )?.textContent ).toBe(
			'2 more items loaded.'
		);

		more.click();
		await settle();
		expect( titles() ).toHaveLength( 6 );
		expect( more.hidden ).toBe( true );
	} );

	it( 'infinite scroll loads again while the page grew by less than 249 px', async () => {
		let height = 1000;
		const growth = [ 100, 100, 300, 100 ];
		Object.defineProperty( document.documentElement, 'scrollHeight', {
			configurable: true,
			get: () => height,
		} );
		const block = mount( 'infinite', 'http://localhost/blog/page/1/' );
		const load = pages();
		const grow = jest.fn( ( href: string, id: string ) =>
			load( href, id ).then( ( result ) => {
				height += growth.shift() ?? 0;
				return { ...result, next: `http://localhost/blog/page/2/` };
			} )
		);
		createListLoading( block, grow );
		block.querySelector< HTMLAnchorElement >( 'a' )!.click();
		for ( let i = 0; i < 5; i++ ) {
			await settle();
		}
		// Grew 100, 100, then 300 ≥ 249: three pages for one trigger.
		expect( grow ).toHaveBeenCalledTimes( 3 );
		expect( INFINITE_MIN_GROWTH_PX ).toBe( 249 );
		// Infinite scroll leaves focus where the visitor is.
		expect( block.ownerDocument.activeElement ).toBe( document.body );
	} );

	it( 'page links load their page in place, and Back loads the page before in place', async () => {
		const block = mount( 'pages', '' );
		const load = pages();
		createListLoading( block, load );
		document
			.querySelector< HTMLAnchorElement >(
				'.wp-block-query-pagination a'
			)!
			.click();
		await settle();
		expect( titles() ).toEqual( [ 'Post 20', 'Post 21' ] );
		expect( window.location.pathname ).toBe( '/blog/page/2/' );
		expect(
			document.querySelector( '.wp-block-query-pagination span' )
				?.textContent
		).toBe( '2' );

		window.history.replaceState( { stagecraftList: '0' }, '', '/blog/' );
		window.dispatchEvent(
			new PopStateEvent( 'popstate', {
				state: { stagecraftList: '0' },
			} )
		);
		await settle();
		expect( load ).toHaveBeenLastCalledWith(
			'http://localhost/blog/',
			'0'
		);
		// Another query loop's history entry is not ours.
		window.dispatchEvent(
			new PopStateEvent( 'popstate', { state: { stagecraftList: '7' } } )
		);
		await settle();
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'goes to the page the ordinary way when loading it in place fails', async () => {
		const block = mount( 'more' );
		const navigate = jest.fn();
		createListLoading(
			block,
			() => Promise.reject( new Error( '500' ) ),
			navigate
		);
		block.querySelector< HTMLAnchorElement >( 'a' )!.click();
		await settle();
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/blog/page/2/'
		);
		expect( block.classList.contains( 'is-loading' ) ).toBe( false );
	} );

	it( 'leaves modified clicks to the browser', () => {
		const block = mount( 'more' );
		const load = pages();
		createListLoading( block, load );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		block.querySelector( 'a' )!.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( load ).not.toHaveBeenCalled();
	} );
} );

describe( 'addressAfter', () => {
	it( "keeps the other arguments of the same address, another loop's page among them", () => {
		expect(
			addressAfter(
				'/site/lists/?query-11-page=2',
				'http://localhost/site/lists/?query-12-page=3&x=1#top'
			)
		).toBe(
			'http://localhost/site/lists/?query-12-page=3&x=1&query-11-page=2'
		);
		expect(
			addressAfter( '/blog/page/2/', 'http://localhost/blog/?x=1' )
		).toBe( 'http://localhost/blog/page/2/' );
	} );
} );

describe( 'fetchListPage', () => {
	// jsdom has no Response: the three members fetchListPage reads.
	const respond = ( body: string, status = 200 ) =>
		jest.fn( () =>
			Promise.resolve( {
				ok: status >= 200 && status < 300,
				status,
				text: () => Promise.resolve( body ),
			} as Response )
		);

	it( 'extracts the items, the pager and the next address of its query loop', async () => {
		const load = respond(
			page( '4', 'more', [ 7, 8, 9 ], '/blog/page/3/' ) +
				page( '5', 'more', [ 1 ] )
		);
		const result = await fetchListPage(
			'/blog/page/2/',
			'4',
			document,
			load
		);
		expect( result.items.map( ( el ) => el.textContent ) ).toEqual( [
			'Post 7',
			'Post 8',
			'Post 9',
		] );
		expect( result.next ).toBe( 'http://localhost/blog/page/3/' );
		expect( result.pager?.ownerDocument ).toBe( document );
	} );

	it( 'rejects an HTTP error, a page without the list and another site', async () => {
		await expect(
			fetchListPage( '/x/', '4', document, respond( 'gone', 500 ) )
		).rejects.toThrow( '500' );
		await expect(
			fetchListPage( '/x/', '4', document, respond( '<p>no</p>' ) )
		).rejects.toThrow( 'no list' );
		await expect(
			fetchListPage(
				'https://example.com/',
				'4',
				document,
				respond( '' )
			)
		).rejects.toThrow( 'another site' );
	} );
} );
