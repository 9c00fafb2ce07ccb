// The providers' player APIs, fetched once per page and only when a player is first needed.
import { PROVIDER_APIS } from './hosts';
import type { ProviderApi } from './hosts';

const loading = new Map< ProviderApi, Promise< void > >();

/**
 * Loads a provider's API script; rejects with spec section 8's message on failure.
 *
 * @param api   'youtube' or 'vimeo'.
 * @param ready Whether the API is already there (another script on the page loaded it).
 * @param doc   The document.
 */
export function loadApi(
	api: string,
	ready: () => boolean,
	doc: Document = document
): Promise< void > {
	if ( api !== 'youtube' && api !== 'vimeo' ) {
		return Promise.reject(
			new Error( 'Invalid API name. Please use "youtube" or "vimeo"' )
		);
	}
	if ( ready() ) {
		return Promise.resolve();
	}
	const known = loading.get( api );
	if ( known ) {
		return known;
	}
	const promise = new Promise< void >( ( resolve, reject ) => {
		const script = doc.createElement( 'script' );
		script.src = PROVIDER_APIS[ api ]();
		script.async = true;
		script.onload = () => resolve();
		script.onerror = () => {
			loading.delete( api );
			script.remove();
			reject( new Error( `Failed to load ${ api } API` ) );
		};
		doc.head.append( script );
	} );
	loading.set( api, promise );
	return promise;
}
