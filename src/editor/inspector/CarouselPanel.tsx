import {
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Carousel } from '../../schema/settings/carousel';
import { NumberField } from '../components/fields';
import { writeLevel } from '../store/levels';
import { useEditor } from '../use-editor';
import { withSettings } from './settings-group';

const EASES = [
	'power3.inOut',
	'power2.inOut',
	'power1.inOut',
	'power3.out',
	'sine.inOut',
	'none',
];

/**
 * A carousel's settings (spec section 3): direction, visible slides, space, own widths,
 * stretch, falloff (scale, rotation, opacity), spin and its angle, snap, infinity, alignment,
 * scroll duration and ease, and which slides play their layers. Only for carousels; the
 * canvas runs the carousel anew with each change.
 */
export function CarouselPanel() {
	const { module, level, editModule } = useEditor();
	if ( ! module || module.type !== 'carousel' ) {
		return null;
	}
	const carousel = module.settings.carousel;
	const set = ( change: Partial< Carousel >, key?: string ) =>
		editModule(
			( m ) => withSettings( m, 'carousel', change ),
			key && `carousel-${ key }`
		);
	const check = ( label: string, name: 'snap' | 'infinity' ) => (
		<CheckboxControl
			__nextHasNoMarginBottom
			label={ label }
			help={ `carousel.${ name }` }
			checked={ carousel[ name ] }
			onChange={ ( on: boolean ) => set( { [ name ]: on } ) }
		/>
	);
	// Visible slides, space, own widths, stretch and alignment are per device level: the
	// toolbar's device switcher picks the level written, as for the grid size.
	const setLevel = <
		K extends 'maxV' | 'space' | 'justify' | 'stretch' | 'align',
	>(
		name: K,
		next: Carousel[ K ][ number ]
	) =>
		editModule(
			( m ) =>
				withSettings( m, 'carousel', {
					[ name ]: writeLevel< Carousel[ K ][ number ] >(
						m.settings.carousel[ name ],
						level,
						next
					),
				} ),
			`carousel-${ name }-${ level }`
		);
	const perLevel = ( label: string, name: 'maxV' | 'space', min: number ) => (
		<NumberField
			label={ label }
			field={ `carousel.${ name }` }
			min={ min }
			value={ carousel[ name ][ level ] }
			onChange={ ( next ) => setLevel( name, next ) }
		/>
	);
	const checkLevel = ( label: string, name: 'justify' | 'stretch' ) => (
		<CheckboxControl
			__nextHasNoMarginBottom
			label={ label }
			help={ `carousel.${ name }` }
			checked={ carousel[ name ][ level ] }
			onChange={ ( on: boolean ) => setLevel( name, on ) }
		/>
	);
	const number = (
		label: string,
		name: 'spinA' | 'scale' | 'rotation' | 'opacity' | 'dur',
		value: number,
		min?: number
	) => (
		<NumberField
			label={ label }
			field={ `carousel.${ name }` }
			min={ min }
			value={ value }
			onChange={ ( next ) => set( { [ name ]: next }, name ) }
		/>
	);
	return (
		<PanelBody
			title={ __( 'Carousel', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Carousel direction', 'stagecraft' ) }
				help="carousel.direction"
				value={ carousel.direction }
				options={ [
					{
						value: 'horizontal',
						label: __( 'Horizontal', 'stagecraft' ),
					},
					{
						value: 'vertical',
						label: __( 'Vertical', 'stagecraft' ),
					},
				] }
				onChange={ ( direction: string ) =>
					set( {
						direction:
							direction === 'vertical'
								? 'vertical'
								: 'horizontal',
					} )
				}
			/>
			{ perLevel(
				__( 'Visible slides on this level', 'stagecraft' ),
				'maxV',
				1
			) }
			{ perLevel(
				__( 'Space between slides on this level (px)', 'stagecraft' ),
				'space',
				0
			) }
			{ checkLevel(
				__(
					'Slides keep their own widths on this level (justify)',
					'stagecraft'
				),
				'justify'
			) }
			{ checkLevel(
				__(
					'Stretch slides to fill their slots on this level',
					'stagecraft'
				),
				'stretch'
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __(
					'Focused slide alignment on this level',
					'stagecraft'
				) }
				help="carousel.align"
				value={ carousel.align[ level ] }
				options={ [
					{ value: 'left', label: __( 'Start', 'stagecraft' ) },
					{ value: 'center', label: __( 'Centre', 'stagecraft' ) },
					{ value: 'right', label: __( 'End', 'stagecraft' ) },
				] }
				onChange={ ( align: string ) =>
					setLevel( 'align', align as Carousel[ 'align' ][ number ] )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Spin', 'stagecraft' ) }
				help="carousel.spin"
				value={ carousel.spin }
				options={ [
					{ value: 'off', label: __( 'Off (flat)', 'stagecraft' ) },
					{ value: '2d', label: __( '2D wheel', 'stagecraft' ) },
					{ value: '3d', label: __( '3D cylinder', 'stagecraft' ) },
				] }
				onChange={ ( spin: string ) =>
					set( { spin: spin as Carousel[ 'spin' ] } )
				}
			/>
			{ carousel.spin !== 'off' &&
				number(
					__( 'Spin angle between slides (°)', 'stagecraft' ),
					'spinA',
					carousel.spinA ?? 0
				) }
			{ number(
				__( 'Smallest scale of side slides (%)', 'stagecraft' ),
				'scale',
				carousel.scale,
				0
			) }
			{ number(
				__( 'Rotation of side slides (°)', 'stagecraft' ),
				'rotation',
				carousel.rotation ?? 0
			) }
			{ number(
				__( 'Opacity of side slides (%)', 'stagecraft' ),
				'opacity',
				carousel.opacity ?? 100,
				0
			) }
			{ check( __( 'Snap to a slide', 'stagecraft' ), 'snap' ) }
			{ check( __( 'Endless (infinity)', 'stagecraft' ), 'infinity' ) }
			{ number(
				__( 'Scroll duration (ms)', 'stagecraft' ),
				'dur',
				carousel.dur,
				0
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Scroll ease', 'stagecraft' ) }
				help="carousel.ease"
				value={ carousel.ease }
				options={ EASES.map( ( ease ) => ( {
					value: ease,
					label: ease,
				} ) ) }
				onChange={ ( ease: string ) => set( { ease } ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Layers play on', 'stagecraft' ) }
				help="carousel.showAllLayers"
				value={
					carousel.showAllLayers === true ||
					carousel.showAllLayers === 'all'
						? 'all'
						: 'individual'
				}
				options={ [
					{
						value: 'individual',
						label: __( 'The focused slide only', 'stagecraft' ),
					},
					{
						value: 'all',
						label: __( 'Every visible slide', 'stagecraft' ),
					},
				] }
				onChange={ ( all: string ) =>
					set( {
						showAllLayers: all === 'all' ? 'all' : 'individual',
					} )
				}
			/>
		</PanelBody>
	);
}
