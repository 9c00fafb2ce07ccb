import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';

// The benchmarks' pages (bench-*, bench/fixtures.php) stay published, since the benchmarks load
// them as visitors, but visitors never find them: not in the page list, search or the REST page
// list (sitemaps and noindex: tests/php/Site/FixturePagesTest.php, since the local site is not
// public and serves no sitemap). "Sample Page", which
// WordPress's install writes, is removed by the seeder. The probe page is written by the
// benchmarks' own function (bench/fixture-page.php).
const PROBE = 'bench-visibility-probe';

function fixturePage( action: 'create' | 'remove' ): void {
	execFileSync(
		'php',
		[ 'tests/e2e/support/fixture-page.php', action, PROBE ],
		{
			cwd: process.cwd(),
			stdio: 'inherit',
			env: {
				...process.env,
				STAGECRAFT_DB: process.env.STAGECRAFT_DB ?? 'stagecraft_test',
				STAGECRAFT_PORT: process.env.STAGECRAFT_PORT ?? '8889',
			},
		}
	);
}

test.describe( 'benchmark fixtures and the sample page', () => {
	test.beforeAll( () => fixturePage( 'create' ) );

	test.afterAll( () => fixturePage( 'remove' ) );

	test( 'a benchmark page loads by its URL for a visitor', async ( {
		page,
	} ) => {
		const response = await page.goto( `/${ PROBE }/` );
		expect( response?.status() ).toBe( 200 );
		await expect( page.getByText( 'Benchmark probe page.' ) ).toBeVisible();
	} );

	test( 'the page list, search and REST pages leave them out', async ( {
		page,
		request,
	} ) => {
		await page.goto( '/site/' );
		const list = page.locator( '.wp-block-page-list' );
		await expect(
			list.getByRole( 'link', { name: 'Contact', exact: true } )
		).toHaveCount( 1 );
		await expect( list ).not.toContainText( 'bench-' );
		await expect( list ).not.toContainText( 'Sample Page' );

		// The sample page is gone, not just hidden.
		expect( ( await request.get( '/sample-page/' ) ).status() ).toBe( 404 );

		// Search by its slug and by a word of it: no result links to it.
		for ( const term of [ PROBE, 'bench', 'probe' ] ) {
			await page.goto( `/?s=${ term }` );
			await expect( page.locator( 'main' ) ).toContainText(
				'Search results for'
			);
			await expect(
				page.locator( `main a[href*="/${ PROBE }/"]` )
			).toHaveCount( 0 );
		}

		const pages = await request.get(
			`/wp-json/wp/v2/pages?per_page=100&search=${ PROBE }`
		);
		expect( await pages.json() ).toEqual( [] );
		const all = ( await (
			await request.get( '/wp-json/wp/v2/pages?per_page=100' )
		).json() ) as Array< { slug: string } >;
		expect( all.length ).toBeGreaterThan( 10 );
		expect(
			all.filter(
				( item ) =>
					item.slug.startsWith( 'bench-' ) ||
					item.slug === 'sample-page'
			)
		).toEqual( [] );
	} );
} );
