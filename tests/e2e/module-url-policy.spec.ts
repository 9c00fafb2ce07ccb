import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';

// The slider demo's "Read more" button (layer 3), planted with a javascript: link straight
// into the database, past the save check, then put back.
function plant( command: 'plant' | 'restore', link = '' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/plant-link.php "$@"',
			'plant',
			command,
			'slider-demo',
			'3',
			link,
		],
		{ stdio: 'inherit' }
	);
}

test.describe( 'a planted javascript: link', () => {
	test.afterEach( () => plant( 'restore' ) );

	for ( const link of [ 'java\tscript:alert(1)', ' JaVaScRiPt:alert(1)' ] ) {
		test( `renders harmless in the server markup and the runtime: ${ JSON.stringify( link ) }`, async ( {
			browser,
			page,
		} ) => {
			plant( 'plant', link );

			const scriptHrefs = () =>
				Array.from( document.querySelectorAll( '[href]' ) )
					.map( ( a ) => a.getAttribute( 'href' ) ?? '' )
					.filter( ( href ) => /script:/i.test( href ) );

			// The server's markup, as a visitor without JavaScript gets it.
			const plain = await browser.newContext( {
				javaScriptEnabled: false,
			} );
			const noJs = await plain.newPage();
			await noJs.goto( '/modules/slider/' );
			await expect(
				noJs.locator( '.stagecraft-module' ).first()
			).toBeAttached();
			expect( await noJs.evaluate( scriptHrefs ) ).toEqual( [] );
			await plain.close();

			// The runtime's rendering, whatever it draws for the layer.
			const dialogs: string[] = [];
			page.on( 'dialog', async ( dialog ) => {
				dialogs.push( dialog.message() );
				await dialog.dismiss();
			} );
			await page.goto( '/modules/slider/' );
			await page.evaluate( () =>
				(
					window as unknown as {
						Stagecraft: {
							ready: ( alias: string ) => Promise< unknown >;
						};
					}
				 ).Stagecraft.ready( 'slider-demo' )
			);
			expect( await page.evaluate( scriptHrefs ) ).toEqual( [] );
			// Without its link the button is drawn as a plain button: clicking runs nothing.
			await page.locator( '[data-layer-id="3"]' ).first().click();
			expect( dialogs ).toEqual( [] );
		} );
	}
} );
