import { CheckboxControl, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ColorField } from '../components/ColorField';
import { NumberField, TextField } from '../components/fields';
import { useEditor } from '../use-editor';

/** The selected slide's fields: title, background colour, length, navigation and deep link. */
export function SlideInspector() {
	const { slide, editSlide } = useEditor();
	if ( ! slide ) {
		return null;
	}
	const key = ( field: string ) => `slide-${ field }-${ slide.id }`;
	return (
		<PanelBody title={ __( 'Slide', 'stagecraft' ) }>
			<TextField
				label={ __( 'Slide title', 'stagecraft' ) }
				field="title"
				value={ slide.title }
				onChange={ ( title ) =>
					editSlide( ( s ) => ( { ...s, title } ), key( 'title' ) )
				}
			/>
			<ColorField
				label={ __( 'Background colour', 'stagecraft' ) }
				field="bg.color"
				value={ slide.bg.color }
				onChange={ ( color ) =>
					editSlide(
						( s ) => ( { ...s, bg: { ...s.bg, color } } ),
						key( 'bg' )
					)
				}
			/>
			<NumberField
				label={ __( 'Length (ms)', 'stagecraft' ) }
				field={ __(
					'slideshow.len; empty uses the module’s length',
					'stagecraft'
				) }
				min={ 0 }
				value={
					slide.slideshow.len === 'default'
						? undefined
						: slide.slideshow.len
				}
				onChange={ ( len ) =>
					editSlide(
						( s ) => ( {
							...s,
							slideshow: { ...s.slideshow, len },
						} ),
						key( 'len' )
					)
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Hide from navigation', 'stagecraft' ) }
				help="slideshow.hfn"
				checked={ slide.slideshow.hfn }
				onChange={ ( hfn: boolean ) =>
					editSlide( ( s ) => ( {
						...s,
						slideshow: { ...s.slideshow, hfn },
					} ) )
				}
			/>
			<TextField
				label={ __( 'Deep link', 'stagecraft' ) }
				field="attr.deepLink"
				value={ slide.attr?.deepLink }
				onChange={ ( deepLink ) =>
					editSlide(
						( s ) => ( { ...s, attr: { ...s.attr, deepLink } } ),
						key( 'deeplink' )
					)
				}
			/>
		</PanelBody>
	);
}
