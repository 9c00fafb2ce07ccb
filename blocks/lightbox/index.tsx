import { registerBlockType } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import * as blockEditor from '@wordpress/block-editor';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import metadata from './block.json';
import './core-setting';
import './style.scss';

type Kind = 'auto' | 'image' | 'video' | 'mp4' | 'inline' | 'pdf' | 'ajax';

type Attributes = {
	url: string;
	kind: Kind;
	label: string;
	gallery: string;
	caption: string;
	thumbnailId: number;
	thumbnailUrl: string;
	thumbnailAlt: string;
};

type Media = { id: number; url: string; alt?: string };

// The media library's picker; its types are missing from @wordpress/block-editor's.
const { MediaUpload, MediaUploadCheck } = blockEditor as unknown as {
	MediaUpload: ComponentType< {
		allowedTypes: string[];
		value: number;
		onSelect: ( media: Media ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;
	MediaUploadCheck: ComponentType< { children: ReactNode } >;
};

const KIND_OPTIONS: { value: Kind; label: string }[] = [
	{ value: 'auto', label: __( 'From the address', 'stagecraft' ) },
	{ value: 'image', label: __( 'Image', 'stagecraft' ) },
	{ value: 'video', label: __( 'YouTube or Vimeo', 'stagecraft' ) },
	{ value: 'mp4', label: __( 'Video file', 'stagecraft' ) },
	{ value: 'inline', label: __( 'Element on this page', 'stagecraft' ) },
	{ value: 'pdf', label: __( 'PDF', 'stagecraft' ) },
	{ value: 'ajax', label: __( 'Page of this site', 'stagecraft' ) },
];

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	const text = (
		key: 'url' | 'label' | 'gallery' | 'caption',
		label: string,
		help?: string
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
		/>
	);
	return (
		<div { ...useBlockProps( { className: 'stagecraft-lightbox' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Lightbox', 'stagecraft' ) }>
					{ text(
						'url',
						__( 'Address', 'stagecraft' ),
						__(
							'An image, a YouTube or Vimeo address, an mp4 file, a PDF, #id of an element on this page, or a page of this site.',
							'stagecraft'
						)
					) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Opens as', 'stagecraft' ) }
						value={ attributes.kind }
						options={ KIND_OPTIONS }
						onChange={ ( kind: string ) =>
							setAttributes( { kind: kind as Kind } )
						}
					/>
					{ text( 'label', __( 'Link text', 'stagecraft' ) ) }
					{ text(
						'gallery',
						__( 'Gallery name', 'stagecraft' ),
						__(
							'Links with the same name step through together.',
							'stagecraft'
						)
					) }
					{ text( 'caption', __( 'Caption', 'stagecraft' ) ) }
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							value={ attributes.thumbnailId }
							onSelect={ ( media: Media ) =>
								setAttributes( {
									thumbnailId: media.id,
									thumbnailUrl: media.url,
									thumbnailAlt: media.alt ?? '',
								} )
							}
							render={ ( { open }: { open: () => void } ) => (
								<Button variant="secondary" onClick={ open }>
									{ __( 'Choose a thumbnail', 'stagecraft' ) }
								</Button>
							) }
						/>
					</MediaUploadCheck>
				</PanelBody>
			</InspectorControls>
			{ attributes.thumbnailUrl ? (
				<img
					src={ attributes.thumbnailUrl }
					alt={ attributes.thumbnailAlt }
				/>
			) : (
				<span className="stagecraft-lightbox__label">
					{ attributes.label ||
						__( 'Open in lightbox', 'stagecraft' ) }
				</span>
			) }
		</div>
	);
}

registerBlockType< Attributes >( metadata, {
	edit: Edit,
	save: () => null,
} );
