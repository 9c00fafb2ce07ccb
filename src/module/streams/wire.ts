// In the runtime's own bundle: only the checks whether a module reads a stream or shows its
// fallback image. The cloning, binding and error slide are the streams chunk, fetched for
// stream modules alone.
import type { ModuleDeps } from '../deps';
import type { ModuleRequest } from '../loader';

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Whether module data names a stream source (settings.source.type).
 *
 * @param raw Module data as loaded.
 */
export function readsStream( raw: unknown ): raw is Record< string, unknown > {
	if ( ! isRecord( raw ) ) {
		return false;
	}
	const settings = raw.settings ?? raw.slider_params;
	const source = isRecord( settings ) ? settings.source : undefined;
	return (
		isRecord( source ) &&
		typeof source.type === 'string' &&
		source.type !== ''
	);
}

/** Touch-first devices: where fallbackType mobile shows the fallback image. */
export const MOBILE_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * Whether the fallback image replaces the module on this device (spec
 * section 2): a fallbackURL, and fallbackType mobile or both on a touch
 * device. Old browsers are the stylesheet's part (blocks/module/_stream.scss).
 *
 * @param raw  Module data as loaded.
 * @param root The module's root.
 */
export function fallbackApplies( raw: unknown, root: HTMLElement ): boolean {
	const settings = isRecord( raw )
		? ( raw.settings ?? raw.slider_params )
		: null;
	const general = isRecord( settings ) ? settings.general : null;
	if ( ! isRecord( general ) || ! general.fallbackURL ) {
		return false;
	}
	const view = root.ownerDocument.defaultView;
	return (
		( general.fallbackType === 'mobile' ||
			general.fallbackType === 'both' ) &&
		view?.matchMedia?.( MOBILE_QUERY ).matches === true
	);
}

/**
 * Loads a module's data as this page shows it: a stream module's slides
 * cloned from its stream items (or the error slide) before anything
 * validates or draws them (spec section 4, feed streams); no slides where
 * the fallback image applies, so the server markup stays under the image.
 *
 * @param deps    The module's loader and feature registry.
 * @param request The module.
 */
export async function loadForPage(
	deps: Pick< ModuleDeps, 'loader' | 'features' >,
	request: ModuleRequest
): Promise< unknown > {
	const raw = await deps.loader( request );
	if ( fallbackApplies( raw, request.element ) && isRecord( raw ) ) {
		// The stylesheet shows the server's fallback image on the marked module.
		request.element.dataset.stagecraftFallback = 'true';
		return { ...raw, slides: [] };
	}
	// The editor's canvas edits the template slides themselves (its stream panel previews the clones).
	const editing = request.element.dataset.stagecraftEdit === 'true';
	if ( editing || ! readsStream( raw ) ) {
		return raw;
	}
	// A chunk that cannot be fetched is logged by the registry; the templates then show as they are.
	const { streams } = await deps.features.load( [ 'streams' ] );
	return streams
		? streams.streamModule( raw, request.element, request.id )
		: raw;
}
