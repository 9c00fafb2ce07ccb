import { test, expect } from '@playwright/test';
import { changeHeroReply } from './support/hero-reply';

// The built data chunk (module/data.js) reading module data as its jest tests do unbuilt: the
// minifier once dropped the read of the first slide's layers, and a module whose first slide is
// invalid then loaded and drew that slide empty.

const HERO = '#stagecraft-module-hero-demo';

test( 'a module whose first slide has an invalid layer is not loaded; the server slide stays', async ( {
	page,
} ) => {
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	await changeHeroReply( page, ( reply ) => {
		const layer = reply.slides[ 0 ].layers?.[ 0 ];
		if ( layer ) {
			layer.type = 'no-such-layer-type';
		}
	} );
	await page.goto( '/modules/source-rest/' );

	await expect
		.poll( () => messages )
		.toContain( 'hero-demo Could not be Loaded from DB' );
	const slide = page.locator( `${ HERO } .stagecraft-module__slide` ).first();
	await expect( slide.locator( 'h2' ) ).toHaveText( 'Stagecraft' );
} );

test( 'the same module unchanged loads without that error', async ( {
	page,
} ) => {
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	await page.goto( '/modules/source-rest/' );
	await page.evaluate( () => window.Stagecraft.ready( 'hero-demo' ) );
	await expect(
		page.locator( `${ HERO } .stagecraft-module__slide h2` ).first()
	).toHaveText( 'Stagecraft' );
	expect( messages ).not.toContain( 'hero-demo Could not be Loaded from DB' );
} );
