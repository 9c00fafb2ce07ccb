// Stream slides (issue 19, part 4): a post stream's slides are cloned from its template slide,
// one per post, newest first, each with the post's title, excerpt and link; a source that fails
// turns the module into the white error slide and logs 'Feed could not be Loaded'; axe on both.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

const STREAM = '[data-stagecraft-alias="stream-demo"]';
const ERROR = '[data-stagecraft-alias="stream-error"]';

interface Post {
	title: { rendered: string };
	excerpt: { rendered: string };
	link: string;
}

// The posts as WordPress lists them, in the stream's order (ID descending, spec section 9).
async function latestPosts(
	page: Page
): Promise< Array< { title: string; link: string; excerpt: boolean } > > {
	const response = await page.request.get(
		'/?rest_route=/wp/v2/posts&orderby=id&order=desc&per_page=30&_fields=title,link,excerpt'
	);
	expect( response.ok() ).toBe( true );
	const posts = ( await response.json() ) as Post[];
	// Titles come as HTML; the slides show text.
	return page.evaluate(
		( list ) =>
			list.map( ( post ) => {
				const box = document.createElement( 'textarea' );
				box.innerHTML = post.title.rendered;
				const excerpt = document.createElement( 'div' );
				excerpt.innerHTML = post.excerpt.rendered;
				return {
					title: box.value,
					link: post.link,
					// Posts other tests make may have no text at all.
					excerpt: ( excerpt.textContent ?? '' ).trim() !== '',
				};
			} ),
		posts
	);
}

async function open( page: Page, path: string, alias: string ) {
	await page.goto( path );
	await page
		.locator( `[data-stagecraft-alias="${ alias }"]` )
		.scrollIntoViewIfNeeded();
	await page.evaluate( ( name ) => window.Stagecraft.ready( name ), alias );
}

const index = ( page: Page ) =>
	page.evaluate(
		() => window.Stagecraft.get( 'stream-demo' )?.current()?.index
	);

test( 'stream slides show the latest posts in order, each with its link', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	const posts = await latestPosts( page );
	expect( posts.length ).toBeGreaterThan( 3 );
	await open( page, '/modules/stream/', 'stream-demo' );
	await expect
		.poll( () =>
			page.evaluate(
				() => window.Stagecraft.get( 'stream-demo' )?.slideCount
			)
		)
		.toBe( posts.length );
	for ( const [ i, post ] of posts.slice( 0, 3 ).entries() ) {
		await page.evaluate(
			( to ) => window.Stagecraft.get( 'stream-demo' )?.goTo( to ),
			i
		);
		await expect.poll( () => index( page ) ).toBe( i );
		const slide = page.locator( `${ STREAM } [data-slide-index="${ i }"]` );
		await expect( slide.getByRole( 'heading', { level: 2 } ) ).toHaveText(
			post.title
		);
		const read = slide.getByRole( 'link', { name: 'Read the post' } );
		await expect( read ).toHaveAttribute( 'href', post.link );
		// The byline is bound from placeholders: no braces are left.
		await expect(
			slide.locator( '.stream-demo__byline' )
		).not.toContainText( '{{' );
		await expect( slide.locator( '.stream-demo__excerpt' ) ).toHaveText(
			post.excerpt ? /\S/ : ''
		);
	}
	// The last slide is the oldest post; its link leads to it.
	await page.evaluate(
		( last ) => window.Stagecraft.get( 'stream-demo' )?.goTo( last ),
		posts.length - 1
	);
	const oldest = page.locator(
		`${ STREAM } [data-slide-index="${ posts.length - 1 }"]`
	);
	await expect( oldest.getByRole( 'heading', { level: 2 } ) ).toHaveText(
		posts[ posts.length - 1 ].title
	);
	// Nothing logged on the stream's page (the post's own page is not this test's).
	expect( errors ).toEqual( [] );
	await oldest.getByRole( 'link', { name: 'Read the post' } ).click();
	await expect( page ).toHaveURL( posts[ posts.length - 1 ].link );
} );

test( 'the stream module passes axe', async ( { page } ) => {
	// Under reduced motion no layer is scanned half-faded in (its contrast then is not the
	// one a visitor reads): on a busy machine the in-scene was still running.
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await open( page, '/modules/stream/', 'stream-demo' );
	await expect(
		page.locator( `${ STREAM } [data-slide-index="0"] h2` )
	).not.toHaveText( 'Latest post' );
	const axe = await new AxeBuilder( { page } ).include( STREAM ).analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );

test( 'a failing source shows the error slide and logs the spec message', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	await open( page, '/modules/stream-error/', 'stream-error' );
	const root = page.locator( ERROR );
	await expect(
		root.getByRole( 'heading', { name: 'There is nothing to show here!' } )
	).toBeVisible();
	await expect(
		root.getByText( 'Flickr reports: Please check the settings' )
	).toBeVisible();
	await expect( root.locator( '.stagecraft-stream-error__icon' ) ).toHaveText(
		'\u26a0'
	);
	// A hero: one slide, no navigation; a white background.
	expect(
		await page.evaluate(
			() => window.Stagecraft.get( 'stream-error' )?.slideCount
		)
	).toBe( 1 );
	await expect(
		root.locator( '.stagecraft-module__arrow, .stagecraft-module__bullets' )
	).toHaveCount( 0 );
	const white = await root
		.locator( '.stagecraft-module__slide.is-active' )
		.evaluate( ( el ) => {
			const layers = [ el, ...Array.from( el.querySelectorAll( '*' ) ) ];
			return layers.some(
				( node ) =>
					getComputedStyle( node ).backgroundColor ===
					'rgb(255, 255, 255)'
			);
		} );
	expect( white ).toBe( true );
	expect( errors ).toContain( 'Feed could not be Loaded' );
	const axe = await new AxeBuilder( { page } ).include( ERROR ).analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );

test.describe( 'on a touch phone', () => {
	test.use( {
		viewport: { width: 390, height: 844 },
		isMobile: true,
		hasTouch: true,
	} );

	test( 'the fallback image (fallbackType mobile) replaces the module', async ( {
		page,
	} ) => {
		await page.goto( '/modules/stream/' );
		const root = page.locator( STREAM );
		await root.scrollIntoViewIfNeeded();
		await expect( root ).toHaveAttribute(
			'data-stagecraft-fallback',
			'true'
		);
		const image = root.locator( '.stagecraft-module__fallback' );
		await expect( image ).toBeVisible();
		await expect( image ).toHaveAttribute( 'alt', 'Latest posts' );
		await expect
			.poll( () =>
				image.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
			)
			.toBeGreaterThan( 0 );
		// No slides were cloned under it, and the image covers the module's box.
		await expect( root.locator( '[data-slide-id$="-1"]' ) ).toHaveCount(
			0
		);
		const [ box, cover ] = await Promise.all( [
			root.boundingBox(),
			image.boundingBox(),
		] );
		expect( cover?.height ).toBeCloseTo( box?.height ?? 0, 0 );
	} );
} );

test( 'on a desktop the fallback image stays hidden', async ( { page } ) => {
	await open( page, '/modules/stream/', 'stream-demo' );
	await expect(
		page.locator( `${ STREAM } .stagecraft-module__fallback` )
	).toBeHidden();
	await expect( page.locator( STREAM ) ).not.toHaveAttribute(
		'data-stagecraft-fallback',
		/.*/
	);
} );
