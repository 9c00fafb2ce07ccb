import type { Carousel } from '../../schema/settings/carousel';

/**
 * Visible carousel slides: at least 3 for a 3d spin, otherwise at least 1,
 * capped to the slide count and made odd (down, to stay within the count).
 *
 * @param maxV       Stored maxV.
 * @param spin       Spin mode.
 * @param slideCount Number of slides.
 */
export function carouselMaxVisible(
	maxV: number,
	spin: Carousel[ 'spin' ],
	slideCount: number
): number {
	const least = spin === '3d' ? 3 : 1;
	const visible = Math.min(
		Math.max( Math.floor( maxV ), least ),
		Math.max( 1, slideCount )
	);
	return visible % 2 === 0 ? visible - 1 : visible;
}

/**
 * The spin angle clamped to plus or minus 360 / slide count.
 *
 * @param angle      Stored angle in degrees.
 * @param slideCount Number of slides.
 */
export function carouselSpinAngle( angle: number, slideCount: number ): number {
	if ( slideCount < 1 ) {
		return angle;
	}
	const most = 360 / slideCount;
	return Math.min( most, Math.max( -most, angle ) );
}

/**
 * Carousel settings within the limits of spec section 5, maxV on every device
 * level; the duration is capped at the slide length.
 *
 * @param carousel    Stored carousel settings.
 * @param slideCount  Number of slides.
 * @param slideLength The module's slide length in ms.
 */
export function normaliseCarousel(
	carousel: Carousel,
	slideCount: number,
	slideLength: number
): Carousel {
	return {
		...carousel,
		maxV: carousel.maxV.map( ( maxV ) =>
			carouselMaxVisible( maxV, carousel.spin, slideCount )
		),
		spinA:
			carousel.spinA === undefined
				? undefined
				: carouselSpinAngle( carousel.spinA, slideCount ),
		dur: Math.min( carousel.dur, slideLength ),
	};
}
