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
import {
	MENU_BREAKPOINT_MIN,
	STICKY_LOGO_MAX,
	STICKY_LOGO_MIN,
} from '../../src/schema/site';
import metadata from './block.json';

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
	layout: string;
	submenuMode: string;
	menuTabs: boolean;
	searchOverlay: boolean;
	backToTop: boolean;
};

// The choices and defaults are declared once, in block.json.
const { layout, submenuMode, mobileBreakpoint, stickyLogoHeight } =
	metadata.attributes;

/**
 * The value if it is one of the choices, else the default.
 *
 * @param choices         The attribute's declaration.
 * @param choices.enum    Its values.
 * @param choices.default Its default.
 * @param value           The chosen value.
 */
const choose = (
	choices: { enum: string[]; default: string },
	value: string
): string => ( choices.enum.includes( value ) ? value : choices.default );

/** What the editor reads for each layout of block.json. */
const layoutLabels = (): Record< string, string > => ( {
	classic: __( 'Classic bar', 'stagecraft' ),
	'creative-side': __( 'Creative: side column', 'stagecraft' ),
	'creative-overlay': __(
		'Creative: full-screen overlay menu',
		'stagecraft'
	),
	burger: __( 'Burger sidebar', 'stagecraft' ),
	side: __( 'Side menu', 'stagecraft' ),
} );

/** What the editor reads for each submenu mode of block.json. */
const submenuLabels = (): Record< string, string > => ( {
	nested: __( 'Always shown', 'stagecraft' ),
	toggle: __( 'Toggled', 'stagecraft' ),
	replace: __( 'Replace the list (breadcrumb back links)', 'stagecraft' ),
} );

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
						options={ layout.enum.map( ( value ) => ( {
							value,
							label: layoutLabels()[ value ] ?? value,
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								layout: choose( layout, value ),
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
						options={ submenuMode.enum.map( ( value ) => ( {
							value,
							label: submenuLabels()[ value ] ?? value,
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								submenuMode: choose( submenuMode, value ),
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
						min={ MENU_BREAKPOINT_MIN }
						max={ 1920 }
						value={ attributes.mobileBreakpoint }
						onChange={ ( value?: number ) =>
							setAttributes( {
								mobileBreakpoint:
									value ?? mobileBreakpoint.default,
							} )
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
						min={ STICKY_LOGO_MIN }
						max={ STICKY_LOGO_MAX }
						value={ attributes.stickyLogoHeight }
						onChange={ ( value?: number ) =>
							setAttributes( {
								stickyLogoHeight:
									value ?? stickyLogoHeight.default,
							} )
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
