import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { hasMediaLibrary, pickImage } from '../media-library';
import { useEditor } from '../use-editor';
import { refusedUrl } from '../values/link';

/**
 * An svg layer's file (content.src), from the Media Library or by URL, and its accessible name
 * (content.alt). Visitors get it through <img>, so scripts in the file never run.
 */
export function SvgContent() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type !== 'svg' ) {
		return null;
	}
	const setSrc = ( src: string, key?: string ) =>
		editLayer(
			( l ) => ( {
				...l,
				content: { ...l.content, src: src || undefined },
			} ),
			key
		);
	return (
		<PanelBody title={ __( 'SVG', 'stagecraft' ) }>
			<Button
				variant="secondary"
				disabled={ ! hasMediaLibrary() }
				onClick={ () =>
					pickImage( ( file ) => setSrc( file.url ), {
						title: __( 'Choose an SVG file', 'stagecraft' ),
						button: __( 'Use this file', 'stagecraft' ),
						library: 'image/svg+xml',
					} )
				}
			>
				{ __( 'Choose SVG from the Media Library', 'stagecraft' ) }
			</Button>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'SVG address (URL)', 'stagecraft' ) }
				help={
					refusedUrl( layer.content.src ?? '' )
						? __(
								'content.src: this address will be refused when saving.',
								'stagecraft'
							)
						: 'content.src'
				}
				value={ layer.content.src ?? '' }
				onChange={ ( src: string ) =>
					setSrc( src, `svg-${ layer.id }` )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'SVG alternative text', 'stagecraft' ) }
				help={ __(
					'content.alt: what the drawing shows. Empty for a decorative one.',
					'stagecraft'
				) }
				value={ layer.content.alt ?? '' }
				onChange={ ( alt: string ) =>
					editLayer(
						( l ) => ( { ...l, content: { ...l.content, alt } } ),
						`svg-alt-${ layer.id }`
					)
				}
			/>
		</PanelBody>
	);
}
