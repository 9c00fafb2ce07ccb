import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	popupId: string;
	title: string;
	display: string;
	displayDelay: number;
	displayScroll: number;
	displayElement: string;
	cookie: string;
	cookieDays: number;
	hideDelay: number;
	closeButtonDelay: number;
	blur: boolean;
};

const DISPLAYS = [
	{ value: 'on-start', label: __( 'On start', 'stagecraft' ) },
	{ value: 'start-delay', label: __( 'After a delay', 'stagecraft' ) },
	{ value: 'on-scroll', label: __( 'On scroll', 'stagecraft' ) },
	{
		value: 'scroll-to-element',
		label: __( 'On scrolling to an element', 'stagecraft' ),
	},
	{ value: 'on-exit', label: __( 'On exit intent', 'stagecraft' ) },
	{ value: 'trigger', label: __( 'Only from a link', 'stagecraft' ) },
];
const COOKIES = [
	{ value: 'none', label: __( 'Show every time', 'stagecraft' ) },
	{ value: 'one-time', label: __( 'Show once (365 days)', 'stagecraft' ) },
	{
		value: 'cookie-based',
		label: __( 'Again after some days', 'stagecraft' ),
	},
];

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	const text = (
		key: keyof Attributes,
		label: string,
		type: 'text' | 'number' = 'text'
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type={ type }
			label={ label }
			value={ String( attributes[ key ] ) }
			onChange={ ( value: string ) =>
				setAttributes( {
					[ key ]: type === 'number' ? Number( value ) : value,
				} )
			}
		/>
	);
	return (
		<div
			{ ...useBlockProps( { className: 'stagecraft-popup is-preview' } ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Popup', 'stagecraft' ) }>
					{ text( 'popupId', __( 'Popup ID', 'stagecraft' ) ) }
					{ text( 'title', __( 'Title', 'stagecraft' ) ) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Show', 'stagecraft' ) }
						value={ attributes.display }
						options={ DISPLAYS }
						onChange={ ( display: string ) =>
							setAttributes( { display } )
						}
					/>
					{ text(
						'displayDelay',
						__( 'Delay (seconds)', 'stagecraft' ),
						'number'
					) }
					{ text(
						'displayScroll',
						__( 'Scroll distance (px)', 'stagecraft' ),
						'number'
					) }
					{ text(
						'displayElement',
						__( 'Element (CSS selector)', 'stagecraft' )
					) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'After closing', 'stagecraft' ) }
						value={ attributes.cookie }
						options={ COOKIES }
						onChange={ ( cookie: string ) =>
							setAttributes( { cookie } )
						}
					/>
					{ text(
						'cookieDays',
						__( 'Days', 'stagecraft' ),
						'number'
					) }
					{ text(
						'hideDelay',
						__(
							'Close by itself after (seconds, 0 never)',
							'stagecraft'
						),
						'number'
					) }
					{ text(
						'closeButtonDelay',
						__(
							'Show the close button after (seconds)',
							'stagecraft'
						),
						'number'
					) }
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Blur the page behind', 'stagecraft' ) }
						checked={ attributes.blur }
						onChange={ ( blur: boolean ) =>
							setAttributes( { blur } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks />
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	// The content is saved; render.php wraps it in the dialog.
	save: () => <InnerBlocks.Content />,
} );
