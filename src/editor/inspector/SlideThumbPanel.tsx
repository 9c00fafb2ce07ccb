import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { hasMediaLibrary, pickImage } from '../media-library';
import { useEditor } from '../use-editor';

/** The selected slide's thumbnail (thumb.src), shown by thumbnail and tab navigation. */
export function SlideThumbPanel() {
	const { slide, editSlide } = useEditor();
	if ( ! slide ) {
		return null;
	}
	const src = slide.thumb?.src;
	const setSrc = ( value: string | undefined, key?: string ) =>
		editSlide(
			( s ) => ( { ...s, thumb: value ? { src: value } : undefined } ),
			key
		);
	return (
		<PanelBody
			title={ __( 'Slide thumbnail', 'stagecraft' ) }
			initialOpen={ false }
		>
			{ src && (
				<img className="stagecraft-editor__thumb" src={ src } alt="" />
			) }
			<div className="stagecraft-editor__actions">
				<Button
					variant="secondary"
					disabled={ ! hasMediaLibrary() }
					onClick={ () =>
						pickImage( ( image ) => setSrc( image.url ), {
							title: __( 'Choose a thumbnail', 'stagecraft' ),
							button: __( 'Use as thumbnail', 'stagecraft' ),
						} )
					}
				>
					{ src
						? __( 'Replace thumbnail', 'stagecraft' )
						: __( 'Choose thumbnail', 'stagecraft' ) }
				</Button>
				{ src && (
					<Button
						variant="link"
						isDestructive
						onClick={ () => setSrc( undefined ) }
					>
						{ __( 'Remove thumbnail', 'stagecraft' ) }
					</Button>
				) }
			</div>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'Thumbnail address (URL)', 'stagecraft' ) }
				help={ __(
					'thumb.src: empty uses the slide’s background image.',
					'stagecraft'
				) }
				value={ src ?? '' }
				onChange={ ( text: string ) =>
					setSrc( text.trim() || undefined, `thumb-${ slide.id }` )
				}
			/>
		</PanelBody>
	);
}
