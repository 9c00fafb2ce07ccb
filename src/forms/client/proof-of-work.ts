/**
 * The proof-of-work spam check, for forms whose markup has a `.stagecraft-proof-of-work` box
 * (php/Forms/FormMarkup.php). Once the visitor starts on the form it fetches a challenge,
 * solves it and puts the answer in the box's `altcha` field in ALTCHA's format, which
 * php/Forms/ProofOfWork.php checks. The submit awaits the answer, so a quick sender never
 * posts without it. No checkbox: the box only says how the check goes.
 */
import { __ } from '../../i18n/visitor';
import { solveChallenge } from './pow-solver';
import type { Challenge } from './pow-solver';

export interface ProofOfWork {
	/** Resolves once the form holds a live answer, or the check failed twice. */
	solve: () => Promise< void >;
	/** Forgets the answer (the server accepts each once) and solves a fresh challenge. */
	reset: () => void;
	destroy: () => void;
}

type Fetch = ( url: string, init: RequestInit ) => Promise< Response >;

const isChallenge = ( data: unknown ): data is Challenge => {
	const c = ( data ?? {} ) as Partial< Challenge >;
	return (
		c.algorithm === 'SHA-256' &&
		/^[0-9a-f]{64}$/.test( String( c.challenge ) ) &&
		typeof c.salt === 'string' &&
		typeof c.signature === 'string' &&
		Number.isInteger( c.maxnumber )
	);
};

/**
 * Drives the check of one form; a form without the box gets a check that is always done.
 *
 * @param form    The form.
 * @param doFetch Fetches the challenge.
 */
export function createProofOfWork(
	form: HTMLFormElement,
	doFetch: Fetch
): ProofOfWork {
	const box = form.querySelector< HTMLElement >(
		'.stagecraft-proof-of-work[data-challenge-url]'
	);
	const status = box?.querySelector< HTMLElement >( '[role="status"]' );
	const retry = box?.querySelector< HTMLButtonElement >( 'button' );
	const field = box?.querySelector< HTMLInputElement >(
		'input[name="altcha"]'
	);
	if ( ! box || ! status || ! retry || ! field ) {
		return { solve: () => Promise.resolve(), reset() {}, destroy() {} };
	}
	let controller: AbortController | null = null;
	let running: Promise< void > | null = null;
	let expires = 0;

	const show = ( state: string, text: string ): void => {
		// A focused retry button is about to hide: focus moves to the status line, not to the page.
		if (
			state !== 'failed' &&
			retry.ownerDocument.activeElement === retry
		) {
			status.tabIndex = -1;
			status.focus();
		}
		box.dataset.state = state;
		status.textContent = text;
		retry.hidden = state !== 'failed';
	};

	const check = async ( signal: AbortSignal ): Promise< void > => {
		show( 'checking', __( 'Checking in your browser…', 'stagecraft' ) );
		try {
			const response = await doFetch( box.dataset.challengeUrl ?? '', {
				headers: { Accept: 'application/json' },
				signal,
			} );
			const challenge: unknown = await response.json();
			if ( ! isChallenge( challenge ) ) {
				throw new Error( 'Not a proof-of-work challenge.' );
			}
			const began = performance.now();
			const number = await solveChallenge( challenge, signal );
			if ( signal.aborted ) {
				return;
			}
			if ( number === null ) {
				throw new Error( 'No answer to the proof-of-work challenge.' );
			}
			const { algorithm, salt, signature } = challenge;
			field.value = btoa(
				JSON.stringify( {
					algorithm,
					challenge: challenge.challenge,
					number,
					salt,
					signature,
					took: Math.round( performance.now() - began ),
				} )
			);
			// The salt ends in the challenge's expiry (Unix seconds).
			expires = Number( /\?expires=(\d+)$/.exec( salt )?.[ 1 ] ) * 1000;
			show( 'done', __( 'Checked: you are not a robot', 'stagecraft' ) );
		} catch ( error ) {
			if ( ! signal.aborted ) {
				window.console.error( error );
				show(
					'failed',
					__( 'The check failed. Please try again.', 'stagecraft' )
				);
			}
		}
	};

	const start = (): Promise< void > => {
		controller?.abort();
		controller = new AbortController();
		field.value = '';
		running = check( controller.signal );
		return running;
	};
	// A minute's margin for the trip to the server and a clock that is a little off.
	const live = (): boolean =>
		field.value !== '' && Date.now() < expires - 60000;
	const onStart = (): void => {
		if ( ! running ) {
			void start();
		}
	};
	const onRetry = (): void => void start();
	form.addEventListener( 'focusin', onStart );
	form.addEventListener( 'input', onStart );
	retry.addEventListener( 'click', onRetry );

	return {
		async solve() {
			for ( let attempt = 0; attempt < 2 && ! live(); attempt++ ) {
				// A check under way is awaited; a failed or expired one is started again.
				await ( box.dataset.state === 'checking' && running
					? running
					: start() );
			}
		},
		reset: onRetry,
		destroy() {
			controller?.abort();
			form.removeEventListener( 'focusin', onStart );
			form.removeEventListener( 'input', onStart );
			retry.removeEventListener( 'click', onRetry );
		},
	};
}
