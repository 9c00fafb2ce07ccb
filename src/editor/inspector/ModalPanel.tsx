import {
	CheckboxControl,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { MODAL_H, MODAL_V } from '../../schema/modal';
import type { StoredModule } from '../../schema/module';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';
import { ModalTriggers } from './ModalTriggers';

type Modal = StoredModule[ 'settings' ][ 'modal' ];

/**
 * A pop-up modal module's settings (spec section 3, modal): underlay colour,
 * alignment, cover, speed, page scroll, the triggers and the one-time cookie.
 * Shown for modules of the modal type.
 */
export function ModalPanel() {
	const { module, editModule } = useEditor();
	if ( ! module || module.settings.type !== 'modal' ) {
		return null;
	}
	const modal = module.settings.modal;
	const set = ( change: Partial< Modal >, key?: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					modal: { ...m.settings.modal, ...change },
				},
			} ),
			key && `modal-${ key }`
		);
	return (
		<PanelBody
			title={ __( 'Pop-up modal', 'stagecraft' ) }
			initialOpen={ false }
		>
			<ModalTriggers
				value={ modal.trigger ?? '' }
				onChange={ ( trigger, key ) => set( { trigger }, key ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Open by a trigger once a visit', 'stagecraft' ) }
				help="oneTime"
				checked={ !! modal.oneTime }
				onChange={ ( oneTime: boolean ) => set( { oneTime } ) }
			/>
			{ modal.oneTime && (
				<NumberField
					label={ __( 'Remember for (hours)', 'stagecraft' ) }
					field={ __( 'cookie; empty: 10', 'stagecraft' ) }
					value={ modal.cookie }
					min={ 0 }
					onChange={ ( cookie ) => set( { cookie }, 'cookie' ) }
				/>
			) }
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Underlay colour', 'stagecraft' ) }
				help={ __( 'bg: a colour, or transparent', 'stagecraft' ) }
				value={ modal.bg }
				onChange={ ( bg: string ) => set( { bg }, 'bg' ) }
			/>
			<SelectControl< string >
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Across', 'stagecraft' ) }
				help="h"
				value={ modal.h }
				options={ MODAL_H.map( ( value ) => ( {
					label: value,
					value,
				} ) ) }
				onChange={ ( h: string ) =>
					set( { h: MODAL_H.find( ( v ) => v === h ) } )
				}
			/>
			<SelectControl< string >
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Down', 'stagecraft' ) }
				help="v"
				value={ modal.v }
				options={ MODAL_V.map( ( value ) => ( {
					label: value,
					value,
				} ) ) }
				onChange={ ( v: string ) =>
					set( { v: MODAL_V.find( ( x ) => x === v ) } )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Fit the window', 'stagecraft' ) }
				help="cover"
				checked={ modal.cover }
				onChange={ ( cover: boolean ) => set( { cover } ) }
			/>
			<NumberField
				label={ __( 'Fade (ms)', 'stagecraft' ) }
				field="speed"
				value={ modal.speed }
				min={ 0 }
				onChange={ ( speed ) => set( { speed }, 'speed' ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Let the page scroll while it is open',
					'stagecraft'
				) }
				help="pS"
				checked={ modal.pS }
				onChange={ ( pS: boolean ) => set( { pS } ) }
			/>
		</PanelBody>
	);
}
