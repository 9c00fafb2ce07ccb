import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { hasMediaLibrary, pickImage } from '../media-library';
import { useEditor } from '../use-editor';

/** An image layer's picture from the Media Library (content.src, id, width, height) and alt text. */
export function ImageContent() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const { src, alt } = layer.content;
	return (
		<div className="stagecraft-editor__image-content">
			{ src && (
				<img className="stagecraft-editor__thumb" src={ src } alt="" />
			) }
			<Button
				variant="secondary"
				disabled={ ! hasMediaLibrary() }
				onClick={ () =>
					pickImage( ( image ) =>
						editLayer( ( l ) => ( {
							...l,
							content: {
								...l.content,
								id: image.id,
								src: image.url,
								width: image.width || undefined,
								height: image.height || undefined,
								alt: l.content.alt || image.alt,
							},
						} ) )
					)
				}
			>
				{ src
					? __( 'Replace image', 'stagecraft' )
					: __( 'Choose image', 'stagecraft' ) }
			</Button>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Alternative text', 'stagecraft' ) }
				help={ __(
					'content.alt: describes the image for people who cannot see it. Leave empty for a decorative image.',
					'stagecraft'
				) }
				value={ alt ?? '' }
				onChange={ ( text: string ) =>
					editLayer(
						( l ) => ( {
							...l,
							content: { ...l.content, alt: text },
						} ),
						`alt-${ layer.id }`
					)
				}
			/>
		</div>
	);
}
