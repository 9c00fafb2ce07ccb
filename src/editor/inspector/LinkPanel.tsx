import {
	CheckboxControl,
	Notice,
	PanelBody,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useEditor } from '../use-editor';
import { linkOf, refusedUrl, withLink, type LayerLink } from '../values/link';

/**
 * A button or image layer's link: a link action (a: link, evt: click) that the runtime and the server's
 * first-slide markup render as a real <a>. Text layers link words with the Link format of their
 * text instead.
 */
export function LinkPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || ( layer.type !== 'button' && layer.type !== 'image' ) ) {
		return null;
	}
	const link = linkOf( layer.actions );
	const change = ( fields: Partial< LayerLink >, key?: string ) =>
		editLayer(
			( l ) => ( { ...l, actions: withLink( l.actions, fields ) } ),
			key
		);
	return (
		<PanelBody
			title={ __( 'Button link', 'stagecraft' ) }
			initialOpen={ false }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'Link address (URL)', 'stagecraft' ) }
				help={ __(
					'actions: a link action (a link, evt click), field link. Empty: no link.',
					'stagecraft'
				) }
				value={ link.url }
				onChange={ ( url: string ) =>
					change( { url }, `link-${ layer.id }` )
				}
			/>
			{ refusedUrl( link.url ) && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'This address will be refused when saving: links may use http, https, mailto, tel and the other protocols WordPress allows, or be relative.',
						'stagecraft'
					) }
				</Notice>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Open in a new window', 'stagecraft' ) }
				help={ __(
					'target _blank; the link then gets rel noopener',
					'stagecraft'
				) }
				disabled={ ! link.url }
				checked={ link.newWindow }
				onChange={ ( newWindow: boolean ) => change( { newWindow } ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Ask search engines not to follow it',
					'stagecraft'
				) }
				help={ __(
					'flw nofollow: the link gets rel nofollow',
					'stagecraft'
				) }
				disabled={ ! link.url }
				checked={ link.nofollow }
				onChange={ ( nofollow: boolean ) => change( { nofollow } ) }
			/>
		</PanelBody>
	);
}
