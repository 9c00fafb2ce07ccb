import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

export type FieldAttributes = {
	type: string;
	name: string;
	label: string;
	required: boolean;
	placeholder: string;
	default: string;
	options: string[];
	minlength: string;
	maxlength: string;
	min: string;
	max: string;
	step: string;
	minItems: string;
	maxItems: string;
	days: number[];
	accept: string;
	limit: string;
	optional: boolean;
	invert: boolean;
	exclusive: boolean;
	question: string;
	answer: string;
	value: string;
	freeText: boolean;
	htmlId: string;
};

const TYPES = [
	'text',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'textarea',
	'select',
	'checkbox',
	'radio',
	'acceptance',
	'file',
	'quiz',
	'captcha',
	'hidden',
	'submit',
];

type Key = keyof FieldAttributes;

// Which text settings each type offers; the server derives validation rules from them.
const TEXT_SETTINGS: Record< string, Key[] > = {
	text: [ 'placeholder', 'minlength', 'maxlength' ],
	email: [ 'placeholder', 'minlength', 'maxlength' ],
	url: [ 'placeholder', 'minlength', 'maxlength' ],
	tel: [ 'placeholder', 'minlength', 'maxlength' ],
	textarea: [ 'placeholder', 'minlength', 'maxlength' ],
	number: [ 'min', 'max', 'step' ],
	date: [ 'min', 'max' ],
	checkbox: [ 'minItems', 'maxItems' ],
	file: [ 'accept', 'limit' ],
	quiz: [ 'question', 'answer' ],
	hidden: [ 'value' ],
};

const LABELS: Partial< Record< Key, string > > = {
	placeholder: __( 'Placeholder', 'stagecraft' ),
	minlength: __( 'Minimum length', 'stagecraft' ),
	maxlength: __( 'Maximum length', 'stagecraft' ),
	min: __( 'Minimum', 'stagecraft' ),
	max: __( 'Maximum', 'stagecraft' ),
	step: __( 'Step', 'stagecraft' ),
	minItems: __( 'Minimum items', 'stagecraft' ),
	maxItems: __( 'Maximum items', 'stagecraft' ),
	accept: __( 'Accepted types (.pdf, image/*)', 'stagecraft' ),
	limit: __( 'Size limit in bytes', 'stagecraft' ),
	question: __( 'Question', 'stagecraft' ),
	answer: __( 'Answers, separated by |', 'stagecraft' ),
	value: __( 'Value', 'stagecraft' ),
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< FieldAttributes > ) {
	const { type } = attributes;
	const hasOptions = [ 'select', 'checkbox', 'radio' ].includes( type );
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-form-field-editor',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Field', 'stagecraft' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Type', 'stagecraft' ) }
						value={ type }
						options={ TYPES.map( ( t ) => ( {
							value: t,
							label: t,
						} ) ) }
						onChange={ ( next: string ) =>
							setAttributes( { type: next } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Name (used as [tag] in mail)',
							'stagecraft'
						) }
						value={ attributes.name }
						onChange={ ( name: string ) =>
							setAttributes( {
								name: name.replace( /[^A-Za-z0-9_-]/g, '' ),
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Required', 'stagecraft' ) }
						checked={ attributes.required }
						onChange={ ( required: boolean ) =>
							setAttributes( { required } )
						}
					/>
					{ ( TEXT_SETTINGS[ type ] ?? [] ).map( ( key ) => (
						<TextControl
							key={ key }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ LABELS[ key ] ?? key }
							value={ String( attributes[ key ] ) }
							onChange={ ( value: string ) =>
								setAttributes( { [ key ]: value } )
							}
						/>
					) ) }
					{ hasOptions && (
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Options, one a line', 'stagecraft' ) }
							value={ attributes.options.join( '\n' ) }
							onChange={ ( text: string ) =>
								setAttributes( { options: text.split( '\n' ) } )
							}
						/>
					) }
					{ ( type === 'checkbox' || type === 'radio' ) && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Free text with the last option',
								'stagecraft'
							) }
							checked={ attributes.freeText }
							onChange={ ( freeText: boolean ) =>
								setAttributes( { freeText } )
							}
						/>
					) }
					{ type !== 'submit' && type !== 'hidden' && (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __(
								'HTML id of the control',
								'stagecraft'
							) }
							help={ __(
								'Optional. Error messages link to it.',
								'stagecraft'
							) }
							value={ attributes.htmlId }
							onChange={ ( htmlId: string ) =>
								setAttributes( {
									htmlId: htmlId.replace(
										/[^A-Za-z0-9_:.-]/g,
										''
									),
								} )
							}
						/>
					) }
					{ type === 'checkbox' && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Exclusive', 'stagecraft' ) }
							checked={ attributes.exclusive }
							onChange={ ( exclusive: boolean ) =>
								setAttributes( { exclusive } )
							}
						/>
					) }
					{ type === 'acceptance' && (
						<>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ __( 'Optional', 'stagecraft' ) }
								checked={ attributes.optional }
								onChange={ ( optional: boolean ) =>
									setAttributes( { optional } )
								}
							/>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ __(
									'Invert (must stay unticked)',
									'stagecraft'
								) }
								checked={ attributes.invert }
								onChange={ ( invert: boolean ) =>
									setAttributes( { invert } )
								}
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: 1: field type, 2: field name */
					__( '%1$s field "%2$s" — label', 'stagecraft' ),
					type,
					attributes.name
				) }
				value={ attributes.label }
				onChange={ ( label: string ) => setAttributes( { label } ) }
			/>
		</div>
	);
}
