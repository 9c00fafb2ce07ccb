import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

const axeViolations = async ( page: Page ) =>
	(
		await new AxeBuilder( { page } ).include( 'main' ).analyze()
	).violations.map( ( v ) => `${ v.id } (${ v.nodes.length })` );

/**
 * How many posts the site has published (other tests add some).
 *
 * @param page The page.
 */
async function publishedPosts( page: Page ): Promise< number > {
	const response = await page.request.get(
		'/wp-json/wp/v2/posts?per_page=1'
	);
	return Number( response.headers()[ 'x-wp-total' ] );
}

/**
 * Holds the fetches of list pages until `release` is called.
 * @param page
 */
async function holdListFetches( page: Page ) {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( /page\/\d+\/$/, async ( route ) => {
		if ( route.request().resourceType() === 'fetch' ) {
			await held;
		}
		await route.continue();
	} );
	return () => release();
}

// The demo blog: 6 posts a page (the seeder), Load more below the list.
test.describe( 'load more on the blog', () => {
	test( 'adds the next page below, marked loading meanwhile, moves focus, and hides at the end', async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( e ) => errors.push( e.message ) );
		await page.goto( '/blog/' );
		const items = page.locator( 'main .wp-block-post' );
		const more = page.getByRole( 'link', { name: 'Load more' } );
		await expect( items ).toHaveCount( 6 );
		await page.evaluate( () =>
			Object.assign( window, { stillThisDocument: true } )
		);

		const release = await holdListFetches( page );
		await more.click();
		await expect(
			page.getByRole( 'link', { name: 'Loading…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await expect(
			page.locator( 'main .wp-block-post-template' )
		).toHaveAttribute( 'aria-busy', 'true' );
		release();
		await expect( items ).toHaveCount( 12 );
		await expect( page ).toHaveURL( /\/blog\/page\/2\/$/ );
		await expect(
			items.nth( 6 ).getByRole( 'link' ).first()
		).toBeFocused();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'loaded' } )
		).toHaveText( '6 more items loaded.' );
		const total = await publishedPosts( page );
		const last = Math.ceil( total / 6 );
		expect( last ).toBeGreaterThan( 2 );
		for ( let n = 3; n <= last; n++ ) {
			await more.click();
			await expect( items ).toHaveCount( Math.min( total, n * 6 ) );
		}
		await expect( more ).toBeHidden();
		await expect( page ).toHaveURL(
			new RegExp( `/blog/page/${ last }/$` )
		);
		expect(
			await page.evaluate( () => 'stillThisDocument' in window )
		).toBe( true );
		expect( await axeViolations( page ) ).toEqual( [] );

		// Into a post and Back: the address is the page last loaded, with that post in the list.
		const post = items.nth( ( last - 1 ) * 6 ).locator( 'h2 a' );
		const title = ( await post.textContent() )?.trim() ?? '';
		await post.click();
		await expect( page.locator( 'main h1' ).first() ).toHaveText( title );
		await page.goBack();
		await expect( page ).toHaveURL(
			new RegExp( `/blog/page/${ last }/$` )
		);
		await expect( page.getByRole( 'link', { name: title } ) ).toBeVisible();
		// Reloaded there, the page offers the way back to newer posts.
		await page.reload();
		await expect( items ).toHaveCount( total - ( last - 1 ) * 6 );
		await expect(
			page.getByRole( 'link', { name: /Previous Page/ } )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	test( 'a page that cannot be loaded in place is opened the ordinary way', async ( {
		page,
	} ) => {
		await page.route( /\/blog\/page\/2\/$/, ( route ) =>
			route.request().resourceType() === 'fetch'
				? route.fulfill( { status: 500, body: 'down' } )
				: route.continue()
		);
		await page.goto( '/blog/' );
		await page.getByRole( 'link', { name: 'Load more' } ).click();
		await expect( page ).toHaveURL( /\/blog\/page\/2\/$/ );
		await expect( page.locator( 'main .wp-block-post' ) ).toHaveCount( 6 );
		expect(
			await page.evaluate( () => 'stillThisDocument' in window )
		).toBe( false );
	} );
} );

test.describe( 'list loading in place and by scrolling', () => {
	test( 'page links load their page in place; Back and Forward too', async ( {
		page,
	} ) => {
		await page.goto( '/site/lists/' );
		await page.evaluate( () =>
			Object.assign( window, { stillThisDocument: true } )
		);
		const list = page.locator( '.stagecraft-demo-pages' );
		const items = list.locator( '.wp-block-post' );
		await expect( items ).toHaveCount( 3 );
		// Posts may share a title (other tests add some): the post's id class tells them apart.
		const idOf = async () =>
			/post-\d+/.exec(
				( await items.first().getAttribute( 'class' ) ) ?? ''
			)?.[ 0 ];
		const first = await idOf();

		await list.getByRole( 'link', { name: '2', exact: true } ).click();
		await expect( page ).toHaveURL( /query-11-page=2$/ );
		await expect.poll( idOf ).not.toBe( first );
		await expect( items ).toHaveCount( 3 );
		await expect( items.first().getByRole( 'link' ) ).toBeFocused();
		await expect(
			list.locator( '.wp-block-query-pagination [aria-current="page"]' )
		).toHaveText( '2' );
		const second = await idOf();

		await page.goBack();
		await expect( page ).not.toHaveURL( /query-11-page/ );
		await expect.poll( idOf ).toBe( first );
		await page.goForward();
		await expect.poll( idOf ).toBe( second );
		expect(
			await page.evaluate( () => 'stillThisDocument' in window )
		).toBe( true );
	} );

	test( 'infinite scroll loads as the list end comes into view, until the last page', async ( {
		page,
	} ) => {
		const fetched: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				request.resourceType() === 'fetch' &&
				request.url().includes( 'query-12-page' )
			) {
				fetched.push( request.url() );
			}
		} );
		await page.goto( '/site/infinite-scroll/' );
		const list = page.locator( '.stagecraft-demo-infinite' );
		const items = list.locator( '.wp-block-post' );
		// By its attribute: while a page loads, the button's name is "Loading…".
		const button = list.locator( 'a[data-stagecraft-next]' );
		// The end of the short list is in view at once: pages load until it is pushed out of view.
		await expect.poll( () => fetched.length ).toBeGreaterThan( 0 );
		// Both read at once: between two loads the button may be out of view for a moment.
		await expect
			.poll( () =>
				list.evaluate(
					( block ) =>
						block
							.querySelector( '.wp-block-post-template' )
							?.getAttribute( 'aria-busy' ) !== 'true' &&
						( block
							.querySelector( 'a[data-stagecraft-next]' )
							?.getBoundingClientRect().top ?? 0 ) >=
							window.innerHeight
				)
			)
			.toBe( true );
		await expect( button ).toHaveAccessibleName( 'Load more posts' );
		const settled = fetched.length;
		await expect( items ).toHaveCount( 2 + 2 * settled );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		const total = await publishedPosts( page );
		// A load that leaves the button in view loads again; scrolling brings it into view.
		await expect
			.poll( async () => {
				await page.mouse.wheel( 0, 2000 );
				return items.count();
			} )
			.toBe( total );
		await expect( button ).toBeHidden();
		const pages = Math.ceil( total / 2 );
		expect( new Set( fetched ).size ).toBe( pages - 1 );
		expect( fetched ).toHaveLength( pages - 1 );
		// Scrolling on loads nothing more, and focus stayed where it was.
		await page.mouse.wheel( 0, 2000 );
		expect( fetched ).toHaveLength( pages - 1 );
		await expect( page.locator( 'body' ) ).toBeFocused();
	} );
} );

test.describe( 'with JavaScript off', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'Load more and the page links are plain links to the next page', async ( {
		page,
	} ) => {
		await page.goto( '/blog/' );
		await page.getByRole( 'link', { name: 'Load more' } ).click();
		await expect( page ).toHaveURL( /\/blog\/page\/2\/$/ );
		await expect( page.locator( 'main .wp-block-post' ) ).toHaveCount( 6 );
		await page.goto( '/site/lists/' );
		await page
			.locator( '.stagecraft-demo-pages' )
			.getByRole( 'link', { name: '2', exact: true } )
			.click();
		await expect( page ).toHaveURL( /query-11-page=2$/ );
	} );
} );
