/** Prefixes of module element ids: ours, and the legacy engine's. */
export const MODULE_ID_PREFIXES = [ 'stagecraft-module-', 'rev_slider_' ];

/**
 * The id sent to the server for a module id (spec section 7: "prefix and
 * numeric suffix stripped"). The element-id prefix goes; a numeric id loses
 * its instance suffix '_{n}': 'rev_slider_12_1' and 'stagecraft-module-12_3'
 * become '12'. An alias keeps its ending ('hero-demo-2' stays), because
 * aliases may end in digits; the markup carries the alias on its own anyway.
 *
 * @param id Module id, alias or element id.
 */
export function requestId( id: string | number ): string {
	let value = String( id ).trim();
	const prefix = MODULE_ID_PREFIXES.find( ( p ) => value.startsWith( p ) );
	if ( prefix ) {
		value = value.slice( prefix.length );
	}
	const instance = /^(\d+)_\d+$/.exec( value );
	return instance ? instance[ 1 ] : value;
}
