// Reads a reply's fonts by the font schema's generated shape (src/module/normalise/shape.ts), in
// the data chunk (src/module/load/data.ts), not in the runtime the first slide waits for.
import type { Font } from '../../schema/font';
import { readData } from '../normalise/data-shapes';
import { resourceKind } from '../../loaders/resource-kind';
import type { ModuleResources } from './resources';

const record = ( value: unknown ): Record< string, unknown > | undefined =>
	value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: undefined;

/**
 * The resources named by a loaded reply: settings.fonts (or the legacy
 * slider_params.fonts; a malformed entry is dropped) and the addOns URLs
 * that are scripts or stylesheets.
 *
 * @param raw    The reply as loaded.
 * @param addOns The reply's addOns: URLs by add-on name.
 */
export function moduleResources(
	raw: unknown,
	addOns: Record< string, string | string[] >
): ModuleResources {
	const reply = record( raw );
	const settings =
		record( reply?.settings ) ?? record( reply?.slider_params );
	const list = Array.isArray( settings?.fonts ) ? settings.fonts : [];
	const fonts = list.flatMap( ( entry: unknown ) => {
		const parsed = readData< Font >( 'font', entry );
		return parsed.success ? [ parsed.data ] : [];
	} );
	const urls = Object.values( addOns )
		.flat()
		.filter( ( url ) => resourceKind( url ) !== null );
	return { fonts, urls: Array.from( new Set( urls ) ) };
}
