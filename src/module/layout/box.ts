import type { Size } from '../../schema/settings/size';
import { cssBox } from './layer-style';

/**
 * A full-height offset CSS can apply: a number or px is px, % is of the
 * viewport height. Anything else names elements the layout engine measures.
 *
 * @param offset settings.size.fullHeightOffset.
 */
export function cssOffset( offset: Size[ 'fullHeightOffset' ] ): string | null {
	if ( typeof offset === 'number' ) {
		return `${ offset }px`;
	}
	const match =
		typeof offset === 'string'
			? /^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$/.exec( offset )
			: null;
	if ( ! match ) {
		return null;
	}
	return match[ 2 ] === '%' ? `${ match[ 1 ] }svh` : `${ match[ 1 ] }px`;
}

/**
 * The reserved box, from the size settings, for a module the server did not
 * render (the block editor's preview, a page mounting one by script). Same
 * custom properties and classes as php/Blocks/ModuleBox.php.
 *
 * @param root The module element.
 * @param size settings.size.
 */
export function applyBox( root: HTMLElement, size: Size ) {
	if ( root.style.getPropertyValue( '--stagecraft-w0' ) !== '' ) {
		return;
	}
	size.width.forEach( ( width, level ) => {
		root.style.setProperty( `--stagecraft-w${ level }`, String( width ) );
		root.style.setProperty(
			`--stagecraft-h${ level }`,
			String( size.height[ level ] )
		);
	} );
	const limits: Array< [ string, number | undefined ] > = [
		[ '--stagecraft-min-h', size.minHeight ],
		[ '--stagecraft-max-h', size.maxHeight ],
		[ '--stagecraft-max-w', size.maxWidth ],
	];
	limits.forEach( ( [ property, value ] ) => {
		if ( value && value > 0 ) {
			root.style.setProperty( property, `${ value }px` );
		}
	} );
	const offset = cssOffset( size.fullHeightOffset );
	if ( offset ) {
		root.style.setProperty( '--stagecraft-offset', offset );
	}
	const padding = cssBox( size.padding );
	const margin = cssBox( size.margins );
	if ( padding ) {
		// Insets the slides; the box's own padding holds outer navigation.
		root.style.setProperty( '--stagecraft-padding', padding );
	}
	if ( margin ) {
		root.style.margin = margin;
	}
	root.classList.toggle( 'is-full-width', size.fullWidth );
	root.classList.toggle( 'is-full-height', size.fullHeight );
	root.classList.toggle( 'is-respect-ratio', Boolean( size.respectRatio ) );
	root.classList.toggle( 'is-keep-height', Boolean( size.keepBPHeight ) );
}
