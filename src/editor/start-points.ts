// Where a new module starts: blank (slider, hero, carousel), a demo module, or a JSON file a
// site owner exported. Each gives a module the server then checks; imported files of an older
// shape are migrated by the server (the same chain every write goes through).
import { __ } from '@wordpress/i18n';
import * as z from 'zod/mini';
import { storedModuleSchema, type StoredModule } from '../schema/module';
import { blankModule, type BlankType } from './blank';
import type { ModuleTemplate } from './settings';

export const BLANK_TYPES: BlankType[] = [ 'slider', 'hero', 'carousel' ];

/**
 * The module a template or blank start point gives, under the title and alias chosen.
 *
 * @param start     'blank:slider' … or 'template:<name>'.
 * @param templates The templates on offer.
 * @param title     The title chosen.
 * @param alias     The alias made from it.
 */
export function startModule(
	start: string,
	templates: ModuleTemplate[],
	title: string,
	alias: string
): StoredModule {
	const [ kind, name ] = start.split( ':' );
	const template = templates.find( ( t ) => t.name === name );
	if ( kind === 'template' && template ) {
		const parsed = z.safeParse( storedModuleSchema, template.module );
		if ( parsed.success ) {
			return { ...parsed.data, title, alias };
		}
	}
	const type = BLANK_TYPES.find( ( t ) => t === name ) ?? 'slider';
	return blankModule( type, title, alias );
}

/**
 * A module read from an exported JSON file, as raw data for the server to migrate and check.
 *
 * @param text The file's text.
 * @return The data, or an error message.
 */
export function readModuleFile(
	text: string
): { data: Record< string, unknown > } | { error: string } {
	let data: unknown;
	try {
		data = JSON.parse( text );
	} catch {
		return { error: __( 'The file is not JSON.', 'stagecraft' ) };
	}
	if ( ! data || typeof data !== 'object' || Array.isArray( data ) ) {
		return {
			error: __( 'The file does not hold a module.', 'stagecraft' ),
		};
	}
	const { id, status, ...module } = data as Record< string, unknown >;
	void id;
	void status;
	return { data: module };
}

/**
 * The file a module is exported as: its JSON, named after its alias.
 *
 * @param module The module.
 */
export const exportFile = ( module: StoredModule ) => ( {
	name: `${ module.alias || 'module' }.json`,
	text: JSON.stringify( module, null, '\t' ),
} );
