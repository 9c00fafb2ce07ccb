import { createContext, useContext } from 'react';
import type { Gradient } from '../schema/gradient';

export interface LayoutView {
	/** Device level index: 0 largedesktop … 4 mobile. */
	level: number;
	/** Inside the block editor (spec section 6: some drawing is skipped). */
	editMode: boolean;
	/** CSS for a gradient, once the gradient feature is loaded. */
	gradientCss?: ( gradient: Gradient ) => string;
	/** Normalised URLs of image files that failed (their <img> is hidden). */
	failedImages: ReadonlySet< string >;
}

export const LayoutContext = createContext< LayoutView >( {
	level: 0,
	editMode: false,
	failedImages: new Set(),
} );

export const useLayoutView = () => useContext( LayoutContext );
