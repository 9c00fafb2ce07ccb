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
	shown: number;
}

// One query loop: its query (post type, order, filters) is set in its own inspector.
const TEMPLATE: Template[] = [
	[
		'core/query',
		{
			query: {
				perPage: 8,
				pages: 0,
				offset: 0,
				postType: 'post',
				order: 'desc',
				orderBy: 'date',
				inherit: false,
			},
		},
		[
			[
				'core/post-template',
				{},
				[
					[ 'core/post-featured-image', {} ],
					[ 'core/post-title', {} ],
				],
			],
		],
	],
];

/**
 * The query-loop slider in the editor: the query loop it takes its posts from, and how many
 * slides show at once on wide screens.
 *
 * @param props               The block.
 * @param props.attributes
 * @param props.setAttributes
 */
function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-page-slider is-query',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Slider', 'stagecraft' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Slides shown on wide screens',
							'stagecraft'
						) }
						help={ __(
							'From 1441 px wide. Below, at most 3; below 960 px, 2; below 768 px, 1.',
							'stagecraft'
						) }
						min={ 1 }
						max={ 6 }
						value={ attributes.shown }
						onChange={ ( shown ) =>
							setAttributes( { shown: shown ?? 4 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks
				allowedBlocks={ [ 'core/query' ] }
				template={ TEMPLATE }
				templateLock="insert"
			/>
		</div>
	);
}

// Rendered by the server (render.php) from the query loop saved here.
registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
