import type { Page } from '@playwright/test';
import { CAPTCHA_ANSWER } from './captcha';

// The demo contact forms (demo/forms/contact.json, contact-basic.json), as the specs fill them.
export const FORM = 'div.wpcf7 form.wpcf7-form';

export interface ContactVisitor {
	subject: string;
	name?: string;
	email?: string;
	topic?: string;
	message?: string;
	quiz?: string;
	/** The captcha answer; null leaves the field for the test. */
	captcha?: string | null;
}

/**
 * Fills every required field of a demo contact form with valid values and ticks consent.
 * @param page    The page with the form.
 * @param visitor What differs from the defaults.
 */
export async function fillContactForm(
	page: Page,
	visitor: ContactVisitor
): Promise< void > {
	const {
		subject,
		name = 'Ada',
		email = 'ada@example.org',
		topic = 'Support',
		message = 'I would like to know more about forms.',
		quiz = '5',
		captcha = CAPTCHA_ANSWER,
	} = visitor;
	await page.locator( '[name="your-name"]' ).fill( name );
	await page.locator( '[name="your-email"]' ).fill( email );
	await page.locator( '[name="your-subject"]' ).fill( subject );
	await page.locator( '[name="topic"]' ).selectOption( topic );
	await page.locator( '[name="your-message"]' ).fill( message );
	await page.locator( '[name="quiz"]' ).fill( quiz );
	// /contact/ has no image captcha (its proof-of-work check asks nothing of the visitor);
	// /contact/contact-basic/ keeps one.
	const captchaField = page.locator( '[name="captcha"]' );
	if ( captcha !== null && ( await captchaField.count() ) > 0 ) {
		await captchaField.fill( captcha );
	}
	await page.locator( '[name="consent"]' ).check();
}

/**
 * Sends by keyboard: a change event on leaving the last field can move the layout under a
 * mouse click (a tip disappears), which would make the click miss; a key press cannot miss.
 * @param page The page with the form.
 */
export async function sendByKeyboard( page: Page ): Promise< void > {
	await page.locator( '.wpcf7-submit' ).focus();
	await page.locator( '.wpcf7-submit' ).press( 'Enter' );
}
