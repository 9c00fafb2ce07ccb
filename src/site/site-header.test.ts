import { mountSiteHeader } from './site-header';

// afterPaint falls back to a timeout where there is no scheduler.postTask (jsdom).
const nextTask = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'mounting the site header', () => {
	afterEach( () => {
		document.documentElement.style.scrollPaddingTop = '';
	} );

	it( 'makes the sticky header after the first paint, not while its script is evaluated', async () => {
		document.body.innerHTML = `
			<div><header class="stagecraft-header" data-stagecraft-header data-sticky="1">
				<a href="/">Site</a>
			</header></div>
			<main><p>Text</p></main>`;
		const header = mountSiteHeader( document );
		// The sticky header reserves its height as the page's scroll padding once made.
		expect( document.documentElement.style.scrollPaddingTop ).toBe( '' );
		await nextTask();
		expect( document.documentElement.style.scrollPaddingTop ).toMatch(
			/^\d+px$/
		);
		header.destroy();
	} );
} );
