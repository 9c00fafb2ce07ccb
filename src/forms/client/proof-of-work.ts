/**
 * The proof-of-work spam check: ALTCHA's widget (MIT, the `altcha` package), loaded as its own
 * chunk only for forms whose markup has an `<altcha-widget>`. The widget fetches a challenge from
 * the site, solves it in web workers once the visitor starts on the form, and adds its answer as
 * the `altcha` field; the submit waits for that answer, so a quick sender never posts without it.
 */
import { __ } from '@wordpress/i18n';

interface ProofOfWorkWidget extends HTMLElement {
	getState?: () => string;
	verify?: () => Promise< unknown >;
	reset?: () => void;
}

interface AltchaGlobal {
	i18n: { set: ( name: string, value: Record< string, string > ) => void };
}

const TAG = 'altcha-widget';

let loading: Promise< void > | null = null;

// The widget's own texts, through WordPress's translations, for every language it may pick.
function strings(): Record< string, string > {
	return {
		label: __( 'I am not a robot', 'stagecraft' ),
		verify: __( 'Verify', 'stagecraft' ),
		verifying: __( 'Checking in your browser…', 'stagecraft' ),
		verified: __( 'Checked: you are not a robot', 'stagecraft' ),
		verificationRequired: __(
			'Please wait for the check to finish.',
			'stagecraft'
		),
		waitAlert: __( 'Checking… please wait.', 'stagecraft' ),
		error: __( 'The check failed. Please try again.', 'stagecraft' ),
		expired: __( 'The check expired. Please try again.', 'stagecraft' ),
		reload: __( 'Try again', 'stagecraft' ),
		footer: '',
		ariaLinkLabel: '',
		enterCode: '',
		enterCodeAria: '',
		getAudioChallenge: '',
		loading: __( 'Loading…', 'stagecraft' ),
	};
}

function load(): Promise< void > {
	loading ??= import( /* webpackChunkName: "altcha" */ 'altcha' ).then(
		() => {
			const altcha = ( window as unknown as { $altcha?: AltchaGlobal } )
				.$altcha;
			const language = ( document.documentElement.lang || 'en' ).slice(
				0,
				2
			);
			[ 'en', language ].forEach( ( name ) =>
				altcha?.i18n.set( name, strings() )
			);
		}
	);
	return loading;
}

function widgetOf( form: HTMLFormElement ): ProofOfWorkWidget | null {
	return form.querySelector< ProofOfWorkWidget >( TAG );
}

/**
 * Starts loading the widget when the form has one (it defines the element, which then shows).
 * @param form The form.
 */
export function startProofOfWork( form: HTMLFormElement ): void {
	if ( widgetOf( form ) ) {
		void load();
	}
}

/**
 * Resolves once the form's widget holds an answer; at once for a form without one.
 * @param form The form.
 */
export async function solveProofOfWork(
	form: HTMLFormElement
): Promise< void > {
	const widget = widgetOf( form );
	if ( ! widget ) {
		return;
	}
	await load();
	await customElements.whenDefined( TAG );
	// A check the widget already started (on focus) is awaited, not started again: a second
	// verify() aborts the first and leaves the widget in its error state.
	if ( widget.getState?.() === 'verifying' ) {
		await settled( widget );
	}
	for ( let attempt = 0; attempt < 2; attempt++ ) {
		if ( widget.getState?.() === 'verified' || ! widget.verify ) {
			return;
		}
		// The widget's state events, not verify()'s promise: an aborted check never settles it.
		const done = settled( widget );
		void widget.verify().catch( () => undefined );
		await done;
	}
}

// Resolves when the widget's check ends, verified or not.
function settled( widget: ProofOfWorkWidget ): Promise< void > {
	return new Promise( ( resolve ) => {
		const onChange = ( event: Event ) => {
			const state = ( event as CustomEvent< { state?: string } > ).detail
				?.state;
			if ( state !== 'verifying' ) {
				widget.removeEventListener( 'statechange', onChange );
				resolve();
			}
		};
		widget.addEventListener( 'statechange', onChange );
	} );
}

/**
 * Forgets the answer after a submission: the server accepts each one once.
 * @param form The form.
 */
export function resetProofOfWork( form: HTMLFormElement ): void {
	widgetOf( form )?.reset?.();
}
