import * as z from 'zod/mini';
import { str } from './base';

/** The ajax client actions of spec section 7. */
export const CLIENT_ACTIONS = [
	'get_full_slider_object',
	'get_stream_data',
	'get_modal_settings',
	'get_moduleid',
	'get_slideid',
] as const;

/**
 * window.stagecraftConfig, printed by PHP before the view script. Action
 * names come from here, never from the script.
 */
export const pageConfigSchema = z.object( {
	ajaxUrl: z.string(),
	// Front-end action: slider, stream and modal-data calls.
	ajaxAction: z.string(),
	// Generic action: every other client action.
	genericAction: z.string(),
	restNamespace: z._default( z.string(), 'stagecraft/v1' ),
	// rest_url(): the REST root, with plain permalinks too.
	restUrl: str(),
	// Admin and edit mode only.
	nonce: str(),
	// A multilingual plugin's language: the stream's srlang.
	lang: str(),
} );

export type ClientAction = ( typeof CLIENT_ACTIONS )[ number ];
export type PageConfig = z.infer< typeof pageConfigSchema >;
export type PageConfigInput = z.input< typeof pageConfigSchema >;
