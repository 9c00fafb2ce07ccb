import { CheckboxControl, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useEditor } from '../use-editor';

/**
 * Toggle text (tog) of a text or button layer: shown instead of its text while toggled. A
 * button toggles on click (and says so with aria-pressed); actions may toggle any layer.
 */
export function TogglePanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || ! [ 'text', 'button' ].includes( layer.type ) ) {
		return null;
	}
	const tog = layer.tog ?? {};
	return (
		<PanelBody
			title={ __( 'Toggle text', 'stagecraft' ) }
			initialOpen={ false }
		>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Switch to another text when toggled',
					'stagecraft'
				) }
				help="tog.use"
				checked={ !! tog.use }
				onChange={ ( use: boolean ) =>
					editLayer( ( l ) => ( {
						...l,
						tog: { ...l.tog, use, text: l.tog?.text ?? '' },
					} ) )
				}
			/>
			{ tog.use && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Toggled text', 'stagecraft' ) }
					help="tog.text"
					value={ tog.text ?? '' }
					onChange={ ( text: string ) =>
						editLayer(
							( l ) => ( { ...l, tog: { ...l.tog, text } } ),
							`tog-${ layer.id }`
						)
					}
				/>
			) }
		</PanelBody>
	);
}
