import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

/**
 * A global (static) slide's place, behind the slides or in front of them (pos), and the
 * selected layer's range on it: the slides it shows from and to (sStart, sEnd, from 1).
 */
export function StaticPanel() {
	const { module, slide, layer, editSlide, editLayer } = useEditor();
	if ( ! module || ! slide?.global ) {
		return null;
	}
	const count = module.slides.filter( ( s ) => ! s.global ).length;
	const bound = ( value: unknown ) =>
		value === undefined || value === '' ? '' : String( value );
	return (
		<PanelBody title={ __( 'Global slide', 'stagecraft' ) } initialOpen>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Place', 'stagecraft' ) }
				help="pos"
				value={ slide.pos ?? 'back' }
				options={ [
					{
						value: 'back',
						label: __( 'Behind the slides', 'stagecraft' ),
					},
					{
						value: 'front',
						label: __( 'In front of the slides', 'stagecraft' ),
					},
				] }
				onChange={ ( pos: string ) =>
					editSlide( ( s ) => ( {
						...s,
						pos: pos === 'front' ? 'front' : 'back',
					} ) )
				}
			/>
			{ layer && (
				<>
					<NumberField
						label={ __( 'Layer shows from slide', 'stagecraft' ) }
						field="sStart"
						min={ 1 }
						value={ bound( layer.sStart ) || 1 }
						onChange={ ( sStart ) =>
							editLayer(
								( l ) => ( { ...l, sStart } ),
								`static-start-${ layer.id }`
							)
						}
					/>
					<NumberField
						label={ __( 'Layer shows to slide', 'stagecraft' ) }
						field="sEnd"
						min={ 1 }
						value={ bound( layer.sEnd ) || count }
						onChange={ ( sEnd ) =>
							editLayer(
								( l ) => ( { ...l, sEnd } ),
								`static-end-${ layer.id }`
							)
						}
					/>
				</>
			) }
		</PanelBody>
	);
}

// Overlay pattern choices: none, then 1 to 16 (spec section 9); words in the editor's language.
const patterns = () => [
	{ value: '0', label: __( 'No overlay', 'stagecraft' ) },
	...Array.from( { length: 16 }, ( _v, i ) => ( {
		value: String( i + 1 ),
		label: String( i + 1 ),
	} ) ),
];

/** The module background (settings.bg: colour, image address) and its overlay pattern. */
export function ModuleBackgroundPanel() {
	const { module, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	const bg = module.settings.bg;
	const overlay = bg.overlay ?? {};
	type Bg = typeof bg;
	const set = ( change: Partial< Bg >, key?: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					bg: { ...m.settings.bg, ...change },
				},
			} ),
			key && `module-bg-${ key }`
		);
	const setOverlay = ( change: Partial< typeof overlay >, key?: string ) =>
		set( { overlay: { ...bg.overlay, ...change } }, key );
	return (
		<PanelBody
			title={ __( 'Module background', 'stagecraft' ) }
			initialOpen={ false }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Module background colour', 'stagecraft' ) }
				help="settings.bg.color"
				value={ bg.color ?? '' }
				onChange={ ( color: string ) =>
					set( { color: color || undefined }, 'color' )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="url"
				label={ __(
					'Module background image address (URL)',
					'stagecraft'
				) }
				help="settings.bg.image.src"
				value={ bg.image?.src ?? '' }
				onChange={ ( src: string ) =>
					set(
						{ image: src ? { src, alt: '' } : undefined },
						'image'
					)
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Overlay pattern', 'stagecraft' ) }
				help="settings.bg.overlay.pattern"
				value={ String( overlay.pattern ?? 0 ) }
				options={ patterns() }
				onChange={ ( value: string ) =>
					set( {
						overlay:
							value === '0'
								? undefined
								: { ...bg.overlay, pattern: Number( value ) },
					} )
				}
			/>
			{ overlay.pattern !== undefined && (
				<>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Pattern colour', 'stagecraft' ) }
						help="settings.bg.overlay.c"
						value={ overlay.c ?? '' }
						onChange={ ( c: string ) =>
							setOverlay( { c: c || undefined }, 'overlay-c' )
						}
					/>
					<NumberField
						label={ __( 'Pattern size (px)', 'stagecraft' ) }
						field="settings.bg.overlay.size"
						min={ 1 }
						value={ overlay.size ?? 6 }
						onChange={ ( size ) =>
							setOverlay( { size }, 'overlay-size' )
						}
					/>
				</>
			) }
		</PanelBody>
	);
}
