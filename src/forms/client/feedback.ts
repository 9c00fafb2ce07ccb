/**
 * Shows the server's answer: response area, screen-reader status and list, tips beside fields.
 */
import { cssString } from './css';

export interface InvalidField {
	field: string;
	message: string;
	idref?: string | null;
	error_id?: string;
}

export interface FeedbackResponse {
	contact_form_id?: number;
	status: string;
	message: string;
	posted_data_hash?: string;
	into?: string;
	invalid_fields?: InvalidField[];
	captcha?: Record< string, string >;
	/** Stagecraft's addition: each new image's text alternative. */
	captcha_questions?: Record< string, string >;
	quiz?: Record< string, [ string, string ] >;
}

/**
 * Narrows a parsed JSON value to a feedback response.
 * @param data
 */
export function isFeedback( data: unknown ): data is FeedbackResponse {
	if ( typeof data !== 'object' || data === null ) {
		return false;
	}
	const d = data as Record< string, unknown >;
	return typeof d.status === 'string' && typeof d.message === 'string';
}

export function showMessage( wrapper: HTMLElement, message: string ): void {
	const output = wrapper.querySelector( '.wpcf7-response-output' );
	if ( output ) {
		output.textContent = message;
	}
	const status = wrapper.querySelector(
		'.screen-reader-response [role="status"]'
	);
	if ( status ) {
		status.textContent = message;
	}
}

function controlsOf( wrapper: HTMLElement, field: string ): HTMLElement[] {
	const wrap = wrapper.querySelector< HTMLElement >(
		`.wpcf7-form-control-wrap[data-name="${ cssString( field ) }"]`
	);
	return wrap
		? Array.from(
				wrap.querySelectorAll< HTMLElement >( '.wpcf7-form-control' )
			)
		: [];
}

/**
 * Shows one field's error (or clears it when message is '').
 * @param wrapper
 * @param unitTag
 * @param field
 * @param message
 * @param idref   The control's id, as the server's idref: the list item links to it.
 */
export function setFieldError(
	wrapper: HTMLElement,
	unitTag: string,
	field: string,
	message: string,
	idref?: string | null
): void {
	const wrap = wrapper.querySelector< HTMLElement >(
		`.wpcf7-form-control-wrap[data-name="${ cssString( field ) }"]`
	);
	const id = `${ unitTag }-ve-${ field }`;
	const list = wrapper.querySelector( '.screen-reader-response ul' );
	list?.querySelector( `[id="${ cssString( id ) }"]` )?.remove();
	wrap?.querySelector( '.wpcf7-not-valid-tip' )?.remove();
	controlsOf( wrapper, field ).forEach( ( control ) => {
		control.setAttribute( 'aria-invalid', message ? 'true' : 'false' );
		control.classList.toggle( 'wpcf7-not-valid', message !== '' );
		if ( message ) {
			control.setAttribute( 'aria-describedby', id );
		} else {
			control.removeAttribute( 'aria-describedby' );
		}
	} );
	if ( ! message ) {
		return;
	}
	if ( list ) {
		const item = document.createElement( 'li' );
		item.id = id;
		// The server's idref (the id option), else the first control that takes focus (a group's
		// first box), so every item links somewhere a keyboard lands.
		const target =
			idref ??
			( wrap?.querySelector< HTMLElement >(
				'input:not([type="hidden"])[id], select[id], textarea[id]'
			)?.id ||
				controlsOf( wrapper, field )[ 0 ]?.id );
		if ( target ) {
			const link = document.createElement( 'a' );
			link.href = `#${ target }`;
			link.textContent = message;
			item.appendChild( link );
		} else {
			item.textContent = message;
		}
		list.appendChild( item );
	}
	if ( wrap ) {
		const tip = document.createElement( 'span' );
		tip.className = 'wpcf7-not-valid-tip';
		tip.setAttribute( 'aria-hidden', 'true' );
		tip.textContent = message;
		wrap.appendChild( tip );
	}
}

/**
 * Clears every tip and the screen-reader list.
 * @param wrapper
 */
export function clearErrors( wrapper: HTMLElement ): void {
	wrapper
		.querySelectorAll( '.wpcf7-not-valid-tip, .screen-reader-response li' )
		.forEach( ( el ) => el.remove() );
	wrapper.querySelectorAll( '.wpcf7-form-control' ).forEach( ( el ) => {
		el.setAttribute( 'aria-invalid', 'false' );
		el.classList.remove( 'wpcf7-not-valid' );
		el.removeAttribute( 'aria-describedby' );
	} );
}

/**
 * Puts fresh quiz questions and hashes in place, where Contact Form 7's client puts them.
 * @param wrapper
 * @param quiz
 */
export function applyQuiz(
	wrapper: HTMLElement,
	quiz: Record< string, [ string, string ] > | undefined
): void {
	Object.entries( quiz ?? {} ).forEach( ( [ name, [ question, hash ] ] ) => {
		const wrap = wrapper.querySelector(
			`.wpcf7-form-control-wrap[data-name="${ cssString( name ) }"]`
		);
		const label = wrap?.querySelector( '.wpcf7-quiz-label' );
		const input = wrap?.querySelector< HTMLInputElement >(
			`input[name="${ cssString( name ) }"]`
		);
		// A new question voids the typed answer; the same question keeps it (nothing typed is lost).
		if ( label && label.textContent !== question ) {
			label.textContent = question;
			if ( input ) {
				input.value = '';
			}
		}
		const answer = wrapper.querySelector< HTMLInputElement >(
			`input[name="_wpcf7_quiz_answer_${ cssString( name ) }"]`
		);
		if ( answer ) {
			answer.value = hash;
		}
	} );
}

/**
 * Shows fresh captcha images: the image, an empty answer, and the challenge prefix read from
 * the image address (`…/{prefix}.png`), as Contact Form 7's client does.
 * @param wrapper
 * @param captcha   Field name to image address.
 * @param questions Field name to the new image's text alternative.
 */
export function applyCaptcha(
	wrapper: HTMLElement,
	captcha: Record< string, string > | undefined,
	questions: Record< string, string > = {}
): void {
	Object.entries( captcha ?? {} ).forEach( ( [ name, url ] ) => {
		// The new image's text alternative replaces the old one's.
		const question = questions[ name ];
		if ( question ) {
			wrapper
				.querySelectorAll(
					`.stagecraft-captcha-question-text[data-captcha-name="${ cssString(
						name
					) }"]`
				)
				.forEach( ( node ) => ( node.textContent = question ) );
		}
		wrapper
			.querySelectorAll< HTMLInputElement >(
				`input[name="${ cssString( name ) }"]`
			)
			.forEach( ( input ) => ( input.value = '' ) );
		wrapper
			.querySelectorAll(
				`img.wpcf7-captcha-${ name.replaceAll( ':', '' ) }`
			)
			.forEach( ( img ) => img.setAttribute( 'src', url ) );
		const match = /([0-9]+)\.(png|gif|jpeg)$/.exec( url );
		if ( match ) {
			wrapper
				.querySelectorAll< HTMLInputElement >(
					`input[name="_wpcf7_captcha_challenge_${ cssString( name ) }"]`
				)
				.forEach( ( input ) => ( input.value = match[ 1 ] ) );
		}
	} );
}
