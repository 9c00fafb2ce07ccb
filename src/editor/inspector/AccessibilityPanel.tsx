import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { TextField } from '../components/fields';
import { useEditor } from '../use-editor';

type Acc = NonNullable< Layer[ 'acc' ] >;

// The aria-haspopup values the runtime passes on.
const HASPOPUP = [ 'true', 'menu', 'listbox', 'tree', 'grid', 'dialog' ];

/**
 * The selected layer's accessibility fields (acc: label, role, haspopup, labeledby, hidden).
 * They reach visitors only when the module applies them (general.acc), offered here too.
 */
export function AccessibilityPanel() {
	const { layer, module, editLayer, editModule } = useEditor();
	if ( ! layer || ! module ) {
		return null;
	}
	const acc = layer.acc ?? {};
	const set = ( change: Partial< Acc >, key?: string ) =>
		editLayer(
			( l ) => ( { ...l, acc: { ...l.acc, ...change } } ),
			key && `acc-${ key }-${ layer.id }`
		);
	const applied = module.settings.general.acc;
	return (
		<PanelBody
			title={ __( 'Accessibility', 'stagecraft' ) }
			initialOpen={ false }
		>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Apply the accessibility fields of this module’s layers',
					'stagecraft'
				) }
				help={ __(
					'general.acc (module): off, visitors get none of the fields below.',
					'stagecraft'
				) }
				checked={ applied }
				onChange={ ( on: boolean ) =>
					editModule( ( m ) => ( {
						...m,
						settings: {
							...m.settings,
							general: { ...m.settings.general, acc: on },
						},
					} ) )
				}
			/>
			<TextField
				label={ __( 'Accessible name', 'stagecraft' ) }
				field="acc.label (aria-label)"
				value={ acc.label }
				onChange={ ( label ) =>
					set( { label: label || undefined }, 'label' )
				}
			/>
			<TextField
				label={ __( 'Role', 'stagecraft' ) }
				field="acc.role"
				value={ acc.role }
				onChange={ ( role ) =>
					set( { role: role || undefined }, 'role' )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Opens a pop-up', 'stagecraft' ) }
				help="acc.haspopup (aria-haspopup)"
				value={
					acc.haspopup === undefined ? '' : String( acc.haspopup )
				}
				options={ [
					{ value: '', label: __( 'No', 'stagecraft' ) },
					...HASPOPUP.map( ( value ) => ( {
						value,
						label:
							value === 'true'
								? __( 'Yes', 'stagecraft' )
								: value,
					} ) ),
				] }
				onChange={ ( haspopup: string ) =>
					set( { haspopup: haspopup || undefined } )
				}
			/>
			<TextField
				label={ __( 'Labelled by (element ids)', 'stagecraft' ) }
				field="acc.labeledby (aria-labelledby)"
				value={ acc.labeledby }
				onChange={ ( labeledby ) =>
					set( { labeledby: labeledby || undefined }, 'labeledby' )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Hide from assistive technology', 'stagecraft' ) }
				help="acc.hidden (aria-hidden)"
				checked={ !! acc.hidden }
				onChange={ ( hidden: boolean ) =>
					set( { hidden: hidden || undefined } )
				}
			/>
		</PanelBody>
	);
}
