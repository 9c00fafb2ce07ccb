import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Action } from '../../schema/action';
import { ACTION_EVENTS, ACTION_KIND_NAMES } from '../../module/actions/names';
import { useEditor } from '../use-editor';
import { ActionFields } from './ActionFields';

const kindLabel = ( kind: string ) =>
	( {
		link: __( 'Open a link', 'stagecraft' ),
		next: __( 'Next slide', 'stagecraft' ),
		prev: __( 'Previous slide', 'stagecraft' ),
		jumpto: __( 'Go to a slide', 'stagecraft' ),
		pause: __( 'Pause the slideshow', 'stagecraft' ),
		resume: __( 'Resume the slideshow', 'stagecraft' ),
		toggleslideshow: __( 'Pause or resume the slideshow', 'stagecraft' ),
		startscene: __( 'Start a layer scene', 'stagecraft' ),
		stopscene: __( 'Stop a layer scene', 'stagecraft' ),
		showlayer: __( 'Show layers', 'stagecraft' ),
		hidelayer: __( 'Hide layers', 'stagecraft' ),
		togglelayer: __( 'Show or hide layers', 'stagecraft' ),
		toggletext: __( 'Switch toggle text', 'stagecraft' ),
		toggleclass: __( 'Toggle a class', 'stagecraft' ),
		playmedia: __( 'Play layer media', 'stagecraft' ),
		pausemedia: __( 'Pause layer media', 'stagecraft' ),
		togglemedia: __( 'Play or pause layer media', 'stagecraft' ),
		openmodal: __( 'Open a modal', 'stagecraft' ),
		closemodal: __( 'Close a modal', 'stagecraft' ),
		scrollto: __( 'Scroll to an anchor', 'stagecraft' ),
		scrollbelow: __( 'Scroll below the module', 'stagecraft' ),
		callback: __( 'Call a page function', 'stagecraft' ),
	} )[ kind ] ?? kind;

const eventLabel = ( evt: string ) =>
	( {
		click: __( 'Click', 'stagecraft' ),
		mouseenter: __( 'Pointer enters', 'stagecraft' ),
		mouseleave: __( 'Pointer leaves', 'stagecraft' ),
		enterstage: __( 'Layer enters the stage', 'stagecraft' ),
		leavestage: __( 'Layer leaves the stage', 'stagecraft' ),
		mediastart: __( 'The layer’s media starts playing', 'stagecraft' ),
		mediapause: __( 'The layer’s media is paused', 'stagecraft' ),
		mediaend: __( 'The layer’s media ends', 'stagecraft' ),
	} )[ evt ] ?? evt;

const CUSTOM = 'custom';
const list = ( names: readonly string[] | undefined ) =>
	( names ?? [] ).join( ', ' );
const names = ( value: string ) =>
	value
		.split( ',' )
		.map( ( name ) => name.trim() )
		.filter( Boolean );

/**
 * A layer's actions (spec section 3, Action): add and remove them, each with
 * its kind, trigger and the fields its kind uses; and the layer's custom
 * events (listen) and return slide (rTo).
 */
export function ActionsPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const actions = layer.actions;
	const setActions = ( next: Action[], key?: string ) =>
		editLayer( ( l ) => ( { ...l, actions: next } ), key );
	const change =
		( index: number ) => ( fields: Partial< Action >, key?: string ) =>
			setActions(
				actions.map( ( action, i ) =>
					i === index ? { ...action, ...fields } : action
				),
				key && `action-${ layer.id }-${ index }-${ key }`
			);
	return (
		<PanelBody
			title={ __( 'Actions', 'stagecraft' ) }
			initialOpen={ false }
		>
			{ actions.map( ( action, index ) => {
				const evt = action.evt || 'click';
				const known = ( ACTION_EVENTS as readonly string[] ).includes(
					evt
				);
				return (
					<fieldset
						key={ index }
						className="stagecraft-editor__action"
					>
						<legend>
							{ sprintf(
								/* translators: %d: action number */
								__( 'Action %d', 'stagecraft' ),
								index + 1
							) }
						</legend>
						<SelectControl< string >
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Action', 'stagecraft' ) }
							help="a"
							value={ action.a ?? '' }
							options={ ACTION_KIND_NAMES.map( ( kind ) => ( {
								label: kindLabel( kind ),
								value: kind,
							} ) ) }
							onChange={ ( a: string ) =>
								change( index )( { a } )
							}
						/>
						<SelectControl< string >
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'When', 'stagecraft' ) }
							help="evt"
							value={ known ? evt : CUSTOM }
							options={ [
								...ACTION_EVENTS.map( ( value ) => ( {
									label: eventLabel( value ),
									value,
								} ) ),
								{
									label: __( 'A custom event', 'stagecraft' ),
									value: CUSTOM,
								},
							] }
							onChange={ ( value: string ) =>
								change( index )( {
									evt:
										value === CUSTOM
											? ( layer.listen?.[ 0 ] ??
												'my-event' )
											: value,
								} )
							}
						/>
						{ ! known && (
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __(
									'Custom event name',
									'stagecraft'
								) }
								help={ __(
									'evt: also list it under Listens for',
									'stagecraft'
								) }
								value={ evt }
								onChange={ ( name: string ) =>
									change( index )(
										{ evt: name.trim() },
										'evt'
									)
								}
							/>
						) }
						<ActionFields
							action={ action }
							change={ change( index ) }
						/>
						<Button
							variant="secondary"
							isDestructive
							onClick={ () =>
								setActions(
									actions.filter( ( _a, i ) => i !== index )
								)
							}
						>
							{ __( 'Remove this action', 'stagecraft' ) }
						</Button>
					</fieldset>
				);
			} ) }
			<Button
				variant="primary"
				onClick={ () =>
					setActions( [
						...actions,
						{ a: 'next', evt: 'click', s: 1000 },
					] )
				}
			>
				{ __( 'Add an action', 'stagecraft' ) }
			</Button>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Listens for', 'stagecraft' ) }
				help={ __(
					'listen: custom event names, separated by commas',
					'stagecraft'
				) }
				value={ list( layer.listen ) }
				onChange={ ( value: string ) =>
					editLayer(
						( l ) => ( {
							...l,
							listen: value.trim() ? names( value ) : undefined,
						} ),
						`listen-${ layer.id }`
					)
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Return to slide', 'stagecraft' ) }
				help={ __(
					'rTo: after this layer changes the slide, the module comes back here once that slide has shown for its length (while paused)',
					'stagecraft'
				) }
				value={ layer.rTo ?? '' }
				onChange={ ( rTo: string ) =>
					editLayer(
						( l ) => ( { ...l, rTo: rTo || undefined } ),
						`rto-${ layer.id }`
					)
				}
			/>
		</PanelBody>
	);
}
