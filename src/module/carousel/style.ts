import type { Carousel } from '../../schema/settings/carousel';
import { windowOf } from './math';

// Numbers as the server prints them: at most four decimals.
const css = ( value: number ) => String( Number( value.toFixed( 4 ) ) );

/** A 2D spin without an angle set: a gentle arc. */
export const DEFAULT_SPIN_2D = 20;

export interface CarouselStyle {
	/** Classes of the module element. */
	classes: string[];
	/** Custom properties of the stage, read by the carousel's stylesheet. */
	properties: Record< string, string >;
}

/**
 * The spin angle between neighbours: as set (normalised), else a closed ring for 3D and a
 * gentle arc for 2D; 0 for no spin.
 *
 * @param settings Normalised carousel settings.
 * @param count    Number of slides.
 */
export function spinAngle( settings: Carousel, count: number ): number {
	if ( settings.spin === 'off' ) {
		return 0;
	}
	const ring = 360 / Math.max( 1, count );
	return (
		settings.spinA ??
		( settings.spin === '3d' ? ring : Math.min( DEFAULT_SPIN_2D, ring ) )
	);
}

/** The layout numbers the carousel sets per device level, in the order they are printed. */
const LEVEL_PROPERTIES = [
	'maxv',
	'space',
	'lo',
	'hi',
	'k',
	'justify',
	'stretch',
] as const;

/**
 * The layout numbers of each device level, suffixed with the level (0 largedesktop … 4
 * mobile); a level equal to the one above it is left out, and the stylesheet's media
 * queries fall back to the level above. Justify and stretch are 1 or 0 (the stylesheet
 * weighs the slide lengths by them); align is in the window (lo, hi).
 *
 * @param settings Normalised carousel settings.
 */
export function levelProperties(
	settings: Carousel
): Record< string, string > {
	const levels = settings.maxV.map( ( maxV, level ) => {
		const { lo, hi } = windowOf(
			maxV,
			settings.align[ level ] ?? 'center'
		);
		return {
			maxv: String( maxV ),
			space: `${ css( settings.space[ level ] ?? 0 ) }px`,
			lo: String( lo ),
			hi: String( hi ),
			k: String( Math.max( 1, -lo, hi ) ),
			justify: settings.justify[ level ] ? '1' : '0',
			stretch: settings.stretch[ level ] ? '1' : '0',
		};
	} );
	const properties: Record< string, string > = {};
	LEVEL_PROPERTIES.forEach( ( name ) =>
		levels.forEach( ( level, index ) => {
			if (
				index === 0 ||
				level[ name ] !== levels[ index - 1 ][ name ]
			) {
				properties[ `--stagecraft-${ name }${ index }` ] =
					level[ name ];
			}
		} )
	);
	return properties;
}

/**
 * The classes and stage properties the stylesheet lays the carousel out by; the server
 * prints the same (php/Blocks/CarouselMarkup.php), so its first window matches at every
 * device level.
 *
 * @param settings Normalised carousel settings.
 * @param count    Number of slides.
 */
export function carouselStyle(
	settings: Carousel,
	count: number
): CarouselStyle {
	const angle = spinAngle( settings, count );
	const spin = angle === 0 ? 'off' : settings.spin;
	const showAll =
		settings.showAllLayers === true || settings.showAllLayers === 'all';
	const classes = [
		'is-carousel',
		settings.direction === 'vertical' && 'is-carousel-vertical',
		spin !== 'off' && `is-spin-${ spin }`,
		! showAll && 'is-individual',
	].filter( ( name ): name is string => typeof name === 'string' );
	return {
		classes,
		properties: {
			...levelProperties( settings ),
			'--stagecraft-min-scale': css( settings.scale / 100 ),
			'--stagecraft-rotation': css( settings.rotation ?? 0 ),
			'--stagecraft-fade': css( ( settings.opacity ?? 100 ) / 100 ),
			'--stagecraft-spin': css( angle ),
		},
	};
}
