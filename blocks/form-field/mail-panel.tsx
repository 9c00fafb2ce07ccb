/**
 * The Mail and Mail (2) panels of the contact form editor: to, from, subject, reply-to,
 * additional headers, body, attachments and HTML, saved in the form's settings meta. Messages
 * appear beside each control as the editor types; the server refuses the same mistakes on save
 * (a 400 shown by the editor as a notice), so an edit is never lost.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	Notice,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';
import type { ComponentType, ReactNode } from 'react';
import {
	flag,
	MAIL_PARTS,
	parseSettings,
	validateMailSettings,
} from '../../src/forms/mail-settings';
import type {
	FormSettings,
	Mail,
	MailPart,
} from '../../src/forms/mail-settings';

const META = 'stagecraft_form_settings';
const POST_TYPE = 'stagecraft_form';

interface Block {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: Block[];
}

interface EditorSelectors {
	getCurrentPostType: () => string;
	getEditedPostAttribute: (
		key: 'meta'
	) => Record< string, unknown > | undefined;
}

interface PanelProps {
	name: string;
	title: string;
	className?: string;
	children?: ReactNode;
}

// Read at render time: importing @wordpress/editor would load it on the widgets screen too.
function documentPanel(): ComponentType< PanelProps > | undefined {
	return (
		window as unknown as {
			wp?: {
				editor?: {
					PluginDocumentSettingPanel?: ComponentType< PanelProps >;
				};
			};
		}
	 ).wp?.editor?.PluginDocumentSettingPanel;
}

const LABELS: Record< MailPart, string > = {
	to: __( 'To', 'stagecraft' ),
	from: __( 'From', 'stagecraft' ),
	subject: __( 'Subject', 'stagecraft' ),
	reply_to: __( 'Reply-To', 'stagecraft' ),
	additional_headers: __(
		'Additional headers (one "Name: value" a line)',
		'stagecraft'
	),
	body: __( 'Message body', 'stagecraft' ),
	attachments: __( 'File attachments ([file-field] tags)', 'stagecraft' ),
};

// The message of each submission status; empty keeps the default (php/Forms/Messages.php).
const MESSAGES: [ string, string, string ][] = [
	[
		'mail_sent_ok',
		__( 'Sent', 'stagecraft' ),
		__( 'Thank you for your message. It has been sent.', 'stagecraft' ),
	],
	[
		'mail_sent_ng',
		__( 'Mail failed', 'stagecraft' ),
		__(
			'There was an error trying to send your message. Please try again later.',
			'stagecraft'
		),
	],
	[
		'validation_error',
		__( 'Invalid fields', 'stagecraft' ),
		__(
			'One or more fields have an error. Please check and try again.',
			'stagecraft'
		),
	],
	[
		'accept_terms',
		__( 'Terms not accepted', 'stagecraft' ),
		__(
			'You must accept the terms and conditions before sending your message.',
			'stagecraft'
		),
	],
	[
		'spam',
		__( 'Spam', 'stagecraft' ),
		__(
			'There was an error trying to send your message. Please try again later.',
			'stagecraft'
		),
	],
];

// Core's controls drop their bottom margin (__nextHasNoMarginBottom); the gap comes from here.
const STACK = { display: 'grid', gap: '16px' };

const MULTILINE: MailPart[] = [ 'additional_headers', 'body', 'attachments' ];

function fieldsOf(
	blocks: Block[],
	out: { names: string[]; files: string[] }
) {
	blocks.forEach( ( block ) => {
		const { name, type } = block.attributes;
		if (
			block.name === 'stagecraft/form-field' &&
			typeof name === 'string' &&
			name &&
			type !== 'submit'
		) {
			out.names.push( name );
			if ( type === 'file' ) {
				out.files.push( name );
			}
		}
		fieldsOf( block.innerBlocks ?? [], out );
	} );
	return out;
}

function FieldError( { message }: { message: string } ) {
	return message ? (
		<span className="stagecraft-mail-error" style={ { color: '#cc1818' } }>
			{ message }
		</span>
	) : null;
}

function MailPanels( {
	Panel,
}: {
	Panel: ComponentType< PanelProps >;
} ): JSX.Element | null {
	const { postType, meta, blocks } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		const blockEditor = select( 'core/block-editor' ) as unknown as {
			getBlocks: () => Block[];
		};
		return {
			postType: editor.getCurrentPostType(),
			meta: editor.getEditedPostAttribute( 'meta' ) ?? {},
			blocks: blockEditor.getBlocks(),
		};
	}, [] );
	const { editPost } = useDispatch( 'core/editor' ) as unknown as {
		editPost: ( edits: { meta: Record< string, unknown > } ) => void;
	};
	if ( postType !== POST_TYPE ) {
		return null;
	}
	const json = typeof meta[ META ] === 'string' ? meta[ META ] : '';
	const parsed = parseSettings( json );
	const settings: FormSettings = parsed ?? {};
	const { names, files } = fieldsOf( blocks, { names: [], files: [] } );
	const errors = validateMailSettings( settings, names, files );
	const update = (
		key: 'mail' | 'mail_2',
		part: keyof Mail,
		value: string | boolean
	) =>
		editPost( {
			meta: {
				...meta,
				[ META ]: JSON.stringify( {
					...settings,
					[ key ]: { ...( settings[ key ] ?? {} ), [ part ]: value },
				} ),
			},
		} );
	const tags = names.map( ( n ) => `[${ n }]` ).join( ' ' );

	const mailPanel = ( key: 'mail' | 'mail_2', title: string ) => {
		const mail: Mail = settings[ key ] ?? {};
		const active = key === 'mail' || flag( mail.active );
		const text = ( part: MailPart ) => {
			const value = mail[ part ];
			return typeof value === 'string' ? value : '';
		};
		return (
			<Panel
				name={ `stagecraft-${ key.replace( '_', '-' ) }` }
				title={ title }
				className="stagecraft-mail-panel"
			>
				{ key === 'mail' && parsed === null && (
					<Notice status="error" isDismissible={ false }>
						{ __(
							'The stored mail settings are not valid JSON; changing them here starts them afresh.',
							'stagecraft'
						) }
					</Notice>
				) }
				{ key === 'mail_2' && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Send a second mail', 'stagecraft' ) }
						checked={ active }
						onChange={ ( on: boolean ) =>
							update( key, 'active', on )
						}
					/>
				) }
				{ active && (
					<div style={ STACK }>
						<p className="stagecraft-mail-tags">
							{ __( 'Tags you can use:', 'stagecraft' ) } { tags }
						</p>
						{ MAIL_PARTS.map( ( part ) => {
							const Control = MULTILINE.includes( part )
								? TextareaControl
								: TextControl;
							return (
								<Control
									key={ part }
									__nextHasNoMarginBottom
									__next40pxDefaultSize
									label={ LABELS[ part ] }
									value={ text( part ) }
									help={
										<FieldError
											message={
												errors[
													`${ key }.${ part }`
												] ?? ''
											}
										/>
									}
									onChange={ ( value: string ) =>
										update( key, part, value )
									}
								/>
							);
						} ) }
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Use HTML content type',
								'stagecraft'
							) }
							checked={ flag( mail.use_html ) }
							onChange={ ( on: boolean ) =>
								update( key, 'use_html', on )
							}
						/>
					</div>
				) }
			</Panel>
		);
	};

	return (
		<>
			{ mailPanel( 'mail', __( 'Mail', 'stagecraft' ) ) }
			{ mailPanel( 'mail_2', __( 'Mail (2)', 'stagecraft' ) ) }
			<Panel
				name="stagecraft-spam"
				title={ __( 'Spam protection', 'stagecraft' ) }
				className="stagecraft-mail-panel"
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Proof-of-work check', 'stagecraft' ) }
					help={ __(
						'The visitor’s browser solves a short calculation before the form is sent: no image to read, nothing sent to another site. Needs JavaScript; visitors without it cannot send the form.',
						'stagecraft'
					) }
					checked={ flag( settings.altcha ) }
					onChange={ ( on: boolean ) =>
						editPost( {
							meta: {
								...meta,
								[ META ]: JSON.stringify( {
									...settings,
									altcha: on,
								} ),
							},
						} )
					}
				/>
			</Panel>
			<Panel
				name="stagecraft-messages"
				title={ __( 'Messages', 'stagecraft' ) }
				className="stagecraft-mail-panel"
			>
				<div style={ STACK }>
					{ MESSAGES.map( ( [ key, label, fallback ] ) => (
						<TextControl
							key={ key }
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ label }
							placeholder={ fallback }
							help={ __(
								'Leave empty for the default shown in the field.',
								'stagecraft'
							) }
							value={ settings.messages?.[ key ] ?? '' }
							onChange={ ( value: string ) =>
								editPost( {
									meta: {
										...meta,
										[ META ]: JSON.stringify( {
											...settings,
											messages: {
												...( settings.messages ?? {} ),
												[ key ]: value,
											},
										} ),
									},
								} )
							}
						/>
					) ) }
				</div>
			</Panel>
		</>
	);
}

registerPlugin( 'stagecraft-form-mail', {
	render: () => {
		const Panel = documentPanel();
		return Panel ? <MailPanels Panel={ Panel } /> : null;
	},
} );
