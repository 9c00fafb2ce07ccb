import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { TextField } from '../components/fields';
import { RichTextField } from '../components/RichTextField';
import { useEditor } from '../use-editor';
import { ImageContent } from './ImageContent';

const TEXT_TAGS = [
	'p',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'span',
	'div',
	'label',
];

/**
 * The selected layer's fields: content, then position and size on the selected level (or all
 * levels), visibility per level, and its in animation.
 */
export function LayerInspector() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const key = ( field: string ) => `${ field }-${ layer.id }`;
	const hasText = [ 'text', 'button' ].includes( layer.type );
	return (
		<>
			<PanelBody title={ __( 'Layer', 'stagecraft' ) }>
				<TextField
					label={ __( 'Name', 'stagecraft' ) }
					field="alias"
					value={ layer.alias }
					onChange={ ( alias ) =>
						editLayer(
							( l ) => ( { ...l, alias } ),
							key( 'alias' )
						)
					}
				/>
				{ hasText && (
					<RichTextField
						label={ __( 'Text', 'stagecraft' ) }
						field="content.text"
						value={ layer.content.text ?? '' }
						onChange={ ( text: string ) =>
							editLayer(
								( l ) => ( {
									...l,
									content: { ...l.content, text },
								} ),
								key( 'text' )
							)
						}
					/>
				) }
				{ layer.type === 'text' && (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'HTML tag', 'stagecraft' ) }
						help="tag"
						value={ layer.tag }
						options={ TEXT_TAGS.map( ( tag ) => ( {
							value: tag,
							label: tag,
						} ) ) }
						onChange={ ( tag: string ) =>
							editLayer( ( l ) => ( { ...l, tag } ) )
						}
					/>
				) }
				{ layer.type === 'image' && <ImageContent /> }
			</PanelBody>
		</>
	);
}
