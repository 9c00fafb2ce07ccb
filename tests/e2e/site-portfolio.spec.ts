import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

const grid = ( page: Page ) =>
	page.locator( 'main .wp-block-post-template > .wp-block-post' );
const filters = ( page: Page ) =>
	page.getByRole( 'navigation', { name: 'Portfolio categories' } );

test( 'portfolio filters sort the grid in place with a re-layout, the address follows, Back returns', async ( {
	page,
} ) => {
	await page.goto( '/portfolio/' );
	await page.evaluate( () =>
		Object.assign( window, { stillThisDocument: true } )
	);
	const all = await grid( page ).count();
	const apps = await page.locator( 'main .portfolio-types-apps' ).count();
	expect( apps ).toBeGreaterThan( 1 );
	expect( apps ).toBeLessThan( all );
	await expect(
		filters( page ).getByRole( 'link', { name: 'All' } )
	).toHaveAttribute( 'aria-current', 'page' );

	// The click and a look at the items in one task: the items that stay slide, the new ones fade.
	const animated = await page.evaluate( () => {
		const link = Array.from(
			document.querySelectorAll< HTMLAnchorElement >( 'a[data-filter]' )
		).find( ( a ) => a.textContent === 'Apps' );
		link?.click();
		return Array.from(
			document.querySelectorAll< HTMLElement >(
				'main .wp-block-post-template > .wp-block-post'
			)
		)
			.filter( ( item ) => ! item.hidden )
			.map( ( item ) => item.getAnimations().length );
	} );
	expect( animated ).toHaveLength( apps );
	expect( animated.every( ( n ) => n === 1 ) ).toBe( true );
	await expect( grid( page ).locator( 'visible=true' ) ).toHaveCount( apps );
	await expect( page ).toHaveURL( /\/portfolio-types\/apps\/$/ );
	await expect(
		filters( page ).getByRole( 'link', { name: 'Apps' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'shown' } )
	).toHaveText( `${ apps } items shown.` );
	expect(
		( await new AxeBuilder( { page } ).include( 'main' ).analyze() )
			.violations
	).toEqual( [] );

	await page.goBack();
	await expect( page ).toHaveURL( /\/portfolio\/$/ );
	await expect( grid( page ).locator( 'visible=true' ) ).toHaveCount( all );
	expect( await page.evaluate( () => 'stillThisDocument' in window ) ).toBe(
		true
	);

	// Reloaded on a category, the page is that category's.
	await page.goForward();
	await page.reload();
	await expect( grid( page ) ).toHaveCount( apps );
} );

test.describe( 'with reduced motion', () => {
	test.use( { reducedMotion: 'reduce' } );

	test( 'the grid changes at once', async ( { page } ) => {
		await page.goto( '/portfolio/' );
		const running = await page.evaluate( () => {
			Array.from(
				document.querySelectorAll< HTMLAnchorElement >(
					'a[data-filter]'
				)
			)
				.find( ( a ) => a.textContent === 'Print' )
				?.click();
			return document.getAnimations().length;
		} );
		expect( running ).toBe( 0 );
		await expect( page ).toHaveURL( /\/portfolio-types\/print\/$/ );
	} );
} );

test.describe( 'with JavaScript off', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the filters are links to the category pages', async ( { page } ) => {
		await page.goto( '/portfolio/' );
		await filters( page ).getByRole( 'link', { name: 'Branding' } ).click();
		await expect( page ).toHaveURL( /\/portfolio-types\/branding\/$/ );
		await expect( grid( page ) ).toHaveCount(
			await page.locator( 'main .portfolio-types-branding' ).count()
		);
		await expect(
			filters( page ).getByRole( 'link', { name: 'Branding' } )
		).toHaveAttribute( 'aria-current', 'page' );
	} );
} );
