// The editor's calls to the modules REST routes (the same routes and schema as every other
// client), with the reply's ETag kept so a save based on an older version is refused.
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import * as z from 'zod/mini';
import { storedModuleSchema, type StoredModule } from '../schema/module';

const PATH = '/stagecraft/v1/modules';

export interface LoadedModule {
	id: number;
	status: string;
	revision: string;
	/** WordPress's compare-and-restore screen for the module's revisions ('' before the first). */
	history: string;
	module: StoredModule;
}

/**
 * The version-history address of a Link header.
 *
 * @param link The Link header.
 */
export const historyOf = ( link: string | null ) =>
	/<([^>]+)>\s*;\s*rel="version-history"/.exec( link ?? '' )?.[ 1 ] ?? '';

/** A refused call: the server's message, and the field it names when it names one. */
export class EditorRequestError extends Error {
	constructor(
		message: string,
		readonly field?: string,
		readonly code?: string
	) {
		super( message );
	}
}

const replySchema = z.object( {
	id: z.int(),
	status: z._default( z.string(), 'draft' ),
} );

/**
 * The field a schema error names (`module[slides][0][title] is not of type string.`).
 *
 * @param message The server's message.
 */
export function fieldOf( message: string ): string | undefined {
	return /^(module(?:\[[^\]]+\])+)/.exec( message )?.[ 1 ];
}

// Refusals whose message names no field, by the field they are about.
const FIELD_OF_CODE: Record< string, string > = {
	stagecraft_alias_taken: 'module[alias]',
	stagecraft_module_alias: 'module[alias]',
};

async function refusal( error: unknown ): Promise< EditorRequestError > {
	let body: unknown = error;
	if ( error instanceof Response ) {
		body = await error.json().catch( () => null );
	}
	const parsed = z.safeParse(
		z.object( { message: z.string(), code: z.optional( z.string() ) } ),
		body
	);
	if ( parsed.success ) {
		const { message, code } = parsed.data;
		return new EditorRequestError(
			message,
			fieldOf( message ) ?? ( code && FIELD_OF_CODE[ code ] ),
			code
		);
	}
	return new EditorRequestError(
		__(
			'The server could not be reached. Your changes are kept here; try again.',
			'stagecraft'
		)
	);
}

async function call(
	options: Parameters< typeof apiFetch >[ 0 ]
): Promise< LoadedModule > {
	let response: Response;
	try {
		response = await apiFetch< Response >( { ...options, parse: false } );
	} catch ( error ) {
		throw await refusal( error );
	}
	const body: unknown = await response.json();
	const meta = z.safeParse( replySchema, body );
	const module = z.safeParse( storedModuleSchema, body );
	if ( ! meta.success || ! module.success ) {
		throw new EditorRequestError(
			__(
				'The server sent a module the editor cannot read.',
				'stagecraft'
			)
		);
	}
	return {
		id: meta.data.id,
		status: meta.data.status,
		revision: response.headers.get( 'ETag' ) ?? '',
		history: historyOf( response.headers.get( 'Link' ) ),
		module: module.data,
	};
}

/**
 * A module as stored, with its status and version.
 *
 * @param id Module id.
 */
export const loadModule = ( id: number ) =>
	call( { path: `${ PATH }/${ id }?context=edit` } );

/**
 * Creates a module.
 *
 * @param module The new module.
 * @param status The status asked for (the server makes a contributor's pending).
 */
export const createModule = (
	module: StoredModule | Record< string, unknown >,
	status?: string
) =>
	call( {
		path: PATH,
		method: 'POST',
		data: status ? { ...module, status } : module,
	} );

/**
 * Saves a module; refused with a 412 when someone else saved since `revision`.
 *
 * @param id       Module id.
 * @param module   The module.
 * @param revision The ETag the edits are based on.
 * @param status   A status to change to, if any.
 */
export const saveModule = (
	id: number,
	module: StoredModule,
	revision: string,
	status?: string
) =>
	call( {
		path: `${ PATH }/${ id }`,
		method: 'PUT',
		headers: revision ? { 'If-Match': revision } : {},
		data: status ? { ...module, status } : module,
	} );
