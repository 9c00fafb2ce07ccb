import {
	CheckboxControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Action } from '../../schema/action';
import { LINK_PROTOCOLS } from '../../schema/action';
import { NumberField } from '../components/fields';

type Change = ( fields: Partial< Action >, key?: string ) => void;

const text = (
	label: string,
	field: keyof Action & string,
	action: Action,
	change: Change,
	help: string = field
) => (
	<TextControl
		__next40pxDefaultSize
		__nextHasNoMarginBottom
		label={ label }
		help={ help }
		value={ String( action[ field ] ?? '' ) }
		onChange={ ( value: string ) =>
			change( { [ field ]: value || undefined }, field )
		}
	/>
);

// Kinds that work on other layers of the slide (src).
const ON_LAYERS = [
	'startscene',
	'stopscene',
	'showlayer',
	'hidelayer',
	'togglelayer',
	'toggletext',
	'toggleclass',
	'playmedia',
	'pausemedia',
	'togglemedia',
];

/**
 * The fields of one action beyond its kind and trigger, as the kind uses them.
 *
 * @param props        The action and how it changes.
 * @param props.action
 * @param props.change
 */
export function ActionFields( {
	action,
	change,
}: {
	action: Action;
	change: Change;
} ) {
	const kind = action.a ?? '';
	return (
		<>
			{ kind === 'jumpto' &&
				text(
					__( 'Slide', 'stagecraft' ),
					'target',
					action,
					change,
					__(
						'target: #id, +1, -1, or an index from 0',
						'stagecraft'
					)
				) }
			{ ( kind === 'openmodal' || kind === 'closemodal' ) &&
				text(
					__( 'Modal module (alias)', 'stagecraft' ),
					'target',
					action,
					change,
					__( 'target; empty closes the open modal', 'stagecraft' )
				) }
			{ kind === 'openmodal' &&
				text(
					__( 'Open at slide (from 1)', 'stagecraft' ),
					'msl',
					action,
					change
				) }
			{ kind === 'callback' &&
				text(
					__( 'Page function', 'stagecraft' ),
					'target',
					action,
					change,
					__(
						'target: a function on window, e.g. myShop.open',
						'stagecraft'
					)
				) }
			{ ON_LAYERS.includes( kind ) && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Layer ids', 'stagecraft' ) }
					help={ __(
						'src: ids separated by commas; empty: this layer',
						'stagecraft'
					) }
					value={ ( action.src ?? [] ).join( ', ' ) }
					onChange={ ( value: string ) =>
						change(
							{
								src: value
									.split( ',' )
									.map( ( id ) => id.trim() )
									.filter( Boolean )
									.map( ( id ) =>
										/^\d+$/.test( id ) ? Number( id ) : id
									),
							},
							'src'
						)
					}
				/>
			) }
			{ kind === 'startscene' && (
				<>
					<SelectControl< string >
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Scene', 'stagecraft' ) }
						help="sc"
						value={ action.sc ?? 'in' }
						options={ [ 'in', 'out', 'loop' ].map( ( v ) => ( {
							label: v,
							value: v,
						} ) ) }
						onChange={ ( sc: string ) => change( { sc } ) }
					/>
					<SelectControl< string >
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Then', 'stagecraft' ) }
						help="scn"
						value={ action.scn ?? '' }
						options={ [ '', 'in', 'out', 'loop' ].map( ( v ) => ( {
							label: v || __( 'Nothing', 'stagecraft' ),
							value: v,
						} ) ) }
						onChange={ ( scn: string ) =>
							change( { scn: scn || undefined } )
						}
					/>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __( 'Play the two by turns', 'stagecraft' ) }
						help="scm toggle"
						checked={ action.scm === 'toggle' }
						onChange={ ( on: boolean ) =>
							change( { scm: on ? 'toggle' : undefined } )
						}
					/>
				</>
			) }
			{ kind === 'toggleclass' &&
				text(
					__( 'Class names', 'stagecraft' ),
					'class',
					action,
					change
				) }
			{ kind === 'link' && (
				<>
					<SelectControl< string >
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Link type', 'stagecraft' ) }
						help="ltype"
						value={ action.ltype ?? '' }
						options={ [
							{ label: __( 'Address', 'stagecraft' ), value: '' },
							{
								label: __( 'Email (mailto)', 'stagecraft' ),
								value: 'mailto',
							},
							{
								label: __( 'Phone (tel)', 'stagecraft' ),
								value: 'tel',
							},
							{
								label: __(
									'Anchor on this page (#)',
									'stagecraft'
								),
								value: 'hash',
							},
						] }
						onChange={ ( ltype: string ) =>
							change( { ltype: ltype || undefined } )
						}
					/>
					{ text(
						__( 'Address, email or number', 'stagecraft' ),
						'link',
						action,
						change
					) }
					<SelectControl< string >
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Protocol', 'stagecraft' ) }
						help="http"
						value={ action.http ?? 'auto' }
						options={ LINK_PROTOCOLS.map( ( v ) => ( {
							label: v,
							value: v,
						} ) ) }
						onChange={ ( http: string ) =>
							change( {
								http: LINK_PROTOCOLS.find(
									( p ) => p === http
								),
							} )
						}
					/>
					{ text(
						__( 'Anchor', 'stagecraft' ),
						'anchor',
						action,
						change
					) }
					{ text(
						__( 'Target window', 'stagecraft' ),
						'target',
						action,
						change
					) }
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __(
							'Ask search engines not to follow it',
							'stagecraft'
						) }
						help="flw nofollow"
						checked={
							action.flw === 'nofollow' || action.flw === false
						}
						onChange={ ( on: boolean ) =>
							change( { flw: on ? 'nofollow' : undefined } )
						}
					/>
				</>
			) }
			{ kind === 'scrollto' &&
				text(
					__( 'Anchor id', 'stagecraft' ),
					'anchor',
					action,
					change
				) }
			{ [ 'link', 'scrollto', 'scrollbelow' ].includes( kind ) && (
				<>
					<NumberField
						label={ __( 'Scroll speed (ms)', 'stagecraft' ) }
						field="s"
						value={ action.s }
						min={ 0 }
						onChange={ ( s ) => change( { s }, 's' ) }
					/>
					{ text(
						__( 'Scroll ease', 'stagecraft' ),
						'e',
						action,
						change
					) }
					<NumberField
						label={ __( 'Offset (px)', 'stagecraft' ) }
						field="offset"
						value={ action.offset }
						onChange={ ( offset ) =>
							change( { offset }, 'offset' )
						}
					/>
				</>
			) }
			<NumberField
				label={ __( 'Delay (ms)', 'stagecraft' ) }
				field="d"
				value={ action.d }
				min={ 0 }
				onChange={ ( d ) => change( { d }, 'd' ) }
			/>
			<NumberField
				label={ __( 'At most once every (ms)', 'stagecraft' ) }
				field="rd"
				value={ action.rd }
				min={ 0 }
				onChange={ ( rd ) => change( { rd }, 'rd' ) }
			/>
		</>
	);
}
