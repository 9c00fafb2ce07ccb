import {
	Button,
	Notice,
	TextareaControl,
	TextControl,
	Toolbar,
	ToolbarButton,
} from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	clearFormats,
	droppedTags,
	toggleFormat,
	type Format,
	type Selection,
} from '../values/rich-text';

/**
 * A layer's text with WordPress's core formats (bold, italic, link) as inline tags. The block
 * editor's RichText is not on this screen, so the text is edited as HTML and the toolbar wraps
 * the selection in tags the server's wp_kses keeps (php/Storage/RichText.php); other tags are
 * named before saving removes them.
 *
 * @param props          Field props.
 * @param props.label    Visible label.
 * @param props.field    The module field, e.g. content.text.
 * @param props.value    The text.
 * @param props.onChange Called with the new text.
 */
export function RichTextField( {
	label,
	field,
	value,
	onChange,
}: {
	label: string;
	field: string;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	const wrap = useRef< HTMLDivElement >( null );
	const [ href, setHref ] = useState< string | null >( null );
	const selection = (): Selection => {
		const area = wrap.current?.querySelector( 'textarea' );
		return {
			text: value,
			start: area?.selectionStart ?? value.length,
			end: area?.selectionEnd ?? value.length,
		};
	};
	const apply = ( next: Selection ) => {
		onChange( next.text );
		// Keep the same words selected once the new text is in.
		window.requestAnimationFrame( () => {
			const area = wrap.current?.querySelector( 'textarea' );
			area?.focus();
			area?.setSelectionRange( next.start, next.end );
		} );
	};
	const format = ( tag: Format, attributes?: Record< string, string > ) =>
		apply( toggleFormat( selection(), tag, attributes ) );
	const dropped = droppedTags( value );
	return (
		<div className="stagecraft-editor__rich-text" ref={ wrap }>
			<Toolbar label={ __( 'Text formats', 'stagecraft' ) }>
				<ToolbarButton onClick={ () => format( 'strong' ) }>
					{ __( 'Bold', 'stagecraft' ) }
				</ToolbarButton>
				<ToolbarButton onClick={ () => format( 'em' ) }>
					{ __( 'Italic', 'stagecraft' ) }
				</ToolbarButton>
				<ToolbarButton
					isPressed={ href !== null }
					onClick={ () => setHref( href === null ? '' : null ) }
				>
					{ __( 'Link', 'stagecraft' ) }
				</ToolbarButton>
				<ToolbarButton
					onClick={ () => apply( clearFormats( selection() ) ) }
				>
					{ __( 'Clear formatting', 'stagecraft' ) }
				</ToolbarButton>
			</Toolbar>
			{ href !== null && (
				<div className="stagecraft-editor__rich-link">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ __(
							'Link address for the selected words',
							'stagecraft'
						) }
						value={ href }
						onChange={ setHref }
					/>
					<Button
						variant="secondary"
						disabled={ href.trim() === '' }
						onClick={ () => {
							format( 'a', { href: href.trim() } );
							setHref( null );
						} }
					>
						{ __( 'Apply link', 'stagecraft' ) }
					</Button>
				</div>
			) }
			<TextareaControl
				__nextHasNoMarginBottom
				label={ label }
				help={ sprintf(
					/* translators: %s: the module field, e.g. content.text */
					__(
						'%s: inline formatting and links are kept (strong, em, a, span, br…); other tags are removed when saving.',
						'stagecraft'
					),
					field
				) }
				value={ value }
				onChange={ onChange }
			/>
			{ dropped.length > 0 && (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: tag names, e.g. div, script */
						__(
							'These tags will be removed when saving: %s.',
							'stagecraft'
						),
						dropped.join( ', ' )
					) }
				</Notice>
			) }
		</div>
	);
}
