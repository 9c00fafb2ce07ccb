import { CheckboxControl, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { StoredModule } from '../../schema/module';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

type Sbt = StoredModule[ 'settings' ][ 'sbt' ];

/**
 * The module's scroll-based timeline (sbt: use, layers, fStart, fEnd) and its
 * viewport offset (vPort).
 */
export function EffectsModulePanel() {
	const { module, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	const { sbt, vPort } = module.settings;
	const set = ( change: Partial< Sbt >, key?: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					sbt: { ...m.settings.sbt, ...change },
				},
			} ),
			key && `sbt-${ key }`
		);
	return (
		<PanelBody
			title={ __( 'Scroll timeline', 'stagecraft' ) }
			initialOpen={ false }
		>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Play the layers by scrolling', 'stagecraft' ) }
				help="sbt.use, sbt.layers"
				checked={ sbt.use }
				onChange={ ( use: boolean ) => set( { use, layers: use } ) }
			/>
			<NumberField
				label={ __( 'From (ms of the slide)', 'stagecraft' ) }
				field="sbt.fStart"
				value={ sbt.fStart }
				min={ 0 }
				onChange={ ( fStart ) => set( { fStart }, 'fStart' ) }
			/>
			<NumberField
				label={ __( 'To (ms of the slide)', 'stagecraft' ) }
				field={ __(
					'sbt.fEnd; empty: the slide length',
					'stagecraft'
				) }
				value={ sbt.fEnd }
				min={ 0 }
				onChange={ ( fEnd ) => set( { fEnd }, 'fEnd' ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Viewport offset', 'stagecraft' ) }
				help={ __(
					'vPort, e.g. -200px; empty: -200px for the scroll timeline',
					'stagecraft'
				) }
				value={ vPort === undefined ? '' : String( vPort ) }
				onChange={ ( text: string ) =>
					editModule(
						( m ) => ( {
							...m,
							settings: {
								...m.settings,
								vPort:
									text.trim() === ''
										? undefined
										: text.trim(),
							},
						} ),
						'vport'
					)
				}
			/>
		</PanelBody>
	);
}
