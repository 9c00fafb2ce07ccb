import { Button, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	formatTriggers,
	parseTriggers,
	type ModalTrigger,
} from '../../module/modal/triggers';

type Kind = ModalTrigger[ 'kind' ];

const KINDS: Array< { value: Kind; label: () => string } > = [
	{ value: 'delay', label: () => __( 'After a delay', 'stagecraft' ) },
	{ value: 'scroll', label: () => __( 'Page scrolled past', 'stagecraft' ) },
	{
		value: 'element',
		label: () => __( 'An element half-way up the window', 'stagecraft' ),
	},
	{ value: 'event', label: () => __( 'A page event', 'stagecraft' ) },
	{
		value: 'hash',
		label: () => __( 'The address ends in #alias', 'stagecraft' ),
	},
];

const fresh = ( kind: Kind ): ModalTrigger => {
	switch ( kind ) {
		case 'delay':
			return { kind, ms: 3000 };
		case 'scroll':
			return { kind, offset: 600 };
		case 'element':
			return { kind, id: 'offer' };
		case 'event':
			return { kind, name: 'open-offer' };
		default:
			return { kind: 'hash' };
	}
};

// The value field of a trigger, and what editing it gives.
function valueOf(
	trigger: ModalTrigger
): [ string, string, ( text: string ) => ModalTrigger ] {
	switch ( trigger.kind ) {
		case 'delay':
			return [
				__( 'Delay (ms)', 'stagecraft' ),
				String( trigger.ms ),
				( t ) => ( { ...trigger, ms: Number( t ) || 0 } ),
			];
		case 'scroll':
			return [
				__( 'Offset (px)', 'stagecraft' ),
				String( trigger.offset ),
				( t ) => ( { ...trigger, offset: Number( t ) || 0 } ),
			];
		case 'element':
			return [
				__( 'Element id', 'stagecraft' ),
				trigger.id,
				( t ) => ( { ...trigger, id: t.replace( /^#/, '' ) } ),
			];
		case 'event':
			return [
				__( 'Event name (:slide to open at)', 'stagecraft' ),
				trigger.slide
					? `${ trigger.name }:${ trigger.slide }`
					: trigger.name,
				( t ) => {
					const [ name, slide ] = t.split( ':' );
					return Number( slide ) > 0
						? { kind: 'event', name, slide: Number( slide ) }
						: { kind: 'event', name };
				},
			];
		default:
			return [ '', '', () => trigger ];
	}
}

/**
 * The trigger builder of a modal: the settings string (settings.modal.trigger)
 * as a list of triggers, each a kind and its value.
 *
 * @param props          The string and how it changes.
 * @param props.value
 * @param props.onChange
 */
export function ModalTriggers( {
	value,
	onChange,
}: {
	value: string;
	onChange: ( value: string, key?: string ) => void;
} ) {
	const triggers = parseTriggers( value );
	const set = ( next: ModalTrigger[], key?: string ) =>
		onChange( formatTriggers( next ), key );
	return (
		<div className="stagecraft-editor__modal-triggers">
			{ triggers.map( ( trigger, index ) => {
				const [ label, text, edit ] = valueOf( trigger );
				const replace = ( item: ModalTrigger, key?: string ) =>
					set(
						triggers.map( ( t, i ) => ( i === index ? item : t ) ),
						key
					);
				return (
					<fieldset key={ index }>
						<SelectControl< string >
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Opens', 'stagecraft' ) }
							value={ trigger.kind }
							options={ KINDS.map( ( k ) => ( {
								value: k.value,
								label: k.label(),
							} ) ) }
							onChange={ ( kind: string ) =>
								replace(
									fresh(
										KINDS.find( ( k ) => k.value === kind )
											?.value ?? 'delay'
									)
								)
							}
						/>
						{ label && (
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ label }
								value={ text }
								onChange={ ( t: string ) =>
									replace( edit( t ), `trigger-${ index }` )
								}
							/>
						) }
						<Button
							variant="secondary"
							isDestructive
							onClick={ () =>
								set(
									triggers.filter( ( _t, i ) => i !== index )
								)
							}
						>
							{ __( 'Remove this trigger', 'stagecraft' ) }
						</Button>
					</fieldset>
				);
			} ) }
			<Button
				variant="secondary"
				onClick={ () => set( [ ...triggers, fresh( 'delay' ) ] ) }
			>
				{ __( 'Add a trigger', 'stagecraft' ) }
			</Button>
			<p className="description">
				{ __( 'Saved as', 'stagecraft' ) } <code>{ value || '—' }</code>
			</p>
		</div>
	);
}
