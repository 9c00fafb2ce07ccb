import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { isAccordionOpen } from '../../src/site/accordion-rules';
import type { AccordionOpen } from '../../src/site/accordion-rules';
import metadata from './block.json';
import './style.scss';

type Attributes = { open: AccordionOpen; openAtLoad: number };

const ITEM = 'stagecraft/accordion-item';

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-accordion' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Opening', 'stagecraft' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Items open', 'stagecraft' ) }
						value={ attributes.open }
						options={ [
							{
								value: 'one',
								label: __(
									'One at a time (opening one closes the others)',
									'stagecraft'
								),
							},
							{
								value: 'several',
								label: __(
									'Several at once (each item on its own)',
									'stagecraft'
								),
							},
							{
								value: 'all',
								label: __(
									'All, always (items cannot be closed)',
									'stagecraft'
								),
							},
						] }
						onChange={ ( open: string ) =>
							isAccordionOpen( open ) && setAttributes( { open } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 0 }
						label={ __(
							'Item open at load (1 is the first; empty for none)',
							'stagecraft'
						) }
						value={
							attributes.openAtLoad < 0
								? ''
								: String( attributes.openAtLoad + 1 )
						}
						onChange={ ( value: string ) =>
							setAttributes( {
								openAtLoad:
									value === '' || Number( value ) < 1
										? -1
										: Math.floor( Number( value ) ) - 1,
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks
				allowedBlocks={ [ ITEM ] }
				template={ [
					[ ITEM, {} ],
					[ ITEM, {} ],
				] }
			/>
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
