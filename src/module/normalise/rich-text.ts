import {
	RICH_TEXT_ALLOWED,
	RICH_TEXT_LAYER_TYPES,
} from '../../schema/constants';
import { relOf } from './links';

// Relative URLs, fragments and these schemes; anything else (javascript:, data:...) is dropped.
const SAFE_URL = /^(?:https?:|mailto:|tel:|[/?#.]|[^:]*$)/i;

// What the HTML parser or serialiser would change: markup, references, escaped characters, and the
// line breaks, NUL and no-break spaces the parser or serialiser rewrite.
const NEEDS_PARSING = /[<>&\r\0\u00a0]/;

function cleanElement( element: Element ): Node[] {
	const tag = element.tagName.toLowerCase();
	const allowed = RICH_TEXT_ALLOWED[ tag ];
	const children = cleanChildren( element );
	if ( ! allowed ) {
		// Like wp_kses: an unlisted tag goes, its text stays.
		return children;
	}
	const clean = element.ownerDocument.createElement( tag );
	for ( const { name, value } of Array.from( element.attributes ) ) {
		const attribute = name.toLowerCase();
		if (
			allowed.includes( attribute ) &&
			( attribute !== 'href' || SAFE_URL.test( value.trim() ) )
		) {
			clean.setAttribute( attribute, value );
		}
	}
	if ( tag === 'a' ) {
		const rel = relOf(
			clean.getAttribute( 'rel' ),
			clean.getAttribute( 'target' )
		);
		if ( rel ) {
			clean.setAttribute( 'rel', rel );
		} else {
			clean.removeAttribute( 'rel' );
		}
	}
	clean.append( ...children );
	return [ clean ];
}

function cleanChildren( parent: ParentNode ): Node[] {
	return Array.from( parent.childNodes ).flatMap( ( node ): Node[] => {
		if ( node.nodeType === Node.TEXT_NODE ) {
			return [ node.cloneNode() ];
		}
		if ( node.nodeType === Node.ELEMENT_NODE ) {
			return cleanElement( node as Element );
		}
		// Comments, processing instructions: nothing a visitor should get.
		return [];
	} );
}

/**
 * A layer's text as safe HTML for its layer type: text and button layers keep
 * the inline allow-list shared with the server's wp_kses; other types are plain.
 *
 * @param text      Text as it came from the module data.
 * @param layerType The layer's type.
 */
export function richTextHtml( text: string, layerType: string ): string {
	// Plain text (most layers) is its own HTML: parsing and serialising it changes nothing, and
	// cost 22 ms for a slide of 500 text layers (issue 14).
	if ( ! NEEDS_PARSING.test( text ) ) {
		return text;
	}
	// A template parses without running scripts or loading images.
	const template = document.createElement( 'template' );
	template.innerHTML = text;
	const rich = ( RICH_TEXT_LAYER_TYPES as readonly string[] ).includes(
		layerType
	);
	const holder = document.createElement( 'div' );
	if ( rich ) {
		holder.append( ...cleanChildren( template.content ) );
	} else {
		holder.textContent = template.content.textContent ?? '';
	}
	return holder.innerHTML;
}
