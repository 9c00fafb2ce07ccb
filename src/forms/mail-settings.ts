/**
 * A form's mail settings and their checks, twin of php/Forms/MailSettings.php: the editor panel
 * shows these messages as the editor types, and the server refuses the same mistakes on save.
 * The parts, tags and patterns come from src/schema/forms.ts; tests/fixtures/mail-settings.json
 * holds the cases both sides answer alike.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	MAIL_FLAG_ON,
	MAIL_FLAG_PARTS,
	MAIL_HEADER_PATTERN,
	MAIL_NAMED_BOX_PATTERN,
	MAIL_SPECIAL_TAGS,
	MAIL_TAG_PATTERN,
	MAIL_TAG_SAMPLE,
	MAIL_TEXT_PARTS,
	MAILS,
} from '../schema/forms';
import { isEmail } from './rules';

export const MAIL_PARTS = MAIL_TEXT_PARTS;

export type MailPart = ( typeof MAIL_PARTS )[ number ];

export type Mail = Partial< Record< MailPart, string > > & {
	active?: boolean | string;
	use_html?: boolean | string;
};

export interface FormSettings {
	mail?: Mail;
	mail_2?: Mail;
	messages?: Record< string, string >;
	[ key: string ]: unknown;
}

const TAG = new RegExp( MAIL_TAG_PATTERN, 'g' );
const NAMED_BOX = new RegExp( MAIL_NAMED_BOX_PATTERN );
const HEADER = new RegExp( MAIL_HEADER_PATTERN );

/**
 * Whether a stored flag is on: true, or one of the strings that mean on.
 *
 * @param value Stored value.
 */
export function flag( value: unknown ): boolean {
	return (
		value === true ||
		( typeof value === 'string' &&
			( MAIL_FLAG_ON as readonly string[] ).includes( value ) )
	);
}

/**
 * Reads the stored JSON text; null when it is not a JSON object.
 * @param json Meta value.
 */
export function parseSettings( json: string ): FormSettings | null {
	if ( json.trim() === '' ) {
		return {};
	}
	try {
		const value: unknown = JSON.parse( json );
		return typeof value === 'object' &&
			value !== null &&
			! Array.isArray( value )
			? ( value as FormSettings )
			: null;
	} catch {
		return null;
	}
}

function tagsOf( text: string ): string[] {
	return Array.from( text.matchAll( TAG ), ( m ) => m[ 1 ] );
}

function unknownTag( text: string, tags: string[] ): string {
	const tag = tagsOf( text ).find( ( t ) => ! tags.includes( t ) );
	return tag
		? sprintf(
				/* translators: %s: a [tag] */
				__( '[%s] is not a field of this form.', 'stagecraft' ),
				tag
			)
		: '';
}

function mailboxes(
	text: string,
	tags: string[],
	required: boolean,
	single: boolean
): string {
	if ( text.trim() === '' ) {
		return required
			? __( 'Enter at least one address.', 'stagecraft' )
			: '';
	}
	const unknown = unknownTag( text, tags );
	if ( unknown ) {
		return unknown;
	}
	const list = text.split( ',' ).map( ( box ) => box.trim() );
	if ( single && list.length > 1 ) {
		return __( 'Enter one address only.', 'stagecraft' );
	}
	const bad = list.find( ( box ) => {
		const sample = box.replace( TAG, MAIL_TAG_SAMPLE );
		const address = NAMED_BOX.exec( sample )?.[ 1 ] ?? sample;
		return ! isEmail( address.trim() );
	} );
	return bad === undefined
		? ''
		: sprintf(
				/* translators: %s: what the editor typed */
				__(
					'"%s" is not an email address, "Name <address>" or a [field] tag.',
					'stagecraft'
				),
				bad
			);
}

export function headerLines( text: string ): string[] {
	return text
		.split( /\r\n|\r|\n/ )
		.map( ( line ) => line.trim() )
		.filter( Boolean );
}

function headers( text: string, tags: string[] ): string {
	const bad = headerLines( text ).find( ( line ) => ! HEADER.test( line ) );
	if ( bad !== undefined ) {
		return sprintf(
			/* translators: %s: the header line */
			__(
				'"%s" is not a header: write one "Name: value" a line.',
				'stagecraft'
			),
			bad
		);
	}
	return unknownTag( text, tags );
}

function attachments( text: string, files: string[] ): string {
	if ( text.replace( TAG, '' ).trim() !== '' ) {
		return __( 'List file fields as [field] tags only.', 'stagecraft' );
	}
	const tag = tagsOf( text ).find( ( t ) => ! files.includes( t ) );
	return tag
		? sprintf(
				/* translators: %s: a [tag] */
				__( '[%s] is not a file field of this form.', 'stagecraft' ),
				tag
			)
		: '';
}

/**
 * Errors keyed by path ('mail.to', 'mail_2.from'...), empty when the settings are fine.
 *
 * @param settings Settings.
 * @param fields   Names of the form's fields.
 * @param files    Names of its file fields.
 */
export function validateMailSettings(
	settings: FormSettings,
	fields: string[],
	files: string[]
): Record< string, string > {
	const errors: Record< string, string > = {};
	const tags = [ ...fields, ...MAIL_SPECIAL_TAGS ];
	MAILS.forEach( ( key ) => {
		const mail: Mail = settings[ key ] ?? {};
		if ( typeof mail !== 'object' || mail === null ) {
			errors[ key ] = __(
				'The mail settings must be a JSON object.',
				'stagecraft'
			);
			return;
		}
		const known: string[] = [ ...MAIL_PARTS, ...MAIL_FLAG_PARTS ];
		const entries = (
			Object.entries( mail ) as [ string, unknown ][]
		 ).filter( ( [ part ] ) => known.includes( part ) );
		entries.forEach( ( [ part, value ] ) => {
			// null counts as a setting left empty, as on the server.
			if (
				value !== null &&
				typeof value !== 'string' &&
				typeof value !== 'boolean'
			) {
				errors[ `${ key }.${ part }` ] = __(
					'This setting must be text.',
					'stagecraft'
				);
			}
		} );
		if ( key === 'mail_2' && ! flag( mail.active ) ) {
			return;
		}
		const text = ( part: MailPart ): string =>
			typeof mail[ part ] === 'string' ? ( mail[ part ] ?? '' ) : '';
		const checks: Record< MailPart, string > = {
			to: mailboxes( text( 'to' ), tags, key === 'mail_2', false ),
			from: mailboxes( text( 'from' ), tags, false, true ),
			reply_to: mailboxes( text( 'reply_to' ), tags, false, false ),
			subject: /[\r\n]/.test( text( 'subject' ) )
				? __( 'The subject must be one line.', 'stagecraft' )
				: unknownTag( text( 'subject' ), tags ),
			body: unknownTag( text( 'body' ), tags ),
			additional_headers: headers( text( 'additional_headers' ), tags ),
			attachments: attachments( text( 'attachments' ), files ),
		};
		MAIL_PARTS.forEach( ( part ) => {
			const path = `${ key }.${ part }`;
			if ( checks[ part ] && ! errors[ path ] ) {
				errors[ path ] = checks[ part ];
			}
		} );
	} );
	const messages = settings.messages ?? {};
	if (
		typeof messages !== 'object' ||
		Object.values( messages ).some( ( m ) => typeof m !== 'string' )
	) {
		errors.messages = __( 'Every message must be text.', 'stagecraft' );
	}
	return errors;
}
