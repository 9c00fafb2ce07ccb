import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { DEVICE_LEVELS, NAV_KINDS, type NavKind } from '../../schema/constants';
import type { NavElement } from '../../schema/navigation';
import { LEVEL_LABELS } from '../Toolbar';
import { useEditor } from '../use-editor';
import { elementOf, withElement, withVisibility } from '../values/navigation';
import { NavPlacementFields } from './NavPlacementFields';

const KIND_LABELS: Record< NavKind, string > = {
	arrows: __( 'Arrows', 'stagecraft' ),
	bullets: __( 'Bullets', 'stagecraft' ),
	thumbs: __( 'Thumbnails', 'stagecraft' ),
	tabs: __( 'Tabs', 'stagecraft' ),
	scrubber: __( 'Scrubber', 'stagecraft' ),
};

// The runtime's placement of an element without settings (src/module/navigation/place.ts).
const ELEMENT_DEFAULT = { h: 'center', v: 'bottom', x: 0, y: 20 } as const;
const ARROW_DEFAULT = {
	l: { h: 'left', v: 'middle', x: 20, y: 0 },
	r: { h: 'right', v: 'middle', x: 20, y: 0 },
} as const;

/**
 * The module's navigation (settings.navigation): for each kind — arrows, bullets, thumbnails,
 * tabs, scrubber — whether it shows (set), where (h, v, x, y; each arrow on its own), inside or
 * outside the module (io), and on which device levels (vis).
 */
export function NavigationPanel() {
	const { module, editModule } = useEditor();
	const [ kind, setKind ] = useState< NavKind >( 'arrows' );
	if ( ! module ) {
		return null;
	}
	const field = `navigation.${ kind }`;
	const element = elementOf( module.settings.navigation, module.type, kind );
	const name = KIND_LABELS[ kind ];
	const change = ( fields: Partial< NavElement >, key?: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					navigation: withElement(
						m.settings.navigation,
						m.type,
						kind,
						fields
					),
				},
			} ),
			key
		);
	return (
		<PanelBody
			title={ __( 'Navigation', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Navigation element', 'stagecraft' ) }
				help={ __(
					'Which element the fields below edit',
					'stagecraft'
				) }
				value={ kind }
				options={ NAV_KINDS.map( ( k ) => ( {
					value: k,
					label: KIND_LABELS[ k ],
				} ) ) }
				onChange={ ( k: string ) => setKind( k as NavKind ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %s: navigation element, e.g. Arrows */
					__( 'Show %s', 'stagecraft' ),
					name.toLowerCase()
				) }
				help={ sprintf(
					/* translators: %s: the module field, e.g. navigation.arrows.set */
					__(
						'%s. A slider with no navigation element shown gets arrows and bullets.',
						'stagecraft'
					),
					`${ field }.set`
				) }
				checked={ element.set === true }
				onChange={ ( set: boolean ) => change( { set } ) }
			/>
			{ element.set && (
				<>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %s: navigation element, e.g. Arrows */
							__( '%s: inside or outside', 'stagecraft' ),
							name
						) }
						help={ `${ field }.io` }
						value={ element.io ?? 'inner' }
						options={ [
							{
								value: 'inner',
								label: __( 'Inside the module', 'stagecraft' ),
							},
							{
								value: 'outer',
								label: __( 'Outside the module', 'stagecraft' ),
							},
							{
								value: 'outer-top',
								label: __( 'Outside, above', 'stagecraft' ),
							},
							{
								value: 'outer-bottom',
								label: __( 'Outside, below', 'stagecraft' ),
							},
							{
								value: 'outer-left',
								label: __( 'Outside, left', 'stagecraft' ),
							},
							{
								value: 'outer-right',
								label: __( 'Outside, right', 'stagecraft' ),
							},
						] }
						onChange={ ( io: string ) =>
							change( { io: io as NavElement[ 'io' ] } )
						}
					/>
					{ kind === 'arrows' ? (
						( [ 'l', 'r' ] as const ).map( ( arrow ) => (
							<NavPlacementFields
								key={ arrow }
								name={
									arrow === 'l'
										? __( 'Previous arrow', 'stagecraft' )
										: __( 'Next arrow', 'stagecraft' )
								}
								field={ `${ field }.${ arrow }` }
								value={ element[ arrow ] }
								defaults={ ARROW_DEFAULT[ arrow ] }
								onChange={ ( placement, key ) =>
									change(
										{
											[ arrow ]: {
												...ARROW_DEFAULT[ arrow ],
												...element[ arrow ],
												...placement,
											},
										},
										key
									)
								}
							/>
						) )
					) : (
						<NavPlacementFields
							name={ name }
							field={ field }
							value={ element }
							defaults={ ELEMENT_DEFAULT }
							onChange={ change }
						/>
					) }
					<fieldset className="stagecraft-editor__group">
						<legend>
							{ sprintf(
								/* translators: %s: navigation element, e.g. Arrows */
								__( '%s shown on', 'stagecraft' ),
								name
							) }
						</legend>
						{ DEVICE_LEVELS.map( ( level, index ) => (
							<CheckboxControl
								key={ level }
								__nextHasNoMarginBottom
								label={ sprintf(
									/* translators: 1: navigation element, 2: device level, e.g. Mobile */
									__( '%1$s on %2$s', 'stagecraft' ),
									name,
									LEVEL_LABELS[ level ]
								) }
								help={
									index === 0 ? `${ field }.vis` : undefined
								}
								checked={ element.vis[ index ] ?? true }
								onChange={ ( shown: boolean ) =>
									editModule( ( m ) => ( {
										...m,
										settings: {
											...m.settings,
											navigation: withVisibility(
												m.settings.navigation,
												m.type,
												kind,
												index,
												shown
											),
										},
									} ) )
								}
							/>
						) ) }
					</fieldset>
				</>
			) }
		</PanelBody>
	);
}
