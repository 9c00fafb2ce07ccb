import type { BrowserContext } from '@playwright/test';

// The test site draws every captcha for a visitor with this cookie with this answer
// (bin/wp/stagecraft-local.php): a browser test cannot read the image. The rest is real.
export const CAPTCHA_ANSWER = 'K7M2';

export async function answerCaptchas(
	context: BrowserContext
): Promise< void > {
	await context.addCookies( [
		{
			name: 'stagecraft_test_captcha',
			value: CAPTCHA_ANSWER.toLowerCase(),
			url: process.env.STAGECRAFT_BASE_URL ?? 'http://127.0.0.1:8889',
		},
	] );
}
