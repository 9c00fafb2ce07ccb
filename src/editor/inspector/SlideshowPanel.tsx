import { CheckboxControl, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { StoredModule } from '../../schema/module';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

type Slideshow = StoredModule[ 'settings' ][ 'slideshow' ];

/**
 * The module's slideshow (spec section 3): the slides' default length, how often it loops and
 * where it stops, where it starts, its first delay, shuffle and pause on hover.
 */
export function SlideshowPanel() {
	const { module, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	const show = module.settings.slideshow;
	const set =
		< K extends keyof Slideshow >( field: K ) =>
		( value: Slideshow[ K ] ) =>
			editModule(
				( m ) => ( {
					...m,
					settings: {
						...m.settings,
						slideshow: {
							...m.settings.slideshow,
							[ field ]: value,
						},
					},
				} ),
				`slideshow-${ field }`
			);
	return (
		<PanelBody
			title={ __( 'Slideshow', 'stagecraft' ) }
			initialOpen={ false }
		>
			<NumberField
				label={ __( 'Slide length (ms)', 'stagecraft' ) }
				field={ __(
					'slideshow.len: each slide’s length unless the slide sets its own',
					'stagecraft'
				) }
				min={ 0 }
				value={ show.len }
				onChange={ set( 'len' ) }
			/>
			<NumberField
				label={ __( 'Loops', 'stagecraft' ) }
				field={ __( 'slideshow.loop: -1 loops forever', 'stagecraft' ) }
				min={ -1 }
				value={ show.loop }
				onChange={ ( n ) => set( 'loop' )( Math.round( n ) ) }
			/>
			<NumberField
				label={ __( 'Stop at slide', 'stagecraft' ) }
				field={ __(
					'slideshow.stopAt: after the loops; -1 never stops',
					'stagecraft'
				) }
				min={ -1 }
				value={ show.stopAt }
				onChange={ ( n ) => set( 'stopAt' )( Math.round( n ) ) }
			/>
			<NumberField
				label={ __( 'First slide', 'stagecraft' ) }
				field={ __(
					'slideshow.firstSlide: a slide number; 0 for automatic',
					'stagecraft'
				) }
				min={ 0 }
				value={ show.firstSlide === 'auto' ? 0 : show.firstSlide }
				onChange={ ( n ) =>
					set( 'firstSlide' )( n >= 1 ? Math.round( n ) : 'auto' )
				}
			/>
			<NumberField
				label={ __(
					'Delay before the first slide (ms)',
					'stagecraft'
				) }
				field="slideshow.initDelay"
				min={ 0 }
				value={ show.initDelay }
				onChange={ set( 'initDelay' ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Pause on hover', 'stagecraft' ) }
				help="slideshow.sOH"
				checked={ show.sOH }
				onChange={ set( 'sOH' ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Shuffle the slides', 'stagecraft' ) }
				help="slideshow.shuffle"
				checked={ show.shuffle }
				onChange={ set( 'shuffle' ) }
			/>
		</PanelBody>
	);
}
