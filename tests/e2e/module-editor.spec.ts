import { test, expect } from '@playwright/test';
import { editorCanvas, insertModuleBlock, publish } from './support/editor';
import { logIn } from './support/log-in';

test( 'an editor inserts the module block, publishes, and the front end shows the module', async ( {
	page,
} ) => {
	// A block-editor load: on a busy two-core machine it can take most of a minute.
	test.slow();
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php' );

	await insertModuleBlock( page, 'Module post', 'Hero demo' );
	const canvas = editorCanvas( page );

	// The editor shows the module itself, run in edit mode: no autoplay control.
	const preview = canvas.locator(
		'.stagecraft-module[data-stagecraft-edit="true"]'
	);
	await expect( preview ).toHaveAttribute( 'data-stagecraft-state', 'run' );
	await expect(
		preview.locator( '.stagecraft-module__layer--text' ).first()
	).toHaveText( 'Stagecraft' );
	await expect( preview.locator( '.stagecraft-module__play' ) ).toHaveCount(
		0
	);

	const url = await publish( page );
	expect( url ).toMatch( /module-post/ );

	await page.goto( url );
	await expect(
		page.locator(
			'.stagecraft-module[data-stagecraft-alias="hero-demo"] .stagecraft-module__layer'
		)
	).toHaveText( 'Stagecraft' );
	const state = await page.evaluate(
		async () => ( await window.Stagecraft.ready( 'hero-demo' ) ).state
	);
	expect( state ).toBe( 'run' );
} );
