import type { Gradient, GradientStop } from '../schema/gradient';

/**
 * Easings a gradient may name. Between two stops the colour follows the
 * curve instead of a straight line: extra stops are inserted along it.
 */
export const GRADIENT_EASINGS: Record< string, ( t: number ) => number > = {
	none: ( t ) => t,
	linear: ( t ) => t,
	easein: ( t ) => t * t,
	easeout: ( t ) => 1 - ( 1 - t ) * ( 1 - t ),
	easeinout: ( t ) => t * t * ( 3 - 2 * t ),
	sine: ( t ) => ( 1 - Math.cos( Math.PI * t ) ) / 2,
};

/** Stops inserted between two colours of an eased gradient. */
export const EASED_STEPS = 8;

const round = ( value: number, digits = 3 ) =>
	Math.round( value * 10 ** digits ) / 10 ** digits;

/**
 * The CSS colour of a stop; strength (0..100) scales its opacity.
 *
 * @param stop     The stop.
 * @param strength Percent of the stop's alpha kept.
 */
export function stopColor( stop: GradientStop, strength = 100 ): string {
	const alpha = round(
		( ( stop.a ?? 1 ) * Math.min( 100, Math.max( 0, strength ) ) ) / 100
	);
	return `rgba(${ stop.r }, ${ stop.g }, ${ stop.b }, ${ alpha })`;
}

const mix = (
	from: GradientStop,
	to: GradientStop,
	t: number,
	e: number
) => ( {
	p: round( from.p + ( to.p - from.p ) * t, 2 ),
	r: Math.round( from.r + ( to.r - from.r ) * e ),
	g: Math.round( from.g + ( to.g - from.g ) * e ),
	b: Math.round( from.b + ( to.b - from.b ) * e ),
	a: round( ( from.a ?? 1 ) + ( ( to.a ?? 1 ) - ( from.a ?? 1 ) ) * e ),
} );

// Eased gradients get intermediate stops: the position moves evenly, the colour by the curve.
function easedStops( stops: GradientStop[], easing: string ): GradientStop[] {
	const curve =
		GRADIENT_EASINGS[ easing.replace( /[-_\s]/g, '' ).toLowerCase() ];
	if ( ! curve || curve === GRADIENT_EASINGS.none || stops.length < 2 ) {
		return stops;
	}
	const out: GradientStop[] = [ stops[ 0 ] ];
	for ( let i = 1; i < stops.length; i++ ) {
		for ( let step = 1; step < EASED_STEPS; step++ ) {
			const t = step / EASED_STEPS;
			out.push( mix( stops[ i - 1 ], stops[ i ], t, curve( t ) ) );
		}
		out.push( stops[ i ] );
	}
	return out;
}

/**
 * The CSS background of a gradient (spec section 3): linear at its angle
 * (default 180deg, top to bottom), radial from the centre, or solid (the
 * first stop's colour). Empty when it has no stops.
 *
 * @param gradient The gradient.
 */
export function gradientCss( gradient: Gradient ): string {
	const strength = gradient.strength ?? 100;
	const stops = [ ...gradient.colors ].sort( ( a, b ) => a.p - b.p );
	if ( stops.length === 0 ) {
		return '';
	}
	if ( gradient.type === 'solid' ) {
		return stopColor( stops[ 0 ], strength );
	}
	// CSS needs two stops; one colour is a flat gradient.
	const list = easedStops(
		stops.length === 1 ? [ stops[ 0 ], { ...stops[ 0 ], p: 100 } ] : stops,
		gradient.easing ?? 'none'
	)
		.map( ( stop ) => `${ stopColor( stop, strength ) } ${ stop.p }%` )
		.join( ', ' );
	return gradient.type === 'radial'
		? `radial-gradient(ellipse at center, ${ list })`
		: `linear-gradient(${ gradient.angle ?? 180 }deg, ${ list })`;
}
