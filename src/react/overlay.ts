import type { CSSProperties } from 'react';
import type { Overlay } from '../schema/overlay';

// Overlay patterns 1 to 16 (spec section 9): CSS gradients drawn over a background, in the
// pattern colour `c` on `bgc` (transparent by default), `size` px apart, at opacity `o`.

type Pattern = ( c: string, s: number ) => string[];

const line = ( angle: number, c: string, width: number ) =>
	`repeating-linear-gradient(${ angle }deg, ${ c } 0 ${ width }px, transparent ${ width }px 100%)`;

const PATTERNS: Record< number, Pattern > = {
	// Dots: small, then large.
	1: ( c ) => [ `radial-gradient(${ c } 1px, transparent 1.5px)` ],
	2: ( c, s ) => [
		`radial-gradient(${ c } ${ s / 6 }px, transparent ${ s / 6 + 0.5 }px)`,
	],
	// Lines: horizontal, vertical, both (a grid), each diagonal, and crossed.
	3: ( c ) => [ line( 180, c, 1 ) ],
	4: ( c ) => [ line( 90, c, 1 ) ],
	5: ( c ) => [ line( 180, c, 1 ), line( 90, c, 1 ) ],
	6: ( c ) => [ line( 45, c, 1 ) ],
	7: ( c ) => [ line( 135, c, 1 ) ],
	8: ( c ) => [ line( 45, c, 1 ), line( 135, c, 1 ) ],
	// Thick lines: horizontal and vertical stripes.
	9: ( c, s ) => [ line( 180, c, s / 2 ) ],
	10: ( c, s ) => [ line( 90, c, s / 2 ) ],
	// A checkerboard.
	11: ( c ) => [
		`conic-gradient(${ c } 25%, transparent 0 50%, ${ c } 0 75%, transparent 0)`,
	],
	// Dots on a grid, rings, and diamonds.
	12: ( c ) => [
		`radial-gradient(${ c } 1px, transparent 1.5px)`,
		line( 180, c, 1 ),
	],
	13: ( c, s ) => [
		`radial-gradient(transparent ${ s / 4 }px, ${ c } ${ s / 4 }px ${
			s / 4 + 1
		}px, transparent ${ s / 4 + 1.5 }px)`,
	],
	14: ( c ) => [
		`linear-gradient(45deg, ${ c } 25%, transparent 25% 75%, ${ c } 75%)`,
		`linear-gradient(135deg, ${ c } 25%, transparent 25% 75%, ${ c } 75%)`,
	],
	// Triangles, then a fine screen (scanlines).
	15: ( c ) => [ `linear-gradient(45deg, ${ c } 50%, transparent 50%)` ],
	16: ( c ) => [ line( 180, c, 1 ) ],
};

/** Pattern ids (spec section 9: 1 to 16). */
export const OVERLAY_PATTERNS = Object.keys( PATTERNS ).map( Number );

// Only colours reach the style: a value with ; { } or url( is not a colour.
const colour = ( value: string | undefined, fallback: string ) =>
	value && ! /[;{}]|url\(/i.test( value ) ? value : fallback;

/**
 * The style of an overlay's element, or undefined for no (or an unknown) pattern.
 *
 * @param overlay The background's overlay.
 */
export function overlayStyle(
	overlay: Overlay | undefined
): CSSProperties | undefined {
	const pattern = overlay?.pattern ? PATTERNS[ overlay.pattern ] : undefined;
	if ( ! overlay || ! pattern ) {
		return undefined;
	}
	const size = overlay.size && overlay.size > 0 ? overlay.size : 6;
	// Pattern 16 is a screen of 2 px; stripes repeat at their size.
	const tile = overlay.pattern === 16 ? 2 : size;
	return {
		backgroundColor: colour( overlay.bgc, 'transparent' ),
		backgroundImage: pattern(
			colour( overlay.c, 'rgba(0,0,0,0.5)' ),
			size
		).join( ', ' ),
		backgroundSize: `${ tile }px ${ tile }px`,
		opacity: overlay.o ?? 1,
	};
}
