import { createLove, lovedPosts } from './love';

function mount() {
	document.body.innerHTML =
		'<div class="stagecraft-love-wrap"><button type="button" class="stagecraft-love" data-post-id="12" data-url="/wp-admin/admin-ajax.php" data-loved-label="Loved" aria-pressed="false"><span class="stagecraft-love__words">Love this</span><span class="stagecraft-love__label"><span class="stagecraft-love__count">4</span></span></button><span class="stagecraft-love__status" role="status"></span></div>';
	return document.querySelector< HTMLElement >( '.stagecraft-love' )!;
}

const reply = ( body: string, status = 200 ) =>
	jest.fn( () =>
		Promise.resolve( {
			ok: status < 300,
			status,
			text: () => Promise.resolve( body ),
		} as Response )
	);

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'love button', () => {
	afterEach( () => {
		document.cookie =
			'stagecraft_loved=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
	} );

	it( 'reads the loved posts from the cookie the server writes', () => {
		expect(
			lovedPosts(
				'a=1; stagecraft_loved=0123456789abcdef0123456789abcdef%7C3%2C12; b=2'
			)
		).toEqual( [ 3, 12 ] );
		expect( lovedPosts( 'stagecraft_loved=x|bad,-1,7' ) ).toEqual( [ 7 ] );
		expect( lovedPosts( '' ) ).toEqual( [] );
	} );

	it( 'posts mfn_love with post_id, puts the reply in the label and cannot be clicked again', async () => {
		const button = mount();
		const post = reply(
			'<span class="stagecraft-love__count">5</span><img src=x onerror="alert(1)">'
		);
		createLove( button, post );
		button.click();
		button.click(); // one request while the first runs
		await settle();
		expect( post ).toHaveBeenCalledTimes( 1 );
		const [ url, body ] = post.mock.calls[ 0 ] as unknown as [
			string,
			URLSearchParams,
		];
		expect( url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( body.toString() ).toBe( 'action=mfn_love&post_id=12' );
		expect(
			button.querySelector( '.stagecraft-love__label' )?.innerHTML
		).toBe( '<span class="stagecraft-love__count">5</span>' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( button.textContent ).toContain( 'Loved' );
		button.click();
		await settle();
		expect( post ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'starts loved when the cookie says so', () => {
		document.cookie =
			'stagecraft_loved=0123456789abcdef0123456789abcdef|12';
		const button = mount();
		createLove( button, reply( '' ) );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
	} );

	it( "shows the server's words when it refuses, and stays lovable", async () => {
		const button = mount();
		createLove(
			button,
			reply( 'Too many requests. Please try again in a minute.', 429 )
		);
		button.click();
		await settle();
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			'Too many requests. Please try again in a minute.'
		);
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect(
			button.querySelector( '.stagecraft-love__count' )?.textContent
		).toBe( '4' );
	} );
} );
