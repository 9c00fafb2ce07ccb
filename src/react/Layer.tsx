import { __ } from '@wordpress/i18n';
import { linkRel } from '../module/normalise/links';
import { richTextHtml } from '../module/normalise/rich-text';
import { GENERIC_LAYER_TAG, TEXT_LAYER_TAGS } from '../schema/constants';
import type { LayerView as LayerData } from '../schema/layer-view';
import { Svg } from './layers/Svg';

type TextTag = ( typeof TEXT_LAYER_TAGS )[ number ];

// Server data names the tag; only these reach the DOM (the server uses the same list).
function isTextTag( tag: string ): tag is TextTag {
	return ( TEXT_LAYER_TAGS as readonly string[] ).includes( tag );
}

const CONTAINERS = [ 'container', 'group', 'row', 'column', 'zone' ];

interface LayerProps {
	layer: LayerData;
	/** Every layer of the slide, for the children of containers (by pid). */
	all: readonly LayerData[];
}

function Children( { layer, all }: LayerProps ) {
	return (
		<>
			{ all
				.filter(
					( child ) => String( child.pid ) === String( layer.id )
				)
				.map( ( child ) => (
					<Layer key={ child.id } layer={ child } all={ all } />
				) ) }
		</>
	);
}

const html = ( layer: LayerData ) => ( {
	// Cleaned with the allow-list the server's wp_kses uses.
	__html: richTextHtml( layer.content.text ?? '', layer.type ),
} );

export function Layer( { layer, all }: LayerProps ) {
	const className = `stagecraft-module__layer stagecraft-module__layer--${ layer.type }`;
	const common = { className, 'data-layer-id': layer.id };
	const style = layer.bg?.color
		? { backgroundColor: layer.bg.color }
		: undefined;

	if ( CONTAINERS.includes( layer.type ) ) {
		return (
			<div { ...common } style={ style }>
				<Children layer={ layer } all={ all } />
			</div>
		);
	}

	switch ( layer.type ) {
		case 'text': {
			const Tag = isTextTag( layer.tag ) ? layer.tag : GENERIC_LAYER_TAG;
			return (
				<Tag { ...common } dangerouslySetInnerHTML={ html( layer ) } />
			);
		}
		case 'button': {
			const link = layer.actions.find(
				( action ) => action.a === 'link' && action.link
			);
			return link ? (
				<a
					{ ...common }
					href={ link.link }
					target={ link.target || undefined }
					rel={ linkRel( link ) }
					dangerouslySetInnerHTML={ html( layer ) }
				/>
			) : (
				// Buttons without a link run their other actions (a later issue).
				<button
					{ ...common }
					type="button"
					dangerouslySetInnerHTML={ html( layer ) }
				/>
			);
		}
		case 'image':
			return layer.content.src ? (
				<img
					{ ...common }
					src={ layer.content.src }
					width={ layer.content.width }
					height={ layer.content.height }
					alt={ layer.content.alt ?? '' }
					decoding="async"
				/>
			) : null;
		case 'shape':
			return <div { ...common } style={ style } aria-hidden="true" />;
		case 'linebreak':
			return <div { ...common } aria-hidden="true" />;
		case 'svg':
			return (
				<Svg
					src={ layer.content.src ?? '' }
					className={ className }
					layerId={ layer.id }
					label={ layer.content.alt }
				/>
			);
		case 'video':
		case 'audio': {
			// Players come with the media issue; until then the poster stands in.
			const poster = layer.content.poster || layer.media?.poster?.src;
			return (
				<div { ...common } data-media-placeholder="">
					{ poster ? (
						<img src={ poster } alt="" decoding="async" />
					) : (
						<span className="stagecraft-module__media-label">
							{ layer.type === 'video'
								? __( 'Video', 'stagecraft' )
								: __( 'Audio', 'stagecraft' ) }
						</span>
					) }
				</div>
			);
		}
		default:
			return null;
	}
}
