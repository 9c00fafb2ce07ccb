import { createContactForm } from './client';
import { misplaced, startupRoot } from './startup';
import { challengeFor } from './pow-fixture';

const TAG = 'wpcf7-f7-p2-o1';

function markup(): HTMLElement {
	document.body.innerHTML = `
<div class="wpcf7 no-js" id="${ TAG }" data-wpcf7-id="7">
<div class="screen-reader-response"><p role="status"></p><ul></ul></div>
<form class="wpcf7-form init" data-status="init" novalidate>
<fieldset class="hidden-fields-container">
<input type="hidden" name="_wpcf7" value="7"><input type="hidden" name="_wpcf7_version" value="6.1.6">
<input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="${ TAG }">
<input type="hidden" name="_wpcf7_container_post" value="2"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
</fieldset>
<span class="wpcf7-form-control-wrap" data-name="your-name"><input class="wpcf7-form-control" name="your-name" aria-invalid="false"></span>
<span class="wpcf7-form-control-wrap" data-name="site"><input type="url" class="wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url" name="site" aria-invalid="false"></span>
<span class="wpcf7-form-control-wrap" data-name="ok"><span class="wpcf7-form-control wpcf7-acceptance"><input type="checkbox" name="ok" value="1"></span></span>
<textarea name="msg"></textarea><span class="wpcf7-character-count down" data-target-name="msg" data-starting-value="5" data-maximum-value="5"></span>
<input type="submit" class="wpcf7-submit" value="Send">
<div class="wpcf7-response-output"></div>
</form></div>`;
	return document.querySelector( '.wpcf7' ) as HTMLElement;
}

function json( body: unknown, status = 200 ): Response {
	return {
		status,
		statusText: 'x',
		json: () => Promise.resolve( body ),
	} as Response;
}

const SCHEMA = {
	version: 'Contact Form 7 SWV Schema 2024-10',
	locale: 'en_US',
	rules: [ { rule: 'required', field: 'your-name', error: 'Fill it.' } ],
};

async function flush(): Promise< void > {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
}

function submit( wrapper: HTMLElement ): void {
	wrapper
		.querySelector( 'form' )
		?.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
}

describe( 'contact form client', () => {
	it( 'shows validation_failed with tips, the screen-reader list and events', async () => {
		const wrapper = markup();
		const calls: string[] = [];
		const fetchMock = jest.fn( ( url: string ) => {
			calls.push( url );
			return Promise.resolve(
				url.endsWith( 'schema' )
					? json( SCHEMA )
					: json( {
							contact_form_id: 7,
							status: 'validation_failed',
							message: 'One or more fields have an error.',
							posted_data_hash: '',
							into: `#${ TAG }`,
							invalid_fields: [
								{
									field: 'your-name',
									message: 'Fill it.',
									idref: null,
									error_id: `${ TAG }-ve-your-name`,
								},
							],
						} )
			);
		} );
		const events: string[] = [];
		let inputs: Array< { name: string } > = [];
		[
			'wpcf7beforesubmit',
			'wpcf7invalid',
			'wpcf7submit',
			'wpcf7statuschanged',
		].forEach( ( type ) =>
			wrapper.addEventListener( type, ( e ) => {
				events.push( type );
				inputs = ( e as CustomEvent ).detail.inputs;
			} )
		);
		const client = createContactForm( wrapper, {
			apiRoot: 'http://x/wp-json/',
			fetch: fetchMock,
		} );
		expect( wrapper.classList.contains( 'js' ) ).toBe( true );
		expect(
			( wrapper.querySelector( '.wpcf7-submit' ) as HTMLInputElement )
				.disabled
		).toBe( true );
		submit( wrapper );
		await flush();

		expect( calls ).toContain(
			'http://x/wp-json/contact-form-7/v1/contact-forms/7/feedback'
		);
		expect( client.status ).toBe( 'validation_failed' );
		const form = wrapper.querySelector( 'form' ) as HTMLFormElement;
		expect( form.dataset.status ).toBe( 'invalid' );
		expect( form.classList.contains( 'invalid' ) ).toBe( true );
		expect(
			wrapper.querySelector( '.wpcf7-not-valid-tip' )?.textContent
		).toBe( 'Fill it.' );
		expect(
			wrapper.querySelector(
				`.screen-reader-response li#${ TAG }-ve-your-name`
			)?.textContent
		).toBe( 'Fill it.' );
		expect(
			wrapper
				.querySelector( '[name="your-name"]' )
				?.getAttribute( 'aria-describedby' )
		).toBe( `${ TAG }-ve-your-name` );
		expect(
			wrapper.querySelector( '.wpcf7-response-output' )?.textContent
		).toBe( 'One or more fields have an error.' );
		expect( wrapper.querySelector( '[role="status"]' )?.textContent ).toBe(
			'One or more fields have an error.'
		);
		expect( events ).toEqual(
			expect.arrayContaining( [
				'wpcf7beforesubmit',
				'wpcf7invalid',
				'wpcf7submit',
				'wpcf7statuschanged',
			] )
		);
		expect( inputs.map( ( i ) => i.name ) ).not.toContain( '_wpcf7' );

		// Fixing the field on change clears its tip, with validating in between.
		const name = wrapper.querySelector(
			'[name="your-name"]'
		) as HTMLInputElement;
		name.value = 'Ada';
		name.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( wrapper.querySelector( '.wpcf7-not-valid-tip' ) ).toBeNull();
		expect( client.status ).toBe( 'validation_failed' );
		client.destroy();
	} );

	it( 'checks a field changed before the schema came once it comes', async () => {
		const wrapper = markup();
		let answer: ( response: Response ) => void = () => {};
		const client = createContactForm( wrapper, {
			apiRoot: '/',
			fetch: jest.fn(
				() =>
					new Promise< Response >(
						( resolve ) => ( answer = resolve )
					)
			),
		} );
		const name = wrapper.querySelector(
			'[name="your-name"]'
		) as HTMLInputElement;
		name.value = '  ';
		name.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( wrapper.querySelector( '.wpcf7-not-valid-tip' ) ).toBeNull();
		answer( json( SCHEMA ) );
		await flush();
		expect(
			wrapper.querySelector( '.wpcf7-not-valid-tip' )?.textContent
		).toBe( 'Fill it.' );
		client.destroy();
	} );

	it( 'keeps everything typed and shows the offline and invalid JSON messages', async () => {
		const wrapper = markup();
		const name = wrapper.querySelector(
			'[name="your-name"]'
		) as HTMLInputElement;
		name.value = 'typed';
		let mode = 'offline';
		const fetchMock = jest.fn( ( url: string ) => {
			if ( url.endsWith( 'schema' ) ) {
				return Promise.resolve( json( SCHEMA ) );
			}
			return mode === 'offline'
				? Promise.reject( new TypeError( 'Failed' ) )
				: Promise.resolve( {
						status: 200,
						json: () => Promise.reject( new SyntaxError( 'x' ) ),
					} as Response );
		} );
		const client = createContactForm( wrapper, {
			apiRoot: '/wp-json',
			fetch: fetchMock,
		} );
		submit( wrapper );
		await flush();
		expect(
			wrapper.querySelector( '.wpcf7-response-output' )?.textContent
		).toBe( 'You are probably offline.' );
		expect( name.value ).toBe( 'typed' );
		expect( client.status ).toBe( 'init' );
		mode = 'bad';
		submit( wrapper );
		await flush();
		expect(
			wrapper.querySelector( '.wpcf7-response-output' )?.textContent
		).toBe( 'The response is not a valid JSON response.' );
		expect( name.value ).toBe( 'typed' );
		// Logged to the console as the spec says, and shown (above).
		expect( console ).toHaveErrored();
		client.destroy();
	} );

	it( 'resets after mail_sent and the refill keeps the status sent', async () => {
		const wrapper = markup();
		const name = wrapper.querySelector(
			'[name="your-name"]'
		) as HTMLInputElement;
		name.value = 'Ada';
		const fetchMock = jest.fn( ( url: string ) => {
			if ( url.endsWith( 'schema' ) ) {
				return Promise.resolve( json( SCHEMA ) );
			}
			if ( url.endsWith( 'refill' ) ) {
				return Promise.resolve( json( [] ) );
			}
			return Promise.resolve(
				json( {
					status: 'mail_sent',
					message: 'Sent.',
					invalid_fields: [],
					posted_data_hash: 'abc',
				} )
			);
		} );
		const sent = jest.fn();
		const reset = jest.fn();
		wrapper.addEventListener( 'wpcf7mailsent', sent );
		wrapper.addEventListener( 'wpcf7reset', reset );
		const client = createContactForm( wrapper, {
			apiRoot: '/wp-json/',
			fetch: fetchMock,
		} );
		submit( wrapper );
		await flush();
		await flush();
		expect( sent ).toHaveBeenCalled();
		expect( reset ).toHaveBeenCalled();
		expect( name.value ).toBe( '' );
		expect( client.status ).toBe( 'mail_sent' );
		expect( wrapper.querySelector( 'form' )?.dataset.status ).toBe(
			'sent'
		);
		client.destroy();
	} );

	it( 'posts a quick sender’s form only with the proof-of-work answer, then solves a fresh one', async () => {
		const wrapper = markup();
		wrapper
			.querySelector( '.wpcf7-response-output' )
			?.insertAdjacentHTML(
				'beforebegin',
				'<div class="stagecraft-proof-of-work" data-challenge-url="/pow"><span role="status"></span><button type="button" hidden></button><input type="hidden" name="altcha" value=""></div>'
			);
		const posted: string[] = [];
		const fetchMock = jest.fn( ( url: string, init: RequestInit ) => {
			if ( url === '/pow' ) {
				return Promise.resolve( json( challengeFor( 42 ) ) );
			}
			if ( init.body instanceof FormData ) {
				posted.push( String( init.body.get( 'altcha' ) ) );
			}
			return Promise.resolve(
				json( { status: 'spam', message: 'No.', invalid_fields: [] } )
			);
		} );
		const client = createContactForm( wrapper, {
			apiRoot: '/wp-json/',
			fetch: fetchMock,
		} );
		submit( wrapper );
		await new Promise( ( resume ) => setTimeout( resume, 20 ) );
		expect( posted ).toHaveLength( 1 );
		expect( JSON.parse( atob( posted[ 0 ] ) ).number ).toBe( 42 );
		// Each answer counts once: the next send gets a new one.
		expect(
			fetchMock.mock.calls.filter( ( [ url ] ) => url === '/pow' )
		).toHaveLength( 2 );
		client.destroy();
	} );

	it( 'adds http:// to a url with a dot, counts characters and enables submit on acceptance', () => {
		const wrapper = markup();
		const client = createContactForm( wrapper, {
			apiRoot: '/',
			fetch: jest.fn( () => Promise.resolve( json( SCHEMA ) ) ),
		} );
		const site = wrapper.querySelector(
			'[name="site"]'
		) as HTMLInputElement;
		site.value = 'example.com';
		site.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( site.value ).toBe( 'http://example.com' );
		const ok = wrapper.querySelector( '[name="ok"]' ) as HTMLInputElement;
		ok.checked = true;
		ok.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect(
			( wrapper.querySelector( '.wpcf7-submit' ) as HTMLInputElement )
				.disabled
		).toBe( false );
		const msg = wrapper.querySelector( 'textarea' ) as HTMLTextAreaElement;
		msg.value = 'toolong';
		msg.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		const counter = wrapper.querySelector(
			'.wpcf7-character-count'
		) as HTMLElement;
		expect( counter.textContent ).toBe( '-2' );
		expect( counter.classList.contains( 'too-long' ) ).toBe( true );
		client.destroy();
	} );

	it( 'replaces a form placed inside another form and reports startup problems', () => {
		document.body.innerHTML =
			'<form><div class="wpcf7"><form class="wpcf7-form"></form></div></form>';
		const wrapper = document.querySelector( '.wpcf7' ) as HTMLElement;
		expect( misplaced( wrapper ) ).toBe( true );
		expect( wrapper.textContent ).toBe(
			'Error: This contact form is placed in the wrong place.'
		);
		const log = { error: jest.fn() } as unknown as Console;
		expect( startupRoot( { console: log } ) ).toBeNull();
		expect( log.error ).toHaveBeenCalledWith( 'wpcf7 is not defined.' );
		expect( startupRoot( { console: log, wpcf7: {} } ) ).toBeNull();
		expect( log.error ).toHaveBeenCalledWith( 'wpcf7.api is not defined.' );
		expect(
			startupRoot( {
				console: log,
				wpcf7: { api: { root: '/r/' } },
				fetch: () => {},
				FormData,
			} )
		).toBe( '/r/' );
	} );
} );
