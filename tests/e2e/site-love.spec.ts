import { test, expect } from '@playwright/test';

const count = ( text: string | null ) => Number( text?.replace( /\D/g, '' ) );

/**
 * Votes until the server refuses, at most two windows' worth (the limit is 20 a minute).
 *
 * @param vote One vote.
 * @return The last status.
 */
async function untilRefused(
	vote: () => Promise< { status: () => number } >
): Promise< number > {
	let status = 200;
	for ( let i = 0; i < 45 && status !== 429; i++ ) {
		status = ( await vote() ).status();
	}
	return status;
}

test( 'a visitor loves a post once; the count is stored, and a cached page knows it from the cookie', async ( {
	page,
} ) => {
	const votes: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.postData()?.startsWith( 'action=mfn_love' ) ) {
			votes.push( request.postData() ?? '' );
		}
	} );
	// The page as a full-page cache would keep it: captured before the visitor loved anything.
	const cached = await ( await page.request.get( '/blog/' ) ).text();

	await page.goto( '/blog/' );
	const button = page.locator( 'main .stagecraft-love' ).first();
	const postId = await button.getAttribute( 'data-post-id' );
	const before = count(
		await button.locator( '.stagecraft-love__count' ).textContent()
	);
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( button ).toHaveAccessibleName( /^Love this/ );

	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button.locator( '.stagecraft-love__count' ) ).toHaveText(
		String( before + 1 )
	);
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( button ).toHaveAccessibleName( /^Loved/ );
	expect( votes ).toEqual( [ `action=mfn_love&post_id=${ postId }` ] );
	// aria-disabled: Playwright would wait for it to be enabled; a visitor's click still lands.
	await button.dispatchEvent( 'click' );
	await page.keyboard.press( 'Enter' );
	expect( votes ).toHaveLength( 1 );

	// Stored: the page says so to everyone, and to this visitor as loved.
	await page.reload();
	await expect( button.locator( '.stagecraft-love__count' ) ).toHaveText(
		String( before + 1 )
	);
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	await page.route( /\/blog\/$/, ( route ) =>
		route.fulfill( { body: cached, contentType: 'text/html' } )
	);
	await page.reload();
	await expect( button.locator( '.stagecraft-love__count' ) ).toHaveText(
		String( before )
	);
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( 'a visitor voting again does not count, and a flood is refused with a message', async ( {
	page,
} ) => {
	await page.goto( '/blog/' );
	const button = page.locator( 'main .stagecraft-love' ).nth( 1 );
	const postId = ( await button.getAttribute( 'data-post-id' ) ) ?? '';
	const url = ( await button.getAttribute( 'data-url' ) ) ?? '';
	const vote = () =>
		page.request.post( url, {
			form: { action: 'mfn_love', post_id: postId },
		} );
	// The requests share the page's cookies: the first makes this visitor's id, the second carries it.
	const first = await vote();
	const again = await vote();
	expect( first.status() ).toBe( 200 );
	expect( await again.text() ).toBe( await first.text() );

	expect( await untilRefused( vote ) ).toBe( 429 );
	await button.click();
	await expect(
		page.locator( '.stagecraft-love__status' ).nth( 1 )
	).toHaveText( 'Too many requests. Please try again in a minute.' );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
} );
