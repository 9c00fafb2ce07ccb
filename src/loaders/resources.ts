import { RESOURCE_STATUS } from '../schema/constants';

export type ResourceStatus =
	( typeof RESOURCE_STATUS )[ keyof typeof RESOURCE_STATUS ];
import type { ResourceKind } from './resource-kind';

export { resourceKind } from './resource-kind';
export type { ResourceKind };

/** A helper resource (spec section 3): a script or stylesheet loaded once per URL. */
export interface ResourceRecord {
	id: string;
	url: string;
	kind: ResourceKind;
	/** 0 pending, 1 loading, 2 loaded, 3 failed. */
	status: ResourceStatus;
	/** Set for font stylesheets: the family it declares. */
	fontfamily?: string;
}

export interface ResourceLoader {
	/** Resolves with the record once loaded or failed; never rejects. */
	load: (
		url: string,
		kind: ResourceKind,
		extra?: Partial< Pick< ResourceRecord, 'id' | 'fontfamily' > >
	) => Promise< ResourceRecord >;
	/** Loads scripts; resolves false (and logs) when none of them loads. */
	loadScripts: ( urls: readonly string[] ) => Promise< boolean >;
	get: ( url: string ) => ResourceRecord | undefined;
	/** Every record, for waits that poll their status. */
	records: () => ResourceRecord[];
	destroy: () => void;
}

// An element the page already has (enqueued by WordPress, or by another bundle).
function existing( doc: Document, url: string, kind: ResourceKind ) {
	const selector = kind === 'script' ? 'script[src]' : 'link[href]';
	return Array.from(
		doc.querySelectorAll< HTMLScriptElement | HTMLLinkElement >( selector )
	).some(
		( el ) =>
			( el instanceof HTMLScriptElement ? el.src : el.href ) === url ||
			el.getAttribute( kind === 'script' ? 'src' : 'href' ) === url
	);
}

/**
 * Loads resource scripts and styles once per URL, shared by every module of
 * the page (spec sections 3, 4, 7 and 8).
 *
 * @param doc The document to add the elements to.
 */
export function createResourceLoader(
	doc: Document = document
): ResourceLoader {
	const records = new Map< string, ResourceRecord >();
	const waiting = new Map< string, Promise< ResourceRecord > >();
	const listening = new Set< HTMLElement >();
	let sequence = 0;

	function attach(
		record: ResourceRecord,
		el: HTMLScriptElement | HTMLLinkElement
	) {
		return new Promise< ResourceRecord >( ( resolve ) => {
			const settle = ( status: ResourceStatus ) => () => {
				el.onload = el.onerror = null;
				listening.delete( el );
				record.status = status;
				if (
					status === RESOURCE_STATUS.failed &&
					record.kind === 'script'
				) {
					// eslint-disable-next-line no-console
					console.error( `Failed to load script: ${ record.url }` );
				}
				resolve( record );
			};
			el.onload = settle( RESOURCE_STATUS.loaded );
			el.onerror = settle( RESOURCE_STATUS.failed );
			listening.add( el );
			record.status = RESOURCE_STATUS.loading;
			doc.head.append( el );
		} );
	}

	function load(
		url: string,
		kind: ResourceKind,
		extra: Partial< Pick< ResourceRecord, 'id' | 'fontfamily' > > = {}
	): Promise< ResourceRecord > {
		const known = waiting.get( url );
		if ( known ) {
			return known;
		}
		const record: ResourceRecord = {
			id: extra.id ?? `resource-${ ++sequence }`,
			url,
			kind,
			status: RESOURCE_STATUS.pending,
			fontfamily: extra.fontfamily,
		};
		records.set( url, record );
		let promise: Promise< ResourceRecord >;
		if ( existing( doc, url, kind ) ) {
			record.status = RESOURCE_STATUS.loaded;
			promise = Promise.resolve( record );
		} else if ( kind === 'script' ) {
			const script = doc.createElement( 'script' );
			script.src = url;
			script.async = true;
			promise = attach( record, script );
		} else {
			const link = doc.createElement( 'link' );
			link.rel = 'stylesheet';
			link.href = url;
			promise = attach( record, link );
		}
		waiting.set( url, promise );
		return promise;
	}

	return {
		load,
		async loadScripts( urls ) {
			if ( urls.length === 0 ) {
				return true;
			}
			const done = await Promise.all(
				urls.map( ( url ) => load( url, 'script' ) )
			);
			if ( done.some( ( r ) => r.status === RESOURCE_STATUS.loaded ) ) {
				return true;
			}
			// eslint-disable-next-line no-console
			console.error( 'Unable to load scripts.' );
			return false;
		},
		get: ( url ) => records.get( url ),
		records: () => Array.from( records.values() ),
		destroy() {
			// Loaded scripts and styles stay: the page may use them.
			listening.forEach( ( el ) => {
				( el as HTMLScriptElement ).onload = null;
				( el as HTMLScriptElement ).onerror = null;
			} );
			listening.clear();
			records.clear();
			waiting.clear();
		},
	};
}

let shared: ResourceLoader | null = null;

/** The page's one resource loader: a URL loads once whichever module asks. */
export function sharedResourceLoader(): ResourceLoader {
	shared ??= createResourceLoader();
	return shared;
}
