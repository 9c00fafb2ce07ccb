// Colours as the gradient stores them (r, g, b, a) and as CSS strings, both ways.

export interface Rgba {
	r: number;
	g: number;
	b: number;
	a: number;
}

const clamp = ( value: number, max: number ) =>
	Math.min( max, Math.max( 0, value ) );

/**
 * A CSS colour in hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb()/rgba() as channels; null for
 * anything else (names, hsl, variables).
 *
 * @param css The colour.
 */
export function parseColor( css: string ): Rgba | null {
	const text = css.trim().toLowerCase();
	const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec( text );
	if ( hex ) {
		let digits = hex[ 1 ];
		if ( digits.length <= 4 ) {
			digits = [ ...digits ].map( ( d ) => d + d ).join( '' );
		}
		const channel = ( i: number ) =>
			parseInt( digits.slice( i * 2, i * 2 + 2 ), 16 );
		return {
			r: channel( 0 ),
			g: channel( 1 ),
			b: channel( 2 ),
			a:
				digits.length === 8
					? Math.round( ( channel( 3 ) / 255 ) * 100 ) / 100
					: 1,
		};
	}
	const rgb =
		/^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)(?:\s*[,/]\s*(\d*\.?\d+)(%?))?\s*\)$/.exec(
			text
		);
	if ( ! rgb ) {
		return null;
	}
	let a = rgb[ 4 ] === undefined ? 1 : Number( rgb[ 4 ] );
	if ( rgb[ 5 ] === '%' ) {
		a /= 100;
	}
	return {
		r: clamp( Math.round( Number( rgb[ 1 ] ) ), 255 ),
		g: clamp( Math.round( Number( rgb[ 2 ] ) ), 255 ),
		b: clamp( Math.round( Number( rgb[ 3 ] ) ), 255 ),
		a: clamp( a, 1 ),
	};
}

/**
 * Channels as CSS: hex when opaque, rgba() otherwise.
 *
 * @param color   The channels.
 * @param color.r
 * @param color.g
 * @param color.b
 * @param color.a
 */
export function cssColor( { r, g, b, a }: Rgba ): string {
	if ( a >= 1 ) {
		return (
			'#' +
			[ r, g, b ]
				.map( ( c ) =>
					Math.round( c ).toString( 16 ).padStart( 2, '0' )
				)
				.join( '' )
		);
	}
	return `rgba(${ r }, ${ g }, ${ b }, ${ a })`;
}
