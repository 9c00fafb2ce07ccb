import type { PageConfig } from '../../schema/config';
import shapes from '../normalise/shapes/modal.generated.json';
import { shapeReader } from '../normalise/shape';
import type { ModalReply } from '../../schema/modal';
import { ajaxCall } from './ajax';
import type { AjaxOptions } from './ajax';
import { restGet } from './rest';
import { targetOf } from './target';
import type { ModuleRef } from './target';

// By the generated shapes of the zod schemas: the visitor's page carries no zod.
const readShape = shapeReader( shapes );

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
	const parsed = readShape< ModalReply >( 'modalReply', reply );
	if ( ! parsed.success || ! parsed.data.success ) {
		throw new Error( 'Modal settings could not be loaded' );
	}
	return parsed.data;
}
