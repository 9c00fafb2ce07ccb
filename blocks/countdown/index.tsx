import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { countdownEnd, countdownParts } from '../../src/site/countdown-time';
import { timeLeft } from '../../src/site/countdown';
import metadata from './block.json';
import './style.scss';

type Attributes = { date: string; offset: number | null; message: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	const left = countdownParts(
		countdownEnd( attributes.date, attributes.offset ?? 0 ),
		Date.now()
	);
	return (
		<div { ...useBlockProps( { className: 'stagecraft-countdown' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Countdown', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="datetime-local"
						label={ __( 'Ends at', 'stagecraft' ) }
						value={ attributes.date }
						onChange={ ( date: string ) =>
							setAttributes( { date } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						step={ 0.5 }
						label={ __(
							'Time zone (hours from UTC)',
							'stagecraft'
						) }
						help={ __(
							'Empty: the site’s time zone.',
							'stagecraft'
						) }
						value={
							attributes.offset === null
								? ''
								: String( attributes.offset )
						}
						onChange={ ( value: string ) =>
							setAttributes( {
								offset:
									value === '' ||
									! Number.isFinite( Number( value ) )
										? null
										: Number( value ),
							} )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Message when it is over', 'stagecraft' ) }
						placeholder={ __( 'The wait is over.', 'stagecraft' ) }
						value={ attributes.message }
						onChange={ ( message: string ) =>
							setAttributes( { message } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p>
				{ left
					? timeLeft( left )
					: attributes.message ||
						__( 'The wait is over.', 'stagecraft' ) }
			</p>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
