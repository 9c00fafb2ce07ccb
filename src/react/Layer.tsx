import { richTextHtml } from '../module/normalise/rich-text';
import { GENERIC_LAYER_TAG, TEXT_LAYER_TAGS } from '../schema/constants';
import type { LayerView as LayerData } from '../schema/layer-view';

type TextTag = ( typeof TEXT_LAYER_TAGS )[ number ];

// Server data names the tag; only these reach the DOM (the server uses the same list).
function isTextTag( tag: string ): tag is TextTag {
	return ( TEXT_LAYER_TAGS as readonly string[] ).includes( tag );
}

export function Layer( { layer }: { layer: LayerData } ) {
	const className = `stagecraft-module__layer stagecraft-module__layer--${ layer.type }`;
	switch ( layer.type ) {
		case 'text': {
			const Tag = isTextTag( layer.tag ) ? layer.tag : GENERIC_LAYER_TAG;
			return (
				<Tag
					className={ className }
					data-layer-id={ layer.id }
					// Cleaned with the allow-list the server's wp_kses uses.
					dangerouslySetInnerHTML={ {
						__html: richTextHtml(
							layer.content.text ?? '',
							layer.type
						),
					} }
				/>
			);
		}
		case 'image':
			return layer.content.src ? (
				<img
					className={ className }
					data-layer-id={ layer.id }
					src={ layer.content.src }
					alt=""
					decoding="async"
				/>
			) : null;
		default:
			// The other layer types arrive with later slices.
			return null;
	}
}
