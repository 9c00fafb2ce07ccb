import type { PageConfig } from '../../schema/config';
import { modalReplySchema } from '../../schema/modal';
import type { ModalReply } from '../../schema/modal';
import { ajaxCall } from './ajax';
import type { AjaxOptions } from './ajax';
import { restGet } from './rest';
import { targetOf } from './target';
import type { ModuleRef } from './target';

export interface ModalLoadOptions {
	via?: 'rest' | 'ajax';
	config?: PageConfig;
	fetch?: AjaxOptions[ 'fetch' ];
	wait?: AjaxOptions[ 'wait' ];
}

/**
 * Loads a module's modal settings (get_modal_settings, sliders/modal/{id}):
 * success, id, sp, bg, pS, v, h, v6v7ids, trans, navs. Rejects when the call
 * fails, the reply is malformed or success is false.
 *
 * @param ref     The module: id and alias.
 * @param options Transport.
 */
export async function loadModalSettings(
	ref: ModuleRef,
	options: ModalLoadOptions = {}
): Promise< ModalReply > {
	const target = targetOf( ref );
	const reply =
		options.via === 'ajax' && options.config
			? await ajaxCall(
					'get_modal_settings',
					{
						id: target.forceAlias ? '' : target.id,
						alias: target.alias,
						forcealias: target.forceAlias || undefined,
					},
					{ ...options, config: options.config }
				)
			: await restGet(
					`sliders/modal/${ encodeURIComponent( target.id ) }`,
					{ srengine: 7, alias: target.forceAlias || undefined },
					{
						namespace: options.config?.restNamespace,
						root: options.config?.restUrl,
						fetch: options.fetch,
					}
				);
	const parsed = modalReplySchema.safeParse( reply );
	if ( ! parsed.success || ! parsed.data.success ) {
		throw new Error( 'Modal settings could not be loaded' );
	}
	return parsed.data;
}
