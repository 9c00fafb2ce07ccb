import { createContext, useContext } from '@wordpress/element';

export interface LayoutView {
	/** Device level index: 0 largedesktop … 4 mobile. */
	level: number;
	/** Inside the block editor (spec section 6: some drawing is skipped). */
	editMode: boolean;
}

export const LayoutContext = createContext< LayoutView >( {
	level: 0,
	editMode: false,
} );

export const useLayoutView = () => useContext( LayoutContext );
