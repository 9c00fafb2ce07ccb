/** Spec section 9: minimum heights the layer scale is computed from. */
export const MIN_SCALING_HEIGHT = { mobile: 320, desktop: 640 } as const;
/** Spec section 9: the device pixel ratio is clamped between 1 and 2. */
export const DPR_RANGE = [ 1, 2 ] as const;

export interface ScaleInput {
	/** The module's content box. */
	width: number;
	height: number;
	/** The level's grid (settings.size width and height at the level). */
	gridWidth: number;
	gridHeight: number;
	/** Device level index; 4 is mobile. */
	level: number;
	fullHeight: boolean;
	upscaling: boolean;
}

/**
 * How much the layer grid is scaled to fit the module box: by width, and by
 * height too when the box is shorter than the grid. A full-height module is
 * never scaled below its minimum scaling height (320 mobile, 640 otherwise),
 * so short landscape screens keep readable layers. Above 1 only with upscaling.
 *
 * @param input Box, grid and options.
 */
export function layerScale( input: ScaleInput ): number {
	if ( input.gridWidth <= 0 || input.gridHeight <= 0 || input.width <= 0 ) {
		return 1;
	}
	const byWidth = input.width / input.gridWidth;
	const minHeight =
		input.level >= 4
			? MIN_SCALING_HEIGHT.mobile
			: MIN_SCALING_HEIGHT.desktop;
	const height = input.fullHeight
		? Math.max( input.height, Math.min( minHeight, input.gridHeight ) )
		: input.height;
	const byHeight = height > 0 ? height / input.gridHeight : byWidth;
	const scale = Math.min( byWidth, byHeight );
	return input.upscaling ? scale : Math.min( 1, scale );
}

/**
 * The device pixel ratio used for image choices, clamped to 1–2.
 *
 * @param ratio window.devicePixelRatio.
 */
export function clampDpr( ratio: number | undefined ): number {
	const value = Number.isFinite( ratio ) && ratio ? ratio : 1;
	return Math.min( DPR_RANGE[ 1 ], Math.max( DPR_RANGE[ 0 ], value ) );
}
