import type { PageConfig } from '../../schema/config';
import { ajaxCall } from './ajax';
import type { AjaxOptions } from './ajax';
import type { Fetch } from './http';
import { restGet } from './rest';
import { readInline, readJsonFile } from './sources';
import type { ModuleSource } from './sources';
import { targetOf } from './target';
import type { ModuleRef } from './target';

export interface ModuleLoadOptions {
	source?: ModuleSource;
	/** The module root, for the inline source. */
	element?: HTMLElement;
	/** For the json source. */
	jsonUrl?: string;
	/** Needed by the ajax source. */
	config?: PageConfig;
	/** Only this slide. */
	slideId?: number;
	/** The module as stored (REST only). */
	raw?: boolean;
	/** Engine version: 7, or a stream item's engine. */
	version?: number;
	legacy?: boolean;
	fetch?: Fetch;
	wait?: AjaxOptions[ 'wait' ];
}

function viaAjax( ref: ModuleRef, options: ModuleLoadOptions ) {
	const { config } = options;
	if ( ! config ) {
		return Promise.reject( new Error( 'No stagecraftConfig' ) );
	}
	const target = targetOf( ref );
	return ajaxCall(
		'get_full_slider_object',
		{
			id: target.forceAlias ? '' : target.id,
			alias: target.alias,
			forcealias: target.forceAlias || undefined,
			slideid: options.slideId,
		},
		{ ...options, config }
	);
}

function viaRest( ref: ModuleRef, options: ModuleLoadOptions ) {
	const target = targetOf( ref );
	return restGet(
		`sliders/${ encodeURIComponent( target.id ) }`,
		{
			srengine: options.version ?? 7,
			alias: target.forceAlias || undefined,
			slideid: options.slideId,
			raw: options.raw || undefined,
		},
		{
			namespace: options.config?.restNamespace,
			root: options.config?.restUrl,
			fetch: options.fetch,
			// The editors' previews show the module as just saved, not a cached copy.
			revalidate: options.element?.dataset.stagecraftEdit === 'true',
		}
	);
}

/**
 * Loads a module's data (get_full_slider_object) from its source and resolves
 * with the parsed or repaired reply, unvalidated. Rejects on a transport
 * failure; the caller checks success and logs spec section 8's message.
 *
 * @param ref     The module: id and alias.
 * @param options Source and its settings.
 */
export function loadModuleData(
	ref: ModuleRef,
	options: ModuleLoadOptions = {}
): Promise< unknown > {
	switch ( options.source ?? 'rest' ) {
		case 'inline':
			return options.element
				? readInline( options.element )
				: Promise.reject( new Error( 'No module element' ) );
		case 'json':
			return readJsonFile( options.jsonUrl ?? '', options.fetch );
		case 'ajax':
			return viaAjax( ref, options );
		default:
			return viaRest( ref, options );
	}
}
