// The first thing the module schema refuses in a module, named as the server names fields
// (module[slides][0][title]), so the editor says which field and why before any request.
import { __, sprintf } from '@wordpress/i18n';
import * as z from 'zod/mini';
import { storedModuleSchema, type StoredModule } from '../schema/module';

/**
 * A path as the server writes it.
 *
 * @param path The path of a zod issue.
 */
export const fieldName = ( path: PropertyKey[] ) =>
	'module' + path.map( ( key ) => `[${ String( key ) }]` ).join( '' );

/**
 * Null when the schema accepts the module, else the field and why.
 *
 * @param module The module about to be saved.
 */
export function schemaProblem(
	module: StoredModule
): { field: string; message: string } | null {
	const parsed = z.safeParse( storedModuleSchema, module );
	const issue = parsed.success ? undefined : parsed.error.issues[ 0 ];
	if ( ! issue ) {
		return null;
	}
	const field = fieldName( issue.path );
	return {
		field,
		message: sprintf(
			/* translators: %s: what is wrong with the field (the notice names the field) */
			__( 'Not saved: %s.', 'stagecraft' ),
			issue.message.replace( /\.$/, '' )
		),
	};
}
