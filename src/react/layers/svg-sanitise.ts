// An svg layer's file, made safe to put inline (spec section 4: the svg layer is loading,
// failed, or the loaded element). Inline, the layer's stroke and colours reach its shapes;
// what could run or fetch is dropped: scripts, event attributes, and every reference that
// is not to the file itself (#id). A chunk of its own, fetched when an svg layer renders.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Elements that run code, embed other documents or animate attributes (an animation can set
// href to javascript:).
const DROPPED = new Set( [
	'script',
	'foreignobject',
	'iframe',
	'object',
	'embed',
	'audio',
	'video',
	'animate',
	'set',
	'animatemotion',
	'animatetransform',
	'handler',
	'listener',
] );

const REFERRING = new Set( [ 'use', 'image', 'feimage' ] );

const SHAPES = 'path,line,polyline,polygon,rect,circle,ellipse';

// url( ) not pointing into the file, and @import.
const EXTERNAL_CSS = /url\(\s*['"]?\s*(?!#)|@import/i;

function cleanAttributes( el: Element ) {
	for ( const attr of Array.from( el.attributes ) ) {
		const name = attr.name.toLowerCase();
		const value = attr.value.trim();
		const reference = name === 'href' || name.endsWith( ':href' );
		if (
			name.startsWith( 'on' ) ||
			( reference && ! value.startsWith( '#' ) ) ||
			( name === 'style' && EXTERNAL_CSS.test( value ) ) ||
			/^\s*(javascript|data):/i.test( value )
		) {
			el.removeAttribute( attr.name );
		}
	}
}

export interface SvgStroke {
	c?: string;
	w?: number;
}

/**
 * The svg markup, sanitised, with the layer's stroke on its shapes; null when the text is
 * not an svg document.
 *
 * @param text   The fetched file.
 * @param stroke The layer's content.stroke.
 * @param label  The layer's text alternative; without one the svg is decorative.
 */
export function sanitiseSvg(
	text: string,
	stroke?: SvgStroke,
	label?: string
): string | null {
	const doc = new DOMParser().parseFromString( text, 'image/svg+xml' );
	const root = doc.documentElement;
	if (
		root.namespaceURI !== SVG_NS ||
		root.localName !== 'svg' ||
		doc.getElementsByTagName( 'parsererror' ).length > 0
	) {
		return null;
	}
	for ( const el of [
		root,
		...Array.from( root.querySelectorAll( '*' ) ),
	] ) {
		const name = el.localName.toLowerCase();
		if (
			DROPPED.has( name ) ||
			( name === 'style' && EXTERNAL_CSS.test( el.textContent ?? '' ) )
		) {
			el.remove();
			continue;
		}
		cleanAttributes( el );
		// A use or image whose (external) reference went has nothing left to show.
		if (
			REFERRING.has( name ) &&
			! el.hasAttribute( 'href' ) &&
			! el.hasAttribute( 'xlink:href' )
		) {
			el.remove();
		}
	}
	root.querySelectorAll< SVGElement >( SHAPES ).forEach( ( shape ) => {
		// Inline style wins over the file's presentation attributes.
		if ( stroke?.c && ! /[;{}]|url\(/i.test( stroke.c ) ) {
			shape.style.stroke = stroke.c;
		}
		if ( stroke?.w !== undefined && Number.isFinite( stroke.w ) ) {
			shape.style.strokeWidth = String( stroke.w );
		}
	} );
	if ( label ) {
		root.setAttribute( 'role', 'img' );
		root.setAttribute( 'aria-label', label );
	} else {
		root.setAttribute( 'aria-hidden', 'true' );
	}
	root.setAttribute( 'focusable', 'false' );
	// The layer's box holds it, as it held the image before.
	root.style.maxWidth = '100%';
	root.style.maxHeight = '100%';
	return new XMLSerializer().serializeToString( root );
}
