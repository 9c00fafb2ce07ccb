// In the runtime's own bundle: only the check whether a module reads a stream. The cloning,
// binding and error slide are the streams chunk, fetched for such modules alone.
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

/**
 * Loads a module's data; a stream module's slides are then cloned from its
 * stream items (or it becomes the error slide) before anything validates
 * or draws them (spec section 4, feed streams).
 *
 * @param deps    The module's loader and feature registry.
 * @param request The module.
 */
export async function loadWithStream(
	deps: Pick< ModuleDeps, 'loader' | 'features' >,
	request: ModuleRequest
): Promise< unknown > {
	const raw = await deps.loader( request );
	if ( ! readsStream( raw ) ) {
		return raw;
	}
	// A chunk that cannot be fetched is logged by the registry; the templates then show as they are.
	const { streams } = await deps.features.load( [ 'streams' ] );
	return streams
		? streams.streamModule( raw, request.element, request.id )
		: raw;
}
