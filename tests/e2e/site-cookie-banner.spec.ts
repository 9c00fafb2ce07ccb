// The fixed cookie banner never hides keyboard focus (WCAG 2.4.11, issue 22 point 2): a
// keyboard-only walk at 390 px, where the banner takes the most of the screen, checks every Tab
// stop against the banner's top edge.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { withoutConsentDialog } from './support/without-consent';

test.use( {
	storageState: { cookies: [], origins: [] },
	viewport: { width: 390, height: 844 },
} );

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

for ( const path of [ '/contact/', '/' ] ) {
	test( `at 390 px no Tab stop on ${ path } is under the cookie banner, down to the banner itself`, async ( {
		page,
	} ) => {
		await withoutConsentDialog( page );
		await page.goto( path );
		const banner = page.getByRole( 'region', { name: 'Cookie notice' } );
		await expect( banner ).toBeVisible();
		// The page reserves the banner's room as scroll padding, as large as the banner.
		const reserved = await room( page );
		expect( reserved.padding ).toBeGreaterThanOrEqual( reserved.covered );

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
