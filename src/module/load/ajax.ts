import type { ClientAction, PageConfig } from '../../schema/config';
import { toFormData } from './form';
import type { FormValue } from './form';
import { REQUEST_HEADERS, sleep, statusOf, textOf } from './http';
import type { Fetch } from './http';
import { parseReply } from './repair';

/** Engine version sent with every ajax call. */
export const AJAX_VERSION = 7;
/** A network failure (status 0) is retried this often, this far apart (spec section 7). */
export const AJAX_RETRIES = 5;
export const AJAX_RETRY_DELAY = 750;

// Slider, stream and modal data go to the front-end action; the rest to the generic one.
const FRONT_ACTIONS: ReadonlyArray< ClientAction > = [
	'get_full_slider_object',
	'get_stream_data',
	'get_modal_settings',
];

export interface AjaxOptions {
	config: PageConfig;
	fetch?: Fetch;
	wait?: ( ms: number ) => Promise< void >;
	/** Engine version; the stream item's engine when loading a stream slide. */
	version?: number;
	/** The legacy v7 slider action: adds srengine=6 to the URL. */
	legacy?: boolean;
}

/**
 * The form fields of an ajax call (spec section 7, item 4).
 *
 * @param action  The client action.
 * @param data    Its data, sent as data[key][sub].
 * @param options Config and version.
 */
export function ajaxBody(
	action: ClientAction,
	data: { [ key: string ]: FormValue },
	options: Pick< AjaxOptions, 'config' | 'version' >
): URLSearchParams {
	const { config } = options;
	return toFormData( {
		action: FRONT_ACTIONS.includes( action )
			? config.ajaxAction
			: config.genericAction,
		client_action: action,
		data,
		version: options.version ?? AJAX_VERSION,
		// Present in admin and edit mode only.
		nonce: config.nonce,
	} );
}

/**
 * POSTs a client action to admin-ajax and resolves with the parsed (or
 * repaired) reply. Only HTTP 200 succeeds; a network failure is retried.
 *
 * @param action  The client action.
 * @param data    Its data.
 * @param options Config, and replacements for tests.
 */
export async function ajaxCall(
	action: ClientAction,
	data: { [ key: string ]: FormValue },
	options: AjaxOptions
): Promise< unknown > {
	const run = options.fetch ?? ( ( url, init ) => window.fetch( url, init ) );
	const wait = options.wait ?? sleep;
	const { ajaxUrl } = options.config;
	const separator = ajaxUrl.includes( '?' ) ? '&' : '?';
	const url = options.legacy
		? `${ ajaxUrl }${ separator }srengine=6`
		: ajaxUrl;
	const body = ajaxBody( action, data, options ).toString();

	for ( let attempt = 0; ; attempt++ ) {
		try {
			const response = await run( url, {
				method: 'POST',
				credentials: 'same-origin',
				headers: REQUEST_HEADERS,
				body,
			} );
			return parseReply( await textOf( response ) );
		} catch ( error ) {
			if ( statusOf( error ) !== 0 || attempt >= AJAX_RETRIES ) {
				throw error;
			}
			await wait( AJAX_RETRY_DELAY );
		}
	}
}
