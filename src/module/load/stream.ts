import type { PageConfig } from '../../schema/config';
import type { StreamItem, StreamReply } from '../../schema/stream';
import shapes from '../normalise/shapes/stream.generated.json';
import { shapeReader } from '../normalise/shape';
import { ajaxCall } from './ajax';
import type { AjaxOptions } from './ajax';
import { restGet } from './rest';

// By the generated shapes of the zod schemas: the visitor's page carries no zod.
const readShape = shapeReader( shapes );

export interface StreamLoadOptions {
	/** REST (default) or the ajax call get_stream_data. */
	via?: 'rest' | 'ajax';
	config?: PageConfig;
	/** Language of a multilingual plugin, when there is one. */
	lang?: string;
	fetch?: AjaxOptions[ 'fetch' ];
	wait?: AjaxOptions[ 'wait' ];
}

/** Spec section 8: the message of a failed stream. */
export const STREAM_FAILED = 'Feed could not be Loaded';

/**
 * Loads a module's stream items (get_stream_data, sliders/stream/{id}). A
 * failed, unsuccessful or empty load is logged and resolves with no items:
 * each way the module shows its error slide (spec section 4).
 *
 * @param id      The dbid, the gallery source ids or the module id.
 * @param options Transport and language.
 */
export async function loadStream(
	id: string | number,
	options: StreamLoadOptions = {}
): Promise< StreamItem[] > {
	try {
		const reply =
			options.via === 'ajax' && options.config
				? await ajaxCall(
						'get_stream_data',
						{ id, srlang: options.lang },
						{ ...options, config: options.config }
					)
				: await restGet(
						`sliders/stream/${ encodeURIComponent( String( id ) ) }`,
						{ srengine: 7, srlang: options.lang },
						{
							namespace: options.config?.restNamespace,
							root: options.config?.restUrl,
							fetch: options.fetch,
						}
					);
		const parsed = readShape< StreamReply >( 'stream', reply );
		// An empty feed ends like a failed one (spec section 4: the error slide).
		if (
			parsed.success &&
			parsed.data.success &&
			parsed.data.data.length > 0
		) {
			return parsed.data.data;
		}
	} catch {
		// Logged below, like an unsuccessful reply.
	}
	// eslint-disable-next-line no-console
	console.error( STREAM_FAILED );
	return [];
}
