// Gradient edits (spec section 3, Gradient: type, angle, colour stops with position and rgba).
import type { Gradient, GradientStop } from '../../schema/gradient';
import { cssColor, parseColor } from './color';

/** A new gradient: top to bottom, from a dark blue to transparent. */
export const defaultGradient = (): Gradient => ( {
	type: 'linear',
	angle: 180,
	colors: [
		{ p: 0, r: 16, g: 42, b: 67, a: 1 },
		{ p: 100, r: 16, g: 42, b: 67, a: 0 },
	],
	strength: 100,
	easing: 'none',
} );

/**
 * A stop's colour as CSS (hex when opaque).
 *
 * @param stop The stop.
 */
export const stopCss = ( stop: GradientStop ): string =>
	cssColor( { r: stop.r, g: stop.g, b: stop.b, a: stop.a ?? 1 } );

const sorted = ( colors: GradientStop[] ) =>
	[ ...colors ].sort( ( a, b ) => a.p - b.p );

/**
 * The gradient with one stop's colour changed; unchanged when the colour cannot be read.
 *
 * @param gradient The gradient.
 * @param index    The stop.
 * @param css      A hex or rgb(a) colour.
 */
export function withStopColor(
	gradient: Gradient,
	index: number,
	css: string
): Gradient {
	const rgba = parseColor( css );
	if ( ! rgba || ! gradient.colors[ index ] ) {
		return gradient;
	}
	return {
		...gradient,
		colors: gradient.colors.map( ( stop, i ) =>
			i === index ? { ...stop, ...rgba } : stop
		),
	};
}

/**
 * The gradient with one stop moved (0..100), stops kept in order.
 *
 * @param gradient The gradient.
 * @param index    The stop.
 * @param p        Its new position.
 */
export function withStopPosition(
	gradient: Gradient,
	index: number,
	p: number
): Gradient {
	const position = Math.min( 100, Math.max( 0, p ) );
	return {
		...gradient,
		colors: sorted(
			gradient.colors.map( ( stop, i ) =>
				i === index ? { ...stop, p: position } : stop
			)
		),
	};
}

/**
 * The gradient with a stop added halfway along its widest gap, in the colour of the stop
 * before it.
 *
 * @param gradient The gradient.
 */
export function addStop( gradient: Gradient ): Gradient {
	const stops = sorted( gradient.colors );
	if ( stops.length === 0 ) {
		return { ...gradient, colors: defaultGradient().colors };
	}
	let at = stops.length - 1;
	let gap = 100 - stops[ at ].p;
	for ( let i = 1; i < stops.length; i++ ) {
		if ( stops[ i ].p - stops[ i - 1 ].p > gap ) {
			gap = stops[ i ].p - stops[ i - 1 ].p;
			at = i - 1;
		}
	}
	const from = stops[ at ];
	const p = Math.round( from.p + gap / 2 );
	return { ...gradient, colors: sorted( [ ...stops, { ...from, p } ] ) };
}

/**
 * The gradient without one stop; a gradient keeps at least two.
 *
 * @param gradient The gradient.
 * @param index    The stop.
 */
export function removeStop( gradient: Gradient, index: number ): Gradient {
	if ( gradient.colors.length <= 2 ) {
		return gradient;
	}
	return {
		...gradient,
		colors: gradient.colors.filter( ( _, i ) => i !== index ),
	};
}
