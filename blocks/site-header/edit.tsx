import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type Attributes = {
	menu: string;
	mobileBreakpoint: number;
	sticky: boolean;
	creative: boolean;
	stickyLogoHeight: number;
	retinaLogo: string;
	showSearch: boolean;
	showLanguages: boolean;
};

export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< Attributes > ) {
	return (
		<div
			{ ...useBlockProps( {
				className: 'stagecraft-header-placeholder',
			} ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Header', 'stagecraft' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Menu (slug; empty lists the pages)',
							'stagecraft'
						) }
						value={ attributes.menu }
						onChange={ ( menu: string ) =>
							setAttributes( { menu } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Mobile menu below (px)', 'stagecraft' ) }
						min={ 320 }
						max={ 1920 }
						value={ attributes.mobileBreakpoint }
						onChange={ ( value?: number ) =>
							setAttributes( { mobileBreakpoint: value ?? 1240 } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Sticky header', 'stagecraft' ) }
						checked={ attributes.sticky }
						onChange={ ( sticky: boolean ) =>
							setAttributes( { sticky } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Creative header (never sticky from 768 px)',
							'stagecraft'
						) }
						checked={ attributes.creative }
						onChange={ ( creative: boolean ) =>
							setAttributes( { creative } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Sticky logo height (px)', 'stagecraft' ) }
						min={ 35 }
						max={ 110 }
						value={ attributes.stickyLogoHeight }
						onChange={ ( value?: number ) =>
							setAttributes( { stickyLogoHeight: value ?? 60 } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ __( 'Retina logo address', 'stagecraft' ) }
						value={ attributes.retinaLogo }
						onChange={ ( retinaLogo: string ) =>
							setAttributes( { retinaLogo } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Search in the mobile menu',
							'stagecraft'
						) }
						checked={ attributes.showSearch }
						onChange={ ( showSearch: boolean ) =>
							setAttributes( { showSearch } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Languages in the mobile menu',
							'stagecraft'
						) }
						checked={ attributes.showLanguages }
						onChange={ ( showLanguages: boolean ) =>
							setAttributes( { showLanguages } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p>
				{ __(
					'Site header: logo, main menu and mobile menu (shown on the site).',
					'stagecraft'
				) }
			</p>
		</div>
	);
}
