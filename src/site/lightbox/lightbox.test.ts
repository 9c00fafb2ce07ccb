import { createLightbox } from './lightbox';
import { polyfillModalDialog } from '../test-dialog';
import type { InterfaceMotion } from '../motion';
import type { LightboxStrings } from './strings';
import { readStrings } from './strings';

const strings: LightboxStrings = {
	...readStrings( {} ),
	dialog: 'Lightbox',
	close: 'Close',
	counter: '%1$d / %2$d',
	loading: 'Loading...',
	notFound: 'Content not found',
	contentFailed: 'The content could not be loaded.',
};

const still: InterfaceMotion = {
	animate: () => Promise.resolve(),
	load: () => Promise.reject( new Error( 'none' ) ),
	prefetchOnInteraction: () => () => {},
};

beforeAll( polyfillModalDialog );

function page() {
	document.body.innerHTML = `
		<a id="one" href="/a.jpg" rel="lightbox[g]">a</a>
		<a href="/b.jpg" rel="lightbox[g]">b</a>
		<a href="/c.jpg" rel="lightbox[g]">c</a>
		<a href="/d.jpg" rel="lightbox[g]">d</a>
		<a id="inline" href="#hours" rel="lightbox">hours</a>
		<a id="missing" href="#nothing" rel="lightbox">missing</a>
		<div id="hours" hidden>Open 9 to 5</div>`;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'the lightbox dialog', () => {
	it( 'opens a gallery on the clicked link, counts, preloads two ahead and gives focus back', async () => {
		page();
		const lightbox = createLightbox( { strings, motion: still } );
		const first = document.getElementById( 'one' ) as HTMLAnchorElement;
		first.focus();
		first.click();
		const dialog = document.querySelector( 'dialog' ) as HTMLDialogElement;
		expect( dialog.open ).toBe( true );
		expect( dialog.getAttribute( 'aria-label' ) ).toBe( 'Lightbox' );
		expect(
			dialog.querySelector( '.stagecraft-lightbox__counter' )?.textContent
		).toBe( '1 / 4' );
		expect(
			dialog.querySelector( '.stagecraft-lightbox__message' )?.textContent
		).toBe( 'Loading...' );
		expect( lightbox.images.requested ).toEqual( [
			'http://localhost/a.jpg',
			'http://localhost/b.jpg',
			'http://localhost/c.jpg',
		] );
		lightbox.go( -1 );
		expect( lightbox.index ).toBe( 3 );
		expect( lightbox.images.requested ).toHaveLength( 4 );
		await lightbox.close();
		expect( dialog.open ).toBe( false );
		expect( first.ownerDocument.activeElement ).toBe( first );
		lightbox.destroy();
	} );

	it( 'moves an inline element in and back, and says when it is missing', async () => {
		page();
		const lightbox = createLightbox( { strings, motion: still } );
		( document.getElementById( 'inline' ) as HTMLElement ).click();
		const dialog = document.querySelector( 'dialog' ) as HTMLDialogElement;
		await flush();
		const hours = document.getElementById( 'hours' ) as HTMLElement;
		expect( dialog.contains( hours ) ).toBe( true );
		expect( hours.hidden ).toBe( false );
		await lightbox.close();
		expect( dialog.contains( hours ) ).toBe( false );
		expect( hours.hidden ).toBe( true );
		( document.getElementById( 'missing' ) as HTMLElement ).click();
		await flush();
		expect(
			dialog.querySelector( '.stagecraft-lightbox__message' )?.textContent
		).toBe( 'Content not found' );
		lightbox.destroy();
	} );
} );
