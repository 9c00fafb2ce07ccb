// The streams feature (spec section 4, feed streams): a chunk of its own, fetched only for
// modules whose settings name a stream source.
import { readPageConfig } from '../load/config';
import { loadStream } from '../load/stream';
import { cloneStreamSlides, errorModule, streamSourceOf } from './clone';

export { cloneStreamSlides, errorModule, streamSourceOf } from './clone';
export { bindLayer, bindValue, fieldsOf, fill } from './bind';

type Raw = Record< string, unknown >;

/**
 * A stream module's data with its slides cloned per stream item, or turned
 * into the error slide when the feed is empty or fails ('Feed could not be
 * Loaded' is logged by loadStream).
 *
 * @param raw     Module data as loaded: its slides are the templates.
 * @param element The module's root (its data source: rest or ajax).
 * @param id      The module id when the data has none.
 */
export async function streamModule(
	raw: Raw,
	element: HTMLElement,
	id: number
): Promise< Raw > {
	const source = streamSourceOf( raw );
	const config = readPageConfig();
	const items = await loadStream( Number( raw.id ) || id, {
		via: element.dataset.stagecraftSource === 'ajax' ? 'ajax' : 'rest',
		config,
		lang: config?.lang,
	} );
	if ( items.length === 0 ) {
		return errorModule( raw, source );
	}
	return cloneStreamSlides(
		raw,
		items,
		element.ownerDocument.documentElement.lang
	);
}
