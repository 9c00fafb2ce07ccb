// Nothing fixed on screen hides keyboard focus (WCAG 2.4.11, issue 22 point 2). A keyboard-only
// walk at 390 px, where the cookie banner takes the most of the screen, checks every Tab stop
// against the banner's top edge; a walk back up with Shift+Tab checks every stop against the
// sticky header's bottom edge, at both widths.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { WIDTHS } from './support/chrome';
import { withoutConsentDialog } from './support/without-consent';

const BANNER_VIEW = {
	storageState: { cookies: [], origins: [] },
	viewport: { width: 390, height: 844 },
};

type Stop = {
	name: string;
	top: number;
	bottom: number;
	bannerTop: number;
	inBanner: boolean;
};

const stop = ( page: Page ) =>
	page.evaluate( (): Stop | null => {
		const el = document.body.ownerDocument.activeElement;
		const banner = document.querySelector(
			'[data-stagecraft-cookie-banner]'
		);
		if ( ! el || el === document.body || ! banner ) {
			return null;
		}
		const box = el.getBoundingClientRect();
		return {
			name: `${ el.tagName.toLowerCase() } ${ (
				el.getAttribute( 'aria-label' ) ??
				el.textContent ??
				''
			)
				.trim()
				.slice( 0, 40 ) }`,
			top: box.top,
			bottom: box.bottom,
			bannerTop: banner.getBoundingClientRect().top,
			inBanner: banner.contains( el ),
		};
	} );

/**
 * The banner's room from the viewport's bottom edge, and the page's bottom scroll padding.
 * @param page
 */
const room = ( page: Page ) =>
	page.evaluate( () => {
		const b = document.querySelector(
			'[data-stagecraft-cookie-banner]'
		) as HTMLElement;
		return {
			padding: parseFloat(
				getComputedStyle( document.documentElement ).scrollPaddingBottom
			),
			covered: window.innerHeight - b.getBoundingClientRect().top,
		};
	} );

/**
 * Tabs from the top of the page until focus reaches the banner (last in the tab order); returns
 * how many stops came before it and those whose box reached below the banner's top edge.
 * @param page
 */
async function walkToBanner( page: Page ) {
	const hidden: string[] = [];
	let stops = 0;
	for ( let i = 0; i < 250; i++ ) {
		await page.keyboard.press( 'Tab' );
		const at = await stop( page );
		if ( at?.inBanner ) {
			break;
		}
		if ( ! at ) {
			continue;
		}
		stops++;
		// Zero-size stops (a visually hidden skip link) cover nothing.
		if ( at.bottom > at.top && at.bottom > at.bannerTop ) {
			hidden.push(
				`${ at.name } (bottom ${ Math.round(
					at.bottom
				) } > banner top ${ Math.round( at.bannerTop ) })`
			);
		}
	}
	return { stops, hidden };
}

test.describe( 'the cookie banner', () => {
	test.use( BANNER_VIEW );

	for ( const path of [ '/contact/', '/' ] ) {
		test( `at 390 px no Tab stop on ${ path } is under the cookie banner, down to the banner itself`, async ( {
			page,
		} ) => {
			await withoutConsentDialog( page );
			await page.goto( path );
			const banner = page.getByRole( 'region', {
				name: 'Cookie notice',
			} );
			await expect( banner ).toBeVisible();
			// The page reserves the banner's room as scroll padding, as large as the banner.
			const reserved = await room( page );
			expect( reserved.padding ).toBeGreaterThanOrEqual(
				reserved.covered
			);

			const { stops, hidden } = await walkToBanner( page );
			expect( stops ).toBeGreaterThan( 5 );
			expect( hidden ).toEqual( [] );
			// The walk ended on the banner's button: answering it hides the banner, gives the
			// page its room back and puts focus at the top of the page, not on <body>.
			await expect(
				banner.getByRole( 'button', { name: 'OK' } )
			).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect( banner ).toBeHidden();
			await expect( page.locator( '#wp-skip-link' ) ).toBeFocused();
			expect(
				await page.evaluate(
					() =>
						getComputedStyle( document.documentElement )
							.scrollPaddingBottom
				)
			).toBe( 'auto' );
		} );
	}

	test( 'the scroll padding follows the banner as its text wraps', async ( {
		page,
	} ) => {
		await withoutConsentDialog( page );
		await page.goto( '/' );
		const before = await room( page );
		// Narrower: the message wraps onto more lines and the banner grows.
		await page.setViewportSize( { width: 280, height: 844 } );
		await expect
			.poll( async () => ( await room( page ) ).covered )
			.toBeGreaterThan( before.covered );
		await expect
			.poll( async () => {
				const now = await room( page );
				return now.padding - now.covered;
			} )
			.toBeGreaterThanOrEqual( 0 );
	} );

	test( 'beside the consent dialog the banner never shows, and answering the dialog answers it too', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await expect(
			page.getByRole( 'region', { name: 'Cookie notice' } )
		).toBeHidden();
		await page.getByRole( 'button', { name: 'Deny' } ).click();
		await expect( page.getByRole( 'dialog' ) ).toBeHidden();
		await expect(
			page.getByRole( 'region', { name: 'Cookie notice' } )
		).toBeHidden();
		// On a page without the dialog, the answer given counts for the banner as well.
		await withoutConsentDialog( page );
		await page.goto( '/' );
		await expect(
			page.getByRole( 'region', { name: 'Cookie notice' } )
		).toBeHidden();
	} );
} );

type UpStop = { name: string; top: number; headerBottom: number } | null;

/**
 * Focuses the page's last link (the footer's) and walks back up with Shift+Tab until focus
 * reaches the header; returns the stops whose box reached above the fixed header's bottom.
 * @param page
 */
async function walkUpToHeader( page: Page ) {
	await page.getByRole( 'button', { name: 'Cookie settings' } ).focus();
	const hidden: string[] = [];
	let stops = 0;
	for ( let i = 0; i < 250; i++ ) {
		await page.keyboard.press( 'Shift+Tab' );
		const at = await page.evaluate( (): UpStop | 'top' => {
			const el = document.body.ownerDocument.activeElement;
			if ( ! el || el === document.body || el.closest( 'header' ) ) {
				return 'top';
			}
			const header = document.querySelector< HTMLElement >(
				'.stagecraft-header.is-sticky'
			);
			// Its layout box, not the slide-in transform's: where it comes to rest.
			const headerBottom = header
				? parseFloat( getComputedStyle( header ).top ) +
					header.offsetHeight
				: 0;
			const box = el.getBoundingClientRect();
			return box.height > 0
				? {
						name: `${ el.tagName.toLowerCase() } ${ (
							el.getAttribute( 'aria-label' ) ??
							el.textContent ??
							''
						)
							.trim()
							.slice( 0, 40 ) }`,
						top: box.top,
						headerBottom,
					}
				: null;
		} );
		if ( at === 'top' ) {
			break;
		}
		stops++;
		if ( at && at.top < at.headerBottom ) {
			hidden.push(
				`${ at.name } (top ${ Math.round(
					at.top
				) } < header bottom ${ Math.round( at.headerBottom ) })`
			);
		}
	}
	return { stops, hidden };
}

for ( const width of WIDTHS ) {
	test.describe( `the sticky header at ${ width } px`, () => {
		test.use( { viewport: { width, height: 844 } } );

		for ( const path of [ '/contact/', '/' ] ) {
			test( `no Shift+Tab stop on ${ path } is under the sticky header`, async ( {
				page,
			} ) => {
				await page.goto( path );
				const { stops, hidden } = await walkUpToHeader( page );
				expect( stops ).toBeGreaterThan( 5 );
				expect( hidden ).toEqual( [] );
			} );
		}
	} );
}
