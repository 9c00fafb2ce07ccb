import { textOf } from './http';
import type { Fetch } from './http';
import { parseReply } from './repair';

/** Where a module's data comes from: data-stagecraft-source of its root. */
export const MODULE_SOURCES = [ 'rest', 'ajax', 'inline', 'json' ] as const;
export type ModuleSource = ( typeof MODULE_SOURCES )[ number ];

/** Class of the inline <script type="application/json"> holding the slider object. */
export const INLINE_DATA_SELECTOR =
	'script[type="application/json"].stagecraft-module__data';

/**
 * The data source named by a module root; REST when absent or unknown.
 *
 * @param root The .stagecraft-module element.
 */
export function sourceOf( root: HTMLElement ): ModuleSource {
	const named = root.dataset.stagecraftSource ?? '';
	return MODULE_SOURCES.find( ( source ) => source === named ) ?? 'rest';
}

/**
 * The slider object printed inside the module root (spec section 7: inline
 * JSON object), parsed or repaired.
 *
 * @param root The .stagecraft-module element.
 */
export async function readInline( root: HTMLElement ): Promise< unknown > {
	const script = root.querySelector( INLINE_DATA_SELECTOR );
	if ( ! script?.textContent ) {
		throw new Error( 'No inline module data' );
	}
	return parseReply( script.textContent );
}

/**
 * The slider object of a .json file (spec section 7: .json file URL).
 *
 * @param url     The file's URL.
 * @param request fetch, or a replacement in tests.
 */
export async function readJsonFile(
	url: string,
	request: Fetch = ( input, init ) => window.fetch( input, init )
): Promise< unknown > {
	if ( ! url ) {
		throw new Error( 'No module JSON URL' );
	}
	// A plain GET: no custom headers, so a file on a CDN needs no preflight.
	const response = await request( url, { credentials: 'same-origin' } );
	return parseReply( await textOf( response ) );
}
