import { idReplySchema } from '../../schema/module';
import type { PageConfig } from '../../schema/config';
import { ajaxCall } from './ajax';
import type { AjaxOptions } from './ajax';

type IdOptions = Omit< AjaxOptions, 'config' | 'version' | 'legacy' >;

async function newId(
	action: 'get_moduleid' | 'get_slideid',
	data: { module?: number },
	config: PageConfig,
	options: IdOptions
): Promise< number | string > {
	const reply = await ajaxCall( action, data, { ...options, config } );
	const parsed = idReplySchema.safeParse( reply );
	if ( ! parsed.success || ! parsed.data.success ) {
		throw new Error( `${ action } failed` );
	}
	return parsed.data.id;
}

/**
 * A new module id from the server (editor, generic action with nonce).
 *
 * @param config  The page configuration.
 * @param options Replacements for tests.
 */
export const newModuleId = ( config: PageConfig, options: IdOptions = {} ) =>
	newId( 'get_moduleid', {}, config, options );

/**
 * A new slide id, unique within the module.
 *
 * @param moduleId The module's id.
 * @param config   The page configuration.
 * @param options  Replacements for tests.
 */
export const newSlideId = (
	moduleId: number,
	config: PageConfig,
	options: IdOptions = {}
) => newId( 'get_slideid', { module: moduleId }, config, options );
