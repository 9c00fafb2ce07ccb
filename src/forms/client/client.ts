/**
 * Takes over a server-rendered form (php/Forms/FormMarkup.php or Contact Form 7's own markup):
 * submits over REST, validates on change with the fetched schema, shows answers and fires the
 * wpcf7* events. Framework-free; src/react/ContactForm.tsx is the React adapter that mounts it.
 */
import { __ } from '../../i18n/visitor';
import { inputFromFormData, validateSchema } from '../rules';
import type { Schema } from '../rules';
import {
	acceptance,
	counters,
	exclusive,
	freeText,
	urlPrefix,
} from './behaviours';
import {
	applyCaptcha,
	applyQuiz,
	clearErrors,
	isFeedback,
	setFieldError,
	showMessage,
} from './feedback';
import type { FeedbackResponse } from './feedback';
import { applyStatus } from './status';
import { createProofOfWork } from './proof-of-work';

export interface FormClientOptions {
	apiRoot: string;
	fetch?: ( url: string, init: RequestInit ) => Promise< Response >;
}

export interface FormClient {
	readonly status: string;
	destroy: () => void;
}

const EVENTS: Record< string, string > = {
	validation_failed: 'wpcf7invalid',
	acceptance_missing: 'wpcf7unaccepted',
	spam: 'wpcf7spam',
	aborted: 'wpcf7aborted',
	mail_sent: 'wpcf7mailsent',
	mail_failed: 'wpcf7mailfailed',
};

class RequestError extends Error {
	constructor(
		public readonly code: string,
		message: string
	) {
		super( message );
	}
}

function hidden( form: HTMLFormElement, name: string ): string {
	return (
		form.querySelector< HTMLInputElement >( `input[name="${ name }"]` )
			?.value ?? ''
	);
}

export function createContactForm(
	wrapper: HTMLElement,
	options: FormClientOptions
): FormClient {
	const found = wrapper.querySelector< HTMLFormElement >(
		':scope > form.wpcf7-form'
	);
	if ( ! found ) {
		return { status: 'init', destroy: () => {} };
	}
	const form: HTMLFormElement = found;
	const doFetch = options.fetch ?? window.fetch.bind( window );
	const id = Number( hidden( form, '_wpcf7' ) );
	const unitTag = hidden( form, '_wpcf7_unit_tag' );
	const base = `${ options.apiRoot.replace( /\/?$/, '/' ) }contact-form-7/v1/contact-forms/${ id }/`;
	let status = 'init';
	let schema: Schema | null = null;
	let destroyed = false;
	const proofOfWork = createProofOfWork( form, doFetch );

	const detail = ( extra: Record< string, unknown > = {} ) => ( {
		contactFormId: id,
		pluginVersion: hidden( form, '_wpcf7_version' ),
		contactFormLocale: hidden( form, '_wpcf7_locale' ),
		unitTag,
		containerPostId: Number( hidden( form, '_wpcf7_container_post' ) ),
		status,
		// Hidden fields starting with _ are the plumbing, not the visitor's input.
		inputs: Array.from( new FormData( form ) )
			.filter( ( [ name ] ) => ! name.startsWith( '_' ) )
			.map( ( [ name, value ] ) => ( { name, value } ) ),
		formData: new FormData( form ),
		...extra,
	} );
	const fire = ( type: string, extra?: Record< string, unknown > ): void => {
		wrapper.dispatchEvent(
			new CustomEvent( type, { bubbles: true, detail: detail( extra ) } )
		);
	};
	const setStatus = ( next: string ): void => {
		status = next;
		applyStatus( form, next, () => fire( 'wpcf7statuschanged' ) );
	};

	async function request(
		path: string,
		init: RequestInit
	): Promise< unknown > {
		let response: Response;
		try {
			// Accept JSON; no nonce header: the form carries _wpnonce itself (spec section 7).
			response = await doFetch( base + path, {
				...init,
				headers: { Accept: 'application/json' },
				credentials: 'same-origin',
			} );
		} catch {
			throw new RequestError(
				'fetch_error',
				__( 'You are probably offline.', 'stagecraft' )
			);
		}
		if ( response.status === 204 ) {
			return null;
		}
		let data: unknown;
		try {
			data = await response.json();
		} catch {
			throw new RequestError(
				'invalid_json',
				__( 'The response is not a valid JSON response.', 'stagecraft' )
			);
		}
		if ( response.status < 200 || response.status > 299 ) {
			const message =
				typeof data === 'object' && data && 'message' in data
					? String( ( data as { message: unknown } ).message )
					: response.statusText;
			throw new RequestError( 'http_error', message );
		}
		return data;
	}

	async function loadRefill( quiz: boolean ): Promise< void > {
		try {
			const data = ( await request( 'refill', { method: 'GET' } ) ) as {
				captcha?: Record< string, string >;
				captcha_questions?: Record< string, string >;
				quiz?: Record< string, [ string, string ] >;
			} | null;
			applyCaptcha( wrapper, data?.captcha, data?.captcha_questions );
			if ( quiz ) {
				applyQuiz( wrapper, data?.quiz );
			}
		} catch ( error ) {
			// A failed refill leaves the form usable; the old quiz and captcha stay.
			window.console.error( error );
		}
	}

	async function refill( after: string ): Promise< void > {
		await loadRefill( true );
		setStatus( after === 'mail_sent' ? 'mail_sent' : 'init' );
	}

	function apply( data: FeedbackResponse ): void {
		clearErrors( wrapper );
		( data.invalid_fields ?? [] ).forEach( ( item ) =>
			setFieldError(
				wrapper,
				unitTag,
				item.field,
				item.message,
				item.idref
			)
		);
		showMessage( wrapper, data.message );
		setStatus( data.status );
		const hash = form.querySelector< HTMLInputElement >(
			'input[name="_wpcf7_posted_data_hash"]'
		);
		if ( hash ) {
			hash.value = data.posted_data_hash ?? '';
		}
		const detailExtra = { apiResponse: data, status: data.status };
		if ( EVENTS[ data.status ] ) {
			fire( EVENTS[ data.status ], detailExtra );
		}
		fire( 'wpcf7submit', detailExtra );
		applyQuiz( wrapper, data.quiz );
		applyCaptcha( wrapper, data.captcha, data.captcha_questions );
		if ( data.status === 'mail_sent' ) {
			setStatus( 'resetting' );
			form.reset();
		}
	}

	async function submit( event: SubmitEvent ): Promise< void > {
		event.preventDefault();
		const before = status;
		// Never throws: without an answer the server says spam, and the check's box says why.
		await proofOfWork.solve();
		const data = new FormData( form );
		const submitter = event.submitter;
		if (
			submitter instanceof HTMLButtonElement ||
			submitter instanceof HTMLInputElement
		) {
			if ( submitter.name ) {
				data.append( submitter.name, submitter.value );
			}
		}
		fire( 'wpcf7beforesubmit', { formData: data } );
		setStatus( 'submitting' );
		try {
			const reply = await request( 'feedback', {
				method: 'POST',
				body: data,
			} );
			if ( ! isFeedback( reply ) ) {
				throw new RequestError(
					'invalid_json',
					__(
						'The response is not a valid JSON response.',
						'stagecraft'
					)
				);
			}
			apply( reply );
			proofOfWork.reset();
		} catch ( error ) {
			// Logged as the spec says, and also shown: nothing typed is touched.
			window.console.error( error );
			setStatus( before );
			showMessage(
				wrapper,
				error instanceof Error ? error.message : String( error )
			);
		}
	}

	// Changes made before the schema came: checked when it comes (a visitor typing on a slow
	// connection gets the same tips).
	const early: Event[] = [];

	function validateField( event: Event ): void {
		const target = event.target;
		if ( ! schema ) {
			early.push( event );
			return;
		}
		if (
			! ( target instanceof HTMLElement ) ||
			target.closest( '[data-novalidate], .novalidate' )
		) {
			return;
		}
		const name = ( target.getAttribute( 'name' ) ?? '' ).replace(
			/\[\]$/,
			''
		);
		if ( ! name || name.startsWith( '_' ) ) {
			return;
		}
		const previous = status;
		setStatus( 'validating' );
		const errors = validateSchema(
			schema,
			inputFromFormData( new FormData( form ) ),
			( field ) => field === name
		);
		setFieldError( wrapper, unitTag, name, errors[ name ] ?? '' );
		setStatus( previous );
	}

	const onSubmit = ( event: SubmitEvent ): void => void submit( event );
	// Another captcha image on request; the button is hidden until this runs.
	const onRefresh = ( event: Event ): void => {
		const button =
			event.target instanceof Element
				? event.target.closest( '.stagecraft-captcha-refresh' )
				: null;
		if ( button ) {
			void loadRefill( false );
		}
	};
	const onReset = (): void => {
		const was = status;
		clearErrors( wrapper );
		fire( 'wpcf7reset' );
		void refill( was === 'resetting' ? 'mail_sent' : was );
	};
	form.addEventListener( 'submit', onSubmit );
	form.addEventListener( 'change', validateField );
	form.addEventListener( 'reset', onReset );
	form.addEventListener( 'click', onRefresh );
	form.querySelectorAll< HTMLElement >(
		'.stagecraft-captcha-refresh'
	).forEach( ( button ) => ( button.hidden = false ) );
	const offs = [
		urlPrefix( form ),
		acceptance( form ),
		exclusive( form ),
		counters( form ),
		freeText( form ),
		proofOfWork.destroy,
	];
	wrapper.classList.replace( 'no-js', 'js' );

	request( 'feedback/schema', { method: 'GET' } )
		.then( ( data ) => {
			if (
				! destroyed &&
				data &&
				typeof data === 'object' &&
				Array.isArray( ( data as Schema ).rules )
			) {
				schema = data as Schema;
				early.splice( 0 ).forEach( validateField );
			}
		} )
		.catch( ( error ) => window.console.error( error ) );

	return {
		get status() {
			return status;
		},
		destroy() {
			destroyed = true;
			form.removeEventListener( 'submit', onSubmit );
			form.removeEventListener( 'change', validateField );
			form.removeEventListener( 'reset', onReset );
			form.removeEventListener( 'click', onRefresh );
			offs.forEach( ( off ) => off() );
		},
	};
}
