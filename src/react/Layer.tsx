import type { LayerView as LayerData } from '../schema/layer-view';

// Server data names the tag; only these are allowed to reach the DOM.
const TEXT_TAGS = [ 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span' ];
type TextTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'div' | 'span';

function isTextTag( tag: string ): tag is TextTag {
	return TEXT_TAGS.includes( tag );
}

export function Layer( { layer }: { layer: LayerData } ) {
	const className = `stagecraft-module__layer stagecraft-module__layer--${ layer.type }`;
	switch ( layer.type ) {
		case 'text': {
			const Tag = isTextTag( layer.tag ) ? layer.tag : 'div';
			return (
				<Tag className={ className } data-layer-id={ layer.id }>
					{ layer.content.text }
				</Tag>
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
