import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

// A block template: name, attributes, inner blocks.
type Template = [ string, Record< string, unknown >, Template[]? ];

interface Attributes {
	height: number;
}

// Each group is a slide: a heading, a paragraph and a button to start from.
const slide = ( title: string ): Template => [
	'core/group',
	{},
	[
		[ 'core/heading', { level: 3, content: title } ],
		[ 'core/paragraph', {} ],
	],
];
const TEMPLATE: Template[] = [
	slide( __( 'First slide', 'stagecraft' ) ),
	slide( __( 'Second slide', 'stagecraft' ) ),
];

/**
 * The content slider in the editor: its slides as groups, one under another, and its height
 * in the inspector. On the page the server makes them a slideshow module.
 *
 * @param props               The block.
 * @param props.attributes
 * @param props.setAttributes
 */
function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-page-slider is-content',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Slides', 'stagecraft' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Height (px)', 'stagecraft' ) }
						help={ __(
							'Each group inside is a slide: its heading, paragraphs, first image and first button.',
							'stagecraft'
						) }
						min={ 160 }
						max={ 800 }
						step={ 20 }
						value={ attributes.height }
						onChange={ ( height ) =>
							setAttributes( { height: height ?? 360 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks
				allowedBlocks={ [ 'core/group' ] }
				template={ TEMPLATE }
			/>
		</div>
	);
}

// Rendered by the server (render.php) from the groups saved here.
registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
