import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
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
	secondaryMenu: string;
	layout:
		'classic' | 'creative-side' | 'creative-overlay' | 'burger' | 'side';
	submenuMode: 'nested' | 'toggle' | 'replace';
	menuTabs: boolean;
	searchOverlay: boolean;
	backToTop: boolean;
};

const LAYOUTS: Array< Attributes[ 'layout' ] > = [
	'classic',
	'creative-side',
	'creative-overlay',
	'burger',
	'side',
];
const MODES: Array< Attributes[ 'submenuMode' ] > = [
	'nested',
	'toggle',
	'replace',
];

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
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Secondary menu (slug)', 'stagecraft' ) }
						value={ attributes.secondaryMenu }
						onChange={ ( secondaryMenu: string ) =>
							setAttributes( { secondaryMenu } )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Header layout', 'stagecraft' ) }
						value={ attributes.layout }
						options={ [
							{
								label: __( 'Classic bar', 'stagecraft' ),
								value: 'classic',
							},
							{
								label: __(
									'Creative: side column',
									'stagecraft'
								),
								value: 'creative-side',
							},
							{
								label: __(
									'Creative: full-screen overlay menu',
									'stagecraft'
								),
								value: 'creative-overlay',
							},
							{
								label: __( 'Burger sidebar', 'stagecraft' ),
								value: 'burger',
							},
							{
								label: __( 'Side menu', 'stagecraft' ),
								value: 'side',
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								layout:
									LAYOUTS.find( ( l ) => l === value ) ??
									'classic',
							} )
						}
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Submenus in the side slide',
							'stagecraft'
						) }
						value={ attributes.submenuMode }
						options={ [
							{
								label: __( 'Always shown', 'stagecraft' ),
								value: 'nested',
							},
							{
								label: __( 'Toggled', 'stagecraft' ),
								value: 'toggle',
							},
							{
								label: __(
									'Replace the list (breadcrumb back links)',
									'stagecraft'
								),
								value: 'replace',
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								submenuMode:
									MODES.find( ( m ) => m === value ) ??
									'nested',
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Main and secondary menus as tabs in the side slide',
							'stagecraft'
						) }
						checked={ attributes.menuTabs }
						onChange={ ( menuTabs: boolean ) =>
							setAttributes( { menuTabs } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Search overlay button', 'stagecraft' ) }
						checked={ attributes.searchOverlay }
						onChange={ ( searchOverlay: boolean ) =>
							setAttributes( { searchOverlay } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Scroll-to-top button', 'stagecraft' ) }
						checked={ attributes.backToTop }
						onChange={ ( backToTop: boolean ) =>
							setAttributes( { backToTop } )
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
