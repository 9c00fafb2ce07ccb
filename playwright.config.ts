import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './bin/chromium.mjs';

// Drives Debian's Chromium against the test site that bin/test serves; never downloads a browser.
export default defineConfig( {
	testDir: 'tests/e2e',
	// One folder per test site: a run cleans its folder first, so two runs on one machine (each
	// on its own port) must not share it, or one deletes the other's traces mid-test.
	outputDir: `.wp/results/e2e-${ process.env.STAGECRAFT_PORT ?? '8889' }`,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	fullyParallel: false,
	workers: 1,
	retries: 0,
	forbidOnly: true,
	use: {
		baseURL: process.env.STAGECRAFT_BASE_URL ?? 'http://127.0.0.1:8889',
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: chromiumLaunchOptions,
		// A visitor who already answered the consent dialog and the cookie banner, so neither
		// covers the page in every suite; the consent specs start from an empty state instead.
		storageState: 'tests/e2e/consent-given.json',
	},
} );
