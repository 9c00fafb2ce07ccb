import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { GradientField } from '../components/GradientField';
import { hasMediaLibrary, pickImage } from '../media-library';
import { useEditor } from '../use-editor';

/**
 * The selected slide's background image from the Media Library (bg.image: id, src, width,
 * height, alt; the first slide's is the page's LCP image) and gradient (bg.gradient).
 */
export function SlideBackgroundPanel() {
	const { slide, editSlide } = useEditor();
	if ( ! slide ) {
		return null;
	}
	const image = slide.bg.image;
	return (
		<PanelBody
			title={ __( 'Slide background', 'stagecraft' ) }
			initialOpen={ false }
		>
			{ image && (
				<img
					className="stagecraft-editor__thumb"
					src={ image.src }
					alt=""
				/>
			) }
			<div className="stagecraft-editor__actions">
				<Button
					variant="secondary"
					disabled={ ! hasMediaLibrary() }
					onClick={ () =>
						pickImage( ( picked ) =>
							editSlide( ( s ) => ( {
								...s,
								bg: {
									...s.bg,
									image: {
										id: picked.id,
										src: picked.url,
										width: picked.width || undefined,
										height: picked.height || undefined,
										alt: s.bg.image?.alt || picked.alt,
									},
								},
							} ) )
						)
					}
				>
					{ image
						? __( 'Replace background image', 'stagecraft' )
						: __( 'Choose background image', 'stagecraft' ) }
				</Button>
				{ image && (
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							editSlide( ( s ) => ( {
								...s,
								bg: { ...s.bg, image: undefined },
							} ) )
						}
					>
						{ __( 'Remove background image', 'stagecraft' ) }
					</Button>
				) }
			</div>
			{ image && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __(
						'Background image alternative text',
						'stagecraft'
					) }
					help={ __(
						'bg.image.alt: empty for a decorative image.',
						'stagecraft'
					) }
					value={ image.alt }
					onChange={ ( alt: string ) =>
						editSlide(
							( s ) => ( {
								...s,
								bg: {
									...s.bg,
									image: s.bg.image && { ...s.bg.image, alt },
								},
							} ),
							`slide-bg-alt-${ slide.id }`
						)
					}
				/>
			) }
			<GradientField
				field="bg.gradient"
				value={ slide.bg.gradient }
				onChange={ ( gradient, key ) =>
					editSlide(
						( s ) => ( { ...s, bg: { ...s.bg, gradient } } ),
						key && `slide-${ key }-${ slide.id }`
					)
				}
			/>
		</PanelBody>
	);
}
