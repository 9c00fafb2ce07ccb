import {
	captionOf,
	galleryName,
	groupFor,
	kindOf,
	preloadIndices,
	videoSource,
	wrap,
} from './items';

const PAGE = 'https://example.test/site/widgets/';

function links( html: string ): HTMLAnchorElement[] {
	document.body.innerHTML = html;
	return Array.from( document.querySelectorAll( 'a' ) );
}

describe( 'gallery grouping by the bracketed name in rel', () => {
	it( 'reads the name, or none for lightbox alone', () => {
		expect( galleryName( 'lightbox[summer]' ) ).toBe( 'summer' );
		expect( galleryName( 'noopener lightbox[a-1]' ) ).toBe( 'a-1' );
		expect( galleryName( 'lightbox' ) ).toBe( '' );
		expect( galleryName( null ) ).toBe( '' );
		expect( galleryName( 'nolightbox[x]' ) ).toBe( '' );
	} );

	it( 'groups the links of one gallery in document order, and a lone link alone', () => {
		const all = links( `
			<a href="/a.jpg" rel="lightbox[one]">a</a>
			<a href="/b.jpg" rel="lightbox[two]">b</a>
			<a href="/c.jpg" rel="lightbox[one]">c</a>
			<a href="/d.jpg" rel="lightbox">d</a>
			<a href="/e.jpg" rel="lightbox[one]">e</a>
			<a href="/f.jpg" rel="lightbox">f</a>` );
		const one = groupFor( all, all[ 2 ], PAGE );
		expect( one.items.map( ( i ) => i.href ) ).toEqual( [
			'https://example.test/a.jpg',
			'https://example.test/c.jpg',
			'https://example.test/e.jpg',
		] );
		expect( one.index ).toBe( 1 );
		expect( groupFor( all, all[ 1 ], PAGE ).items ).toHaveLength( 1 );
		// rel="lightbox" links are each on their own, not one gallery.
		const lone = groupFor( all, all[ 5 ], PAGE );
		expect( lone.items.map( ( i ) => i.href ) ).toEqual( [
			'https://example.test/f.jpg',
		] );
		expect( lone.index ).toBe( 0 );
	} );
} );

describe( 'preload window: 0 before and 2 ahead', () => {
	it.each( [
		[ 0, 5, [ 1, 2 ] ],
		[ 2, 5, [ 3, 4 ] ],
		// Round the end: a gallery loops.
		[ 3, 5, [ 4, 0 ] ],
		[ 4, 5, [ 0, 1 ] ],
		[ 0, 2, [ 1 ] ],
		[ 0, 1, [] ],
	] )( 'at %i of %i fetches %p', ( index, count, expected ) => {
		expect( preloadIndices( index, count ) ).toEqual( expected );
	} );

	it( 'honours another window, nearest first, never the current one twice', () => {
		expect( preloadIndices( 0, 5, { before: 1, ahead: 2 } ) ).toEqual( [
			1, 4, 2,
		] );
		expect( preloadIndices( 1, 3, { before: 2, ahead: 2 } ) ).toEqual( [
			2, 0,
		] );
	} );

	it( 'steps round both ends', () => {
		expect( wrap( 4, 1, 5 ) ).toBe( 0 );
		expect( wrap( 0, -1, 5 ) ).toBe( 4 );
		expect( wrap( 0, 1, 0 ) ).toBe( 0 );
	} );
} );

describe( 'kinds', () => {
	it.each( [
		[ 'https://example.test/a/photo.JPG', 'image' ],
		[ 'https://example.test/a/photo.webp?x=1', 'image' ],
		[ 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'video' ],
		[ 'https://youtu.be/aqz-KE-bpKQ', 'video' ],
		[ 'https://vimeo.com/76979871', 'video' ],
		[ 'https://example.test/clip.mp4', 'mp4' ],
		[ 'https://example.test/menu.pdf', 'pdf' ],
		[ `${ PAGE }#hours`, 'inline' ],
		[ 'https://example.test/other/#hours', 'ajax' ],
		[ 'https://example.test/hello-world/', 'ajax' ],
	] )( '%s opens as %s', ( href, kind ) => {
		expect( kindOf( href, undefined, PAGE ) ).toBe( kind );
	} );

	it( 'takes the kind the server named, if it is one', () => {
		expect( kindOf( 'https://example.test/x', 'pdf', PAGE ) ).toBe( 'pdf' );
		expect( kindOf( 'https://example.test/x.jpg', 'nonsense', PAGE ) ).toBe(
			'image'
		);
	} );

	it( 'embeds YouTube from its no-cookie host and Vimeo with Do Not Track', () => {
		expect(
			videoSource( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3' )
		).toEqual( {
			provider: 'youtube',
			name: 'YouTube',
			id: 'aqz-KE-bpKQ',
			embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
		} );
		expect( videoSource( 'https://vimeo.com/76979871' )?.embed ).toBe(
			'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'
		);
		expect( videoSource( 'https://vimeo.com/about' ) ).toBeNull();
		expect( videoSource( 'not a url' ) ).toBeNull();
	} );
} );

describe( 'captions', () => {
	it( 'come from the link, else the figure caption, else the alt', () => {
		const [ own, figure, alt ] = links( `
			<a href="/a.jpg" data-caption="Own"><img alt="Alt a"></a>
			<figure><a href="/b.jpg"><img alt="Alt b"></a><figcaption> Caption b </figcaption></figure>
			<figure><a href="/c.jpg"><img alt="Alt c"></a></figure>` );
		expect( captionOf( own ) ).toBe( 'Own' );
		expect( captionOf( figure ) ).toBe( 'Caption b' );
		expect( captionOf( alt ) ).toBe( 'Alt c' );
	} );
} );
