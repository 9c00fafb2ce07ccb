// Additions to the hand-written @wordpress/block-editor types for the form blocks.
declare module '@wordpress/block-editor' {
	import type { ComponentType } from 'react';

	/** Nested blocks of a container block. */
	export const InnerBlocks: ComponentType< Record< string, unknown > > & {
		Content: ComponentType< Record< string, unknown > >;
	};
}
