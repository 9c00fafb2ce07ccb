// No layout shift while the page streams in: a busy parser or the network can stop the markup
// anywhere, and what has arrived must already sit where it ends up (CLS counts any move). The
// pages hold our blocks and theme parts; core blocks laid out by what follows them (a vertically
// centred column, the comments, the post navigation) are WordPress's and not held to this here.
import { test, expect } from '@playwright/test';
import { WIDTHS, streamingMoves, withoutScripts } from './support/chrome';

const PARTS: Array< [ string, string ] > = [
	[ '/site/', '.stagecraft-header' ],
	[ '/site/header-side/', '.stagecraft-header' ],
	[ '/site/header-burger/', '.stagecraft-header' ],
	[ '/site/header-creative-overlay/', '.stagecraft-header' ],
	[ '/site/header-creative-side/', '.stagecraft-header' ],
	[ '/site/', 'main' ],
	[ '/site/scroll-helpers/', 'main' ],
	[ '/modules/', 'main' ],
	[ '/modules/media/', 'main' ],
	[ '/modules/carousel/', 'main' ],
	[ '/modules/slider/', 'main' ],
	[ '/modules/layers/', 'main' ],
	[ '/contact/', 'main' ],
	[ '/', 'main' ],
	[ '/blog/', 'main' ],
	[ '/portfolio/', 'main' ],
	[ '/one-page/', 'main' ],
	[ '/site/lists/', 'main' ],
	[ '/site/widgets/', 'main' ],
	[ '/site/popups/', 'main' ],
];

for ( const width of WIDTHS ) {
	test.describe( `streaming in at ${ width } px`, () => {
		for ( const [ path, part ] of PARTS ) {
			test( `nothing in ${ part } on ${ path } moves while it arrives`, async ( {
				browser,
			} ) => {
				const { page, close } = await withoutScripts(
					browser,
					width,
					path
				);
				expect( ( await page.request.get( path ) ).status() ).toBe(
					200
				);
				expect( await streamingMoves( page, part ) ).toEqual( [] );
				await close();
			} );
		}
	} );
}
