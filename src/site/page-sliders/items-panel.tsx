import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/** One field of a slider item, as the inspector edits it. */
export interface ItemField {
	key: string;
	label: string;
	kind: 'text' | 'textarea' | 'url' | 'image';
}

export type Item = Record< string, string | number | undefined >;

/**
 * One field of an item: an image chooser, a text area or a text (or address) box.
 *
 * @param props          The field.
 * @param props.field    What it is.
 * @param props.value    Its value.
 * @param props.onChange Receives the new value.
 */
function Field( props: {
	field: ItemField;
	value: string | number | undefined;
	onChange: ( value: string | number ) => void;
} ) {
	const { field, value, onChange } = props;
	if ( field.kind === 'image' ) {
		const id = Number( value ?? 0 );
		return (
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ id }
					onSelect={ ( media: { id: number } ) =>
						onChange( media.id )
					}
					render={ ( { open } ) => (
						<Button variant="secondary" onClick={ open }>
							{ id > 0
								? __( 'Replace image', 'stagecraft' )
								: __( 'Choose image', 'stagecraft' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
		);
	}
	if ( field.kind === 'textarea' ) {
		return (
			<TextareaControl
				__nextHasNoMarginBottom
				label={ field.label }
				value={ String( value ?? '' ) }
				onChange={ onChange }
			/>
		);
	}
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ field.label }
			type={ field.kind === 'url' ? 'url' : 'text' }
			value={ String( value ?? '' ) }
			onChange={ onChange }
		/>
	);
}

/**
 * The inspector panel of a slider's own items (offers, slides): each item's fields, and
 * buttons to add, move and remove items.
 *
 * @param props          The panel.
 * @param props.items    The items.
 * @param props.fields   Their fields.
 * @param props.onChange Receives the new items.
 */
export function ItemsPanel( props: {
	items: readonly Item[];
	fields: readonly ItemField[];
	onChange: ( items: Item[] ) => void;
} ) {
	const { items, fields, onChange } = props;
	const set = ( index: number, key: string, value: string | number ) =>
		onChange(
			items.map( ( item, at ) =>
				at === index ? { ...item, [ key ]: value } : item
			)
		);
	const move = ( index: number, by: -1 | 1 ) => {
		const next = [ ...items ];
		const [ item ] = next.splice( index, 1 );
		next.splice( index + by, 0, item );
		onChange( next );
	};
	return (
		<InspectorControls>
			{ items.map( ( item, index ) => (
				<PanelBody
					key={ index }
					title={ sprintf(
						/* translators: %d: slide number */
						__( 'Slide %d', 'stagecraft' ),
						index + 1
					) }
					// A slide just added opens, ready to fill in.
					initialOpen={ index === items.length - 1 }
				>
					{ fields.map( ( field ) => (
						<Field
							key={ field.key }
							field={ field }
							value={ item[ field.key ] }
							onChange={ ( value ) =>
								set( index, field.key, value )
							}
						/>
					) ) }
					<div className="stagecraft-page-slider__item-actions">
						<Button
							variant="tertiary"
							disabled={ index === 0 }
							onClick={ () => move( index, -1 ) }
						>
							{ __( 'Move up', 'stagecraft' ) }
						</Button>
						<Button
							variant="tertiary"
							disabled={ index === items.length - 1 }
							onClick={ () => move( index, 1 ) }
						>
							{ __( 'Move down', 'stagecraft' ) }
						</Button>
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () =>
								onChange(
									items.filter(
										( _item, at ) => at !== index
									)
								)
							}
						>
							{ __( 'Remove', 'stagecraft' ) }
						</Button>
					</div>
				</PanelBody>
			) ) }
			<PanelBody title={ __( 'Add a slide', 'stagecraft' ) }>
				<Button
					variant="primary"
					onClick={ () => onChange( [ ...items, {} ] ) }
				>
					{ __( 'Add slide', 'stagecraft' ) }
				</Button>
			</PanelBody>
		</InspectorControls>
	);
}

/** The fields of an offer: title, text, image and button. */
export const OFFER_FIELDS: readonly ItemField[] = [
	{ key: 'title', label: __( 'Title', 'stagecraft' ), kind: 'text' },
	{ key: 'text', label: __( 'Text', 'stagecraft' ), kind: 'textarea' },
	{ key: 'image', label: __( 'Image', 'stagecraft' ), kind: 'image' },
	{ key: 'button', label: __( 'Button label', 'stagecraft' ), kind: 'text' },
	{ key: 'url', label: __( 'Button link', 'stagecraft' ), kind: 'url' },
];
