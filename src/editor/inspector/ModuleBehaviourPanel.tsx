import {
	CheckboxControl,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { StoredModule } from '../../schema/module';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';
import { withSettings } from './settings-group';

type Settings = StoredModule[ 'settings' ];
type Wheel = Settings[ 'nav' ][ 'wheel' ];

const SENSITIVITY = [ 'low', 'medium', 'high' ];

// A number is px; any other text (50%, a selector) is kept as typed; empty is none.
function offsetOf( text: string ): number | string | undefined {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	const number = Number( trimmed );
	return Number.isFinite( number ) ? number : trimmed;
}

// Low needs the longest turn (100 px), high the shortest (10 px).
const sensitivityLabel = ( value: string ) =>
	( {
		low: __( 'Low: a long turn', 'stagecraft' ),
		medium: __( 'Medium', 'stagecraft' ),
		high: __( 'High: a short turn', 'stagecraft' ),
	} )[ value ] ?? value;

/**
 * Module fields beside size and slideshow: full height (size.fullHeight, fullHeightOffset),
 * the mouse wheel (nav.wheel: set, cooldown cd, sensitivity) and deep links in the address
 * (browser.useURLDeeplink).
 */
export function ModuleBehaviourPanel() {
	const { module, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	const { size, nav, browser } = module.settings;
	const set = < K extends 'size' | 'nav' | 'browser' >(
		group: K,
		change: Partial< Settings[ K ] >,
		key?: string
	) => editModule( ( m ) => withSettings( m, group, change ), key );
	const wheel = ( change: Partial< Wheel >, key?: string ) =>
		set( 'nav', { wheel: { ...nav.wheel, ...change } }, key );
	return (
		<PanelBody
			title={ __( 'Height, wheel and deep links', 'stagecraft' ) }
			initialOpen={ false }
		>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Full height: fill the browser window',
					'stagecraft'
				) }
				help="size.fullHeight"
				checked={ size.fullHeight }
				onChange={ ( fullHeight: boolean ) =>
					set( 'size', { fullHeight } )
				}
			/>
			{ size.fullHeight && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Full height offset', 'stagecraft' ) }
					help={ __(
						'size.fullHeightOffset: px or % taken off the window height, or CSS selectors of elements (a header) whose height is taken off.',
						'stagecraft'
					) }
					value={ String( size.fullHeightOffset ?? '' ) }
					onChange={ ( text: string ) =>
						set(
							'size',
							{ fullHeightOffset: offsetOf( text ) },
							'full-height-offset'
						)
					}
				/>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Mouse wheel changes slides', 'stagecraft' ) }
				help="nav.wheel.set"
				checked={ nav.wheel.set }
				onChange={ ( on: boolean ) => wheel( { set: on } ) }
			/>
			{ nav.wheel.set && (
				<>
					<NumberField
						label={ __( 'Wheel cooldown (ms)', 'stagecraft' ) }
						field="nav.wheel.cd"
						min={ 0 }
						value={ nav.wheel.cd }
						onChange={ ( cd ) => wheel( { cd }, 'wheel-cd' ) }
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Wheel sensitivity', 'stagecraft' ) }
						help="nav.wheel.sensitivity"
						value={ String( nav.wheel.sensitivity ?? 'medium' ) }
						options={ [
							...SENSITIVITY.map( ( value ) => ( {
								value,
								label: sensitivityLabel( value ),
							} ) ),
							// A stored distance in px stays selectable.
							...( typeof nav.wheel.sensitivity === 'number'
								? [
										{
											value: String(
												nav.wheel.sensitivity
											),
											label: sprintf(
												/* translators: %d: wheel distance in px */
												__(
													'A turn of %d px',
													'stagecraft'
												),
												nav.wheel.sensitivity
											),
										},
									]
								: [] ),
						] }
						onChange={ ( sensitivity: string ) =>
							wheel( {
								sensitivity: SENSITIVITY.includes( sensitivity )
									? sensitivity
									: Number( sensitivity ),
							} )
						}
					/>
				</>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Deep links: the address names the slide shown',
					'stagecraft'
				) }
				help="browser.useURLDeeplink"
				checked={ browser.useURLDeeplink }
				onChange={ ( useURLDeeplink: boolean ) =>
					set( 'browser', { useURLDeeplink } )
				}
			/>
		</PanelBody>
	);
}
