import { test, expect, type Page } from '@playwright/test';

// slider-demo's slides carry the deep links plan, animate and publish (spec section 2).
async function currentSlide( page: Page ) {
	return page.evaluate( async () => {
		const module = await window.Stagecraft.ready( 'slider-demo' );
		return module.current()?.index;
	} );
}

test.describe( 'deep links', () => {
	test( 'a hash equal to a slide deepLink selects that slide on load', async ( {
		page,
	} ) => {
		await page.goto( '/modules/slider/#publish' );
		await expect.poll( () => currentSlide( page ) ).toBe( 2 );
		await expect(
			page.locator( '.stagecraft-module__slide[aria-label="3 of 3"]' )
		).toBeVisible();
	} );

	test( 'slideN selects the Nth slide and a later hash change follows', async ( {
		page,
	} ) => {
		await page.goto( '/modules/slider/#slide2' );
		await expect.poll( () => currentSlide( page ) ).toBe( 1 );
		await page.evaluate( () => ( window.location.hash = 'plan' ) );
		await expect.poll( () => currentSlide( page ) ).toBe( 0 );
	} );

	test( 'the slide change writes its deepLink into the hash (useURLDeeplink)', async ( {
		page,
	} ) => {
		await page.goto( '/modules/slider/' );
		await page.evaluate( async () => {
			const module = await window.Stagecraft.ready( 'slider-demo' );
			module.goTo( 1 );
		} );
		await expect
			.poll( () => page.evaluate( () => window.location.hash ) )
			.toBe( '#animate' );
	} );
} );
