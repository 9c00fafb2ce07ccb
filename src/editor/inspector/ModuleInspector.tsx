import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { MODULE_TYPES } from '../../schema/constants';
import type { StoredModule } from '../../schema/module';
import { NumberField, TextField } from '../components/fields';
import { writeLevel } from '../store/levels';
import { useEditor } from '../use-editor';

const TYPE_LABELS: Record< ( typeof MODULE_TYPES )[ number ], string > = {
	slider: __( 'Slider', 'stagecraft' ),
	hero: __( 'Hero', 'stagecraft' ),
	carousel: __( 'Carousel', 'stagecraft' ),
	modal: __( 'Pop-up modal', 'stagecraft' ),
};

/** The module's own fields: alias, type, size on the selected level, slideshow and input. */
export function ModuleInspector() {
	const { module, level, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	const size = module.settings.size;
	const setSize = ( field: 'width' | 'height' ) => ( value: number ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					size: {
						...m.settings.size,
						[ field ]: writeLevel(
							m.settings.size[ field ],
							level,
							value
						),
					},
				},
			} ),
			`size-${ field }`
		);
	const settings = ( change: Partial< StoredModule[ 'settings' ] > ) =>
		editModule( ( m ) => ( {
			...m,
			settings: { ...m.settings, ...change },
		} ) );
	return (
		<PanelBody title={ __( 'Module', 'stagecraft' ) } initialOpen={ false }>
			<TextField
				label={ __( 'Alias', 'stagecraft' ) }
				field={ __(
					'alias: the name pages use to show this module',
					'stagecraft'
				) }
				value={ module.alias }
				onChange={ ( alias ) =>
					editModule( ( m ) => ( { ...m, alias } ), 'alias' )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Module type', 'stagecraft' ) }
				help="type"
				value={ module.type }
				options={ MODULE_TYPES.map( ( type ) => ( {
					value: type,
					label: TYPE_LABELS[ type ],
				} ) ) }
				onChange={ ( type: string ) =>
					editModule( ( m ) => ( {
						...m,
						type: type as StoredModule[ 'type' ],
					} ) )
				}
			/>
			<NumberField
				label={ __( 'Grid width on this level (px)', 'stagecraft' ) }
				field="size.width"
				min={ 1 }
				value={ size.width[ level ] }
				onChange={ setSize( 'width' ) }
			/>
			<NumberField
				label={ __( 'Grid height on this level (px)', 'stagecraft' ) }
				field="size.height"
				min={ 1 }
				value={ size.height[ level ] }
				onChange={ setSize( 'height' ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Full width', 'stagecraft' ) }
				help="size.fullWidth"
				checked={ size.fullWidth }
				onChange={ ( fullWidth: boolean ) =>
					settings( { size: { ...size, fullWidth } } )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Play slides automatically', 'stagecraft' ) }
				help="slideshow.auto"
				checked={ module.settings.slideshow.auto }
				onChange={ ( auto: boolean ) =>
					settings( {
						slideshow: { ...module.settings.slideshow, auto },
					} )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Arrow keys change slides', 'stagecraft' ) }
				help="nav.keyboard"
				checked={ !! module.settings.nav.keyboard }
				onChange={ ( keyboard: boolean ) =>
					settings( { nav: { ...module.settings.nav, keyboard } } )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Swipe changes slides', 'stagecraft' ) }
				help="nav.swipe"
				checked={ !! module.settings.nav.swipe }
				onChange={ ( swipe: boolean ) =>
					settings( { nav: { ...module.settings.nav, swipe } } )
				}
			/>
		</PanelBody>
	);
}
