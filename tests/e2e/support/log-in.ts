import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Logs in through wp-login.php as a person would, from whatever page is open
 * (wp-login.php is opened when it is not). wp-login.php focuses and selects
 * the username field 200 ms after it loads; on a busy machine that timer can
 * fire while the password is being typed and send it into the username field,
 * so the form is filled only after it has done so, and checked before sending.
 *
 * @param page     The page.
 * @param user     User name.
 * @param password Password.
 */
export async function logIn(
	page: Page,
	user = 'admin',
	password = 'password'
): Promise< void > {
	if ( ! page.url().includes( '/wp-login.php' ) ) {
		await page.goto( '/wp-login.php' );
	}
	const name = page.locator( '#user_login' );
	const pass = page.locator( '#user_pass' );
	await expect( name ).toBeFocused();
	await name.fill( user );
	await pass.fill( password );
	await expect( name ).toHaveValue( user );
	await expect( pass ).toHaveValue( password );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}
