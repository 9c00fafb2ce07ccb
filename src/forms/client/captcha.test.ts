import { createContactForm } from './client';
import { applyCaptcha, applyQuiz, setFieldError } from './feedback';

const TAG = 'wpcf7-f7-o1';

function markup(): HTMLElement {
	document.body.innerHTML = `
<div class="wpcf7 no-js" id="${ TAG }" data-wpcf7-id="7">
<div class="screen-reader-response"><p role="status"></p><ul></ul></div>
<form class="wpcf7-form init" data-status="init" novalidate>
<input type="hidden" name="_wpcf7" value="7"><input type="hidden" name="_wpcf7_unit_tag" value="${ TAG }">
<span class="stagecraft-captcha"><img class="wpcf7-captchac wpcf7-captcha-cap" src="/old/111.png" alt="x">
<button type="button" class="stagecraft-captcha-refresh" hidden>Show another image</button></span>
<input type="hidden" name="_wpcf7_captcha_challenge_cap" value="111">
<span class="stagecraft-captcha-question-text" data-captcha-name="cap">What is one plus two?</span>
<span class="wpcf7-form-control-wrap" data-name="boxes"><span class="wpcf7-form-control wpcf7-checkbox"><span class="wpcf7-list-item"><label><input type="checkbox" name="boxes[]" id="boxes-first"></label></span></span></span>
<span class="wpcf7-form-control-wrap" data-name="cap"><input class="wpcf7-form-control" name="cap" id="cap-id" value="typed"></span>
<span class="wpcf7-form-control-wrap" data-name="quiz"><span class="wpcf7-quiz-label">Old?</span>
<input class="wpcf7-form-control" name="quiz" value="4"><input type="hidden" name="_wpcf7_quiz_answer_quiz" value="h1"></span>
<span class="wpcf7-form-control-wrap" data-name="plain"><input class="wpcf7-form-control" name="plain"></span>
<input type="submit" class="wpcf7-submit" value="Send">
<div class="wpcf7-response-output"></div>
</form></div>`;
	return document.querySelector( '.wpcf7' ) as HTMLElement;
}

function json( body: unknown ): Response {
	return {
		status: 200,
		statusText: 'OK',
		json: () => Promise.resolve( body ),
	} as Response;
}

async function flush(): Promise< void > {
	for ( let i = 0; i < 8; i++ ) {
		await Promise.resolve();
	}
}

const value = ( name: string ): string =>
	( document.querySelector( `[name="${ name }"]` ) as HTMLInputElement )
		.value;

describe( 'captcha, quiz and idref in the client', () => {
	it( 'puts a fresh captcha in place as Contact Form 7 does', () => {
		const wrapper = markup();
		applyCaptcha( wrapper, {
			cap: '/wp-json/stagecraft/v1/captcha/98765.png',
		} );
		expect( wrapper.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'/wp-json/stagecraft/v1/captcha/98765.png'
		);
		expect( value( '_wpcf7_captcha_challenge_cap' ) ).toBe( '98765' );
		expect( value( 'cap' ) ).toBe( '' );
	} );

	it( "replaces the image's text alternative with the new image's", () => {
		const wrapper = markup();
		applyCaptcha(
			wrapper,
			{ cap: '/wp-json/stagecraft/v1/captcha/98765.png' },
			{ cap: 'What is six plus four?' }
		);
		expect(
			wrapper.querySelector( '.stagecraft-captcha-question-text' )
				?.textContent
		).toBe( 'What is six plus four?' );
		// A reply without questions (Contact Form 7's own) leaves the text as it was.
		applyCaptcha( wrapper, { cap: '/c/5.png' } );
		expect(
			wrapper.querySelector( '.stagecraft-captcha-question-text' )
				?.textContent
		).toBe( 'What is six plus four?' );
	} );

	it( "links a group's error to its first box, which takes focus", () => {
		const wrapper = markup();
		setFieldError( wrapper, TAG, 'boxes', 'Tick one.' );
		expect(
			wrapper.querySelector( '.screen-reader-response li' )?.innerHTML
		).toBe( '<a href="#boxes-first">Tick one.</a>' );
	} );

	it( 'puts a fresh quiz question and hash in the wrap', () => {
		const wrapper = markup();
		applyQuiz( wrapper, { quiz: [ 'New?', 'h2' ] } );
		expect(
			wrapper.querySelector( '.wpcf7-quiz-label' )?.textContent
		).toBe( 'New?' );
		expect( value( '_wpcf7_quiz_answer_quiz' ) ).toBe( 'h2' );
		expect( value( 'quiz' ) ).toBe( '' );
		(
			document.querySelector( '[name="quiz"]' ) as HTMLInputElement
		 ).value = 'kept';
		applyQuiz( wrapper, { quiz: [ 'New?', 'h3' ] } );
		expect( value( 'quiz' ) ).toBe( 'kept' );
		expect( value( '_wpcf7_quiz_answer_quiz' ) ).toBe( 'h3' );
	} );

	it( 'links the screen-reader error to idref, else to the control id, else plain text', () => {
		const wrapper = markup();
		setFieldError( wrapper, TAG, 'plain', 'Bad.', 'elsewhere' );
		setFieldError( wrapper, TAG, 'cap', 'Wrong code.' );
		setFieldError( wrapper, TAG, 'quiz', 'No.', null );
		const items = wrapper.querySelectorAll( '.screen-reader-response li' );
		expect( items[ 0 ].innerHTML ).toBe( '<a href="#elsewhere">Bad.</a>' );
		expect( items[ 1 ].innerHTML ).toBe(
			'<a href="#cap-id">Wrong code.</a>'
		);
		expect( items[ 2 ].innerHTML ).toBe( 'No.' );
		expect( items[ 1 ].id ).toBe( `${ TAG }-ve-cap` );
	} );

	it( 'shows the refresh button, refills the captcha on click and from every reply', async () => {
		const wrapper = markup();
		const urls: string[] = [];
		const fetchMock = jest.fn( ( url: string ) => {
			urls.push( url );
			if ( url.endsWith( 'refill' ) ) {
				return Promise.resolve(
					json( {
						captcha: { cap: '/c/222.png' },
						quiz: { quiz: [ 'Q2', 'h9' ] },
					} )
				);
			}
			if ( url.endsWith( 'feedback' ) ) {
				return Promise.resolve(
					json( {
						status: 'validation_failed',
						message: 'Check.',
						invalid_fields: [
							{
								field: 'cap',
								message: 'Wrong code.',
								idref: 'cap-id',
							},
						],
						captcha: { cap: '/c/333.png' },
					} )
				);
			}
			return Promise.resolve( json( { rules: [] } ) );
		} );
		const client = createContactForm( wrapper, {
			apiRoot: '/wp-json/',
			fetch: fetchMock,
		} );
		const button = wrapper.querySelector< HTMLButtonElement >(
			'.stagecraft-captcha-refresh'
		);
		expect( button?.hidden ).toBe( false );
		button?.click();
		await flush();
		expect( urls ).toContain(
			'/wp-json/contact-form-7/v1/contact-forms/7/refill'
		);
		expect( value( '_wpcf7_captcha_challenge_cap' ) ).toBe( '222' );
		// A refresh changes the image only: the quiz and the status stay.
		expect( value( '_wpcf7_quiz_answer_quiz' ) ).toBe( 'h1' );
		expect( client.status ).toBe( 'init' );

		wrapper
			.querySelector( 'form' )
			?.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await flush();
		expect( client.status ).toBe( 'validation_failed' );
		expect( value( '_wpcf7_captcha_challenge_cap' ) ).toBe( '333' );
		expect( wrapper.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'/c/333.png'
		);

		client.destroy();
		const before = urls.length;
		button?.click();
		await flush();
		expect( urls.length ).toBe( before );
	} );
} );
