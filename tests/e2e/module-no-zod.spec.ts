import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The visitor's page reads module data by shapes generated from the zod schemas
// (src/module/normalise/shape.ts): neither zod nor the schemas' chunk is downloaded.

// The module scripts the page fetched.
const moduleScripts = ( page: Page ) =>
	page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => entry.name )
			.filter( ( url ) =>
				/\/build\/module\/[a-z0-9-]+\.js(\?|$)/.test( url )
			)
	);

for ( const [ path, alias ] of [
	[ '/modules/slider/', 'slider-demo' ],
	[ '/modules/source-json/', 'hero-demo' ],
	[ '/modules/stream/', 'stream-demo' ],
] ) {
	test( `${ path } runs its module without downloading zod`, async ( {
		page,
		request,
	} ) => {
		await page.goto( path );
		await page.evaluate(
			( name ) => window.Stagecraft.ready( name ),
			alias
		);
		const scripts = await moduleScripts( page );
		// The data chunk read the module's data.
		expect( scripts.some( ( url ) => /\/data\.js/.test( url ) ) ).toBe(
			true
		);
		expect(
			scripts.filter( ( url ) => /\/schema\.js/.test( url ) )
		).toEqual( [] );
		for ( const url of scripts ) {
			const text = await ( await request.get( url ) ).text();
			// Every zod schema object carries _zod; its error class names itself.
			expect( { url, zod: /_zod\b|ZodError/.test( text ) } ).toEqual( {
				url,
				zod: false,
			} );
		}
	} );
}
