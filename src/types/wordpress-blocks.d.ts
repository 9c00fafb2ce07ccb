// @wordpress/blocks and @wordpress/block-editor ship no types; these cover
// only what Stagecraft uses. Delete once @types/wordpress__blocks is installed.
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	export interface BlockEditProps< A extends object > {
		attributes: A;
		setAttributes( next: Partial< A > ): void;
		clientId: string;
		isSelected: boolean;
		className?: string;
	}

	export interface BlockSettings< A extends object > {
		edit: ComponentType< BlockEditProps< A > >;
		save: ComponentType< { attributes: A } >;
	}

	/** Registers a block from its block.json metadata. */
	export function registerBlockType< A extends object >(
		metadata: { name: string } & Record< string, unknown >,
		settings: BlockSettings< A >
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** Fills the block's settings sidebar. */
	export const InspectorControls: ComponentType< { children?: ReactNode } >;

	/** Nested blocks; Content prints the saved ones. */
	export const InnerBlocks: ComponentType< Record< string, unknown > > & {
		Content: ComponentType< Record< string, unknown > >;
	};

	/** Editable rich text; `value` is its HTML. */
	export const RichText: ComponentType< {
		tagName: string;
		value: string;
		onChange: ( value: string ) => void;
		className?: string;
		placeholder?: string;
		allowedFormats?: string[];
	} >;

	/** The media library: `render` draws what opens it. */
	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		value?: number;
		onSelect: ( media: { id: number } ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;

	/** Renders its children only for users who may upload. */
	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown > & { className: string };
}
