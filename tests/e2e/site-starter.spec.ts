// The starter site (issue 21 part 6): the home page a small business would launch, its menus with
// the feature demos under "Features", one cookie prompt at a time on a first visit, and the
// README's pictures of the home page at 1440 and 390 px (saved when STAGECRAFT_SCREENSHOTS is set).
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { WIDTHS } from './support/chrome';

// The starter site's own pages; the feature demos are under /features/ (site-axe covers all).
const STARTER = [
	'/',
	'/about/',
	'/portfolio/',
	'/blog/',
	'/contact/',
	'/features/',
	'/site/consent/',
];

/**
 * Every module on the page drawn and the fonts in, scrolled back to the top.
 * @param page
 */
async function settled( page: Page ): Promise< void > {
	await page.waitForLoadState( 'load' );
	await page.evaluate( async () => {
		for ( const el of Array.from(
			document.querySelectorAll< HTMLElement >(
				'[data-stagecraft-alias]:not([data-stagecraft-modal])'
			)
		) ) {
			el.scrollIntoView();
			await window.Stagecraft.ready( el.dataset.stagecraftAlias ?? '' );
		}
		window.scrollTo( 0, 0 );
		await document.fonts.ready;
	} );
}

/**
 * The README's pictures of the starter site, taken when STAGECRAFT_SCREENSHOTS is set.
 * @param page
 * @param name File name, without .png.
 */
async function picture( page: Page, name: string ): Promise< void > {
	if ( process.env.STAGECRAFT_SCREENSHOTS ) {
		// The whole page: lazy images below the fold load before the picture is taken.
		await page.evaluate( () =>
			Promise.all(
				Array.from( document.images ).map( ( img ) => {
					img.loading = 'eager';
					return img.decode().catch( () => undefined );
				} )
			)
		);
		await page.screenshot( {
			path: `docs/screenshots/${ name }.png`,
			fullPage: true,
		} );
	}
}

test.describe( 'the home page at 1440 px', () => {
	test.use( { viewport: { width: 1440, height: 900 } } );

	test( 'a business home page: hero, services, work, testimonials, clients, counters, FAQ, posts, call to action', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const main = page.locator( 'main' );
		await expect(
			main.locator( '[data-stagecraft-alias="hero-demo"]' )
		).toHaveCount( 1 );
		for ( const name of [
			'Websites that bring customers through your door',
			'What we do',
			'Twelve years in numbers',
			'Recent work',
			'What our clients say',
			'Trusted by businesses around town',
			'Frequently asked questions',
			'From the blog',
			'Ready to start your project?',
		] ) {
			await expect(
				main.getByRole( 'heading', { name, exact: true } )
			).toBeVisible();
		}
		// No developer notes about the page's own machinery.
		await expect( main ).not.toContainText( 'The header above' );
		await expect( main ).not.toContainText( 'main menu' );

		// The portfolio teaser: three items and a link to the whole portfolio.
		const work = page.locator( '#work' );
		await expect( work.locator( '.wp-block-post' ) ).toHaveCount( 3 );
		await expect(
			work.getByRole( 'link', { name: 'See the whole portfolio' } )
		).toHaveAttribute( 'href', /\/portfolio\/$/ );
		await expect( page.locator( '#news .wp-block-post' ) ).toHaveCount( 3 );
		// Testimonials and clients are page sliders on the module runtime.
		await expect(
			page.locator(
				'#testimonials .stagecraft-page-slider.is-testimonials'
			)
		).toHaveAttribute( 'data-count', '3' );
		await expect(
			page.locator( '#clients .stagecraft-page-slider.is-clients' )
		).toHaveAttribute( 'data-count', '6' );
		await expect(
			page.locator( '#numbers .stagecraft-counter' )
		).toHaveCount( 3 );

		// The FAQ is an accordion of disclosures: a question opens its answer.
		const question = page
			.locator( '#faq summary' )
			.filter( { hasText: 'How long does it take?' } );
		await question.click();
		await expect(
			page.getByText( 'Four to eight weeks from the first meeting' )
		).toBeVisible();
		await expect( page.locator( '#faq details[open]' ) ).toHaveCount( 1 );

		await expect(
			page
				.locator( '#get-in-touch' )
				.getByRole( 'link', { name: 'Contact us' } )
		).toHaveAttribute( 'href', /\/contact\/$/ );
	} );

	test( 'the main menu is the business’s; the feature demos are under Features', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const nav = page.getByRole( 'navigation', { name: 'Main' } );
		const top = nav.locator( ':scope > ul > li > a' );
		await expect( top ).toHaveText( [
			'Home',
			'About',
			'Portfolio',
			'Blog',
			'Contact',
			'Features',
		] );
		const button = nav.getByRole( 'button', { name: 'Features submenu' } );
		await button.click();
		const mega = page.locator(
			`#${ await button.getAttribute( 'aria-controls' ) }`
		);
		for ( const name of [
			'Module types',
			'Data sources',
			'Site chrome',
			'One page',
		] ) {
			await expect(
				mega.getByRole( 'link', { name, exact: true } )
			).toBeVisible();
		}
	} );
} );

for ( const width of WIDTHS ) {
	test.describe( `at ${ width } px`, () => {
		test.use( {
			viewport: { width, height: 900 },
			reducedMotion: 'reduce',
		} );

		test( `the README's picture of the home page, and axe on the portfolio`, async ( {
			page,
		} ) => {
			await page.goto( '/' );
			await settled( page );
			await expect(
				page.getByRole( 'heading', { name: 'What we do' } )
			).toBeVisible();
			await picture( page, `starter-home-${ width }` );
			// The portfolio archive is not a page in demo/pages.json, so site-axe does not visit it.
			await page.goto( '/portfolio/' );
			await settled( page );
			const results = await new AxeBuilder( { page } ).analyze();
			expect( results.violations.map( ( v ) => v.id ) ).toEqual( [] );
		} );
	} );
}

test.describe( 'a first visit', () => {
	test.use( {
		storageState: { cookies: [], origins: [] },
		viewport: { width: 390, height: 844 },
	} );

	test( 'shows one cookie prompt at a time on every starter page: the consent dialog, never the banner beside it', async ( {
		page,
	} ) => {
		const dialog = page.getByRole( 'dialog', {
			name: 'This site uses cookies',
		} );
		const banner = page.getByRole( 'region', { name: 'Cookie notice' } );
		for ( const path of STARTER ) {
			await page.goto( path );
			await expect( dialog, path ).toBeVisible();
			// Once every script has run, the banner still defers to the dialog.
			await page.waitForLoadState( 'load' );
			await expect( banner, path ).toBeHidden();
		}
		await dialog.getByRole( 'button', { name: 'Deny' } ).click();
		await expect( dialog ).toBeHidden();
		for ( const path of STARTER ) {
			await page.goto( path );
			await page.waitForLoadState( 'load' );
			await expect( dialog, path ).toBeHidden();
			await expect( banner, path ).toBeHidden();
		}
	} );
} );
