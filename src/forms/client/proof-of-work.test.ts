import { createProofOfWork } from './proof-of-work';
import { challengeFor, nodeSha256 } from './pow-fixture';
import type { Challenge } from './pow-solver';

const CHALLENGE_URL = 'http://x/wp-json/stagecraft/v1/pow-challenge';

// As FormMarkup::proof_of_work() renders it.
function markup( withBox = true ): HTMLFormElement {
	document.body.innerHTML = `<form><input name="your-name">${
		withBox
			? `<div class="stagecraft-field stagecraft-proof-of-work" data-challenge-url="${ CHALLENGE_URL }" data-state="idle">
<span class="stagecraft-pow-status" role="status" aria-live="polite">A short check.</span>
<button type="button" class="stagecraft-pow-retry" hidden>Try again</button>
<input type="hidden" name="altcha" value=""></div>`
			: ''
	}</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const box = () =>
	document.querySelector( '.stagecraft-proof-of-work' ) as HTMLElement;
const status = () => box().querySelector( '[role="status"]' )?.textContent;
const retry = () => box().querySelector( 'button' ) as HTMLButtonElement;
const answer = () =>
	( document.querySelector( '[name="altcha"]' ) as HTMLInputElement ).value;
const decoded = (): Record< string, unknown > => JSON.parse( atob( answer() ) );

const reply = ( body: unknown ): Response =>
	( { json: () => Promise.resolve( body ) } ) as Response;

// Serves the challenges given, in turn.
function server( ...challenges: unknown[] ) {
	return jest.fn( ( url: string ) => {
		expect( url ).toBe( CHALLENGE_URL );
		return Promise.resolve( reply( challenges.shift() ) );
	} );
}

async function settle(): Promise< void > {
	await new Promise( ( resume ) => setTimeout( resume, 5 ) );
}

describe( 'the proof-of-work check', () => {
	it( 'starts on the first focus in the form and posts the answer in ALTCHA’s format', async () => {
		const form = markup();
		const challenge = challengeFor( 321 );
		const fetch = server( challenge );
		const check = createProofOfWork( form, fetch );
		await settle();
		expect( fetch ).not.toHaveBeenCalled();

		form.querySelector( 'input' )?.focus();
		expect( box().dataset.state ).toBe( 'checking' );
		expect( status() ).toBe( 'Checking in your browser…' );
		form.querySelector( 'input' )?.dispatchEvent(
			new Event( 'input', { bubbles: true } )
		);
		await check.solve();
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( box().dataset.state ).toBe( 'done' );
		expect( status() ).toBe( 'Checked: you are not a robot' );
		expect( retry().hidden ).toBe( true );
		const posted = decoded();
		expect( Object.keys( posted ) ).toEqual( [
			'algorithm',
			'challenge',
			'number',
			'salt',
			'signature',
			'took',
		] );
		expect( posted ).toMatchObject( {
			algorithm: 'SHA-256',
			challenge: challenge.challenge,
			number: 321,
			salt: challenge.salt,
			signature: challenge.signature,
		} );
		expect( nodeSha256( `${ posted.salt }${ posted.number }` ) ).toBe(
			challenge.challenge
		);
		check.destroy();
	} );

	it( 'lets a quick sender’s submit wait for the answer, and solves a fresh one after a send', async () => {
		const form = markup();
		const first = challengeFor( 5 );
		const fetch = server( first, challengeFor( 6 ) );
		const check = createProofOfWork( form, fetch );
		await check.solve();
		expect( decoded().number ).toBe( 5 );

		check.reset();
		expect( answer() ).toBe( '' );
		await check.solve();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		expect( decoded().number ).toBe( 6 );
		check.destroy();
	} );

	it( 'solves again before a submit when the answer is about to expire', async () => {
		const form = markup();
		const fetch = server( challengeFor( 1, 1000, 30 ), challengeFor( 2 ) );
		const check = createProofOfWork( form, fetch );
		await check.solve();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		expect( decoded().number ).toBe( 2 );
		check.destroy();
	} );

	it( 'shows a failure with a retry button that keeps focus in the box', async () => {
		const form = markup();
		const fetch = server(
			{ code: 'rest_no_route' },
			{ ...challengeFor( 9 ), maxnumber: 5 } as Challenge,
			challengeFor( 9 )
		);
		const check = createProofOfWork( form, fetch );
		// The submit tries twice, then posts without an answer (the server says spam).
		await check.solve();
		expect( console ).toHaveErrored();
		expect( answer() ).toBe( '' );
		expect( box().dataset.state ).toBe( 'failed' );
		expect( status() ).toBe( 'The check failed. Please try again.' );
		expect( retry().hidden ).toBe( false );

		retry().focus();
		retry().click();
		expect( box().dataset.state ).toBe( 'checking' );
		expect( retry().hidden ).toBe( true );
		expect( retry().ownerDocument.activeElement ).toBe(
			box().querySelector( '[role="status"]' )
		);
		await check.solve();
		expect( decoded().number ).toBe( 9 );
		check.destroy();
	} );

	it( 'stops when destroyed, and does nothing in a form without the check', async () => {
		const form = markup();
		const fetch = server( challengeFor( 3 ) );
		const check = createProofOfWork( form, fetch );
		form.querySelector( 'input' )?.focus();
		check.destroy();
		await settle();
		expect( answer() ).toBe( '' );
		expect( box().dataset.state ).toBe( 'checking' );

		const plain = server();
		const none = createProofOfWork( markup( false ), plain );
		await none.solve();
		expect( plain ).not.toHaveBeenCalled();
	} );
} );
