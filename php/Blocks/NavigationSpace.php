<?php
/**
 * The space outer navigation takes around a module, reserved by the server so nothing
 * moves when the runtime adds the navigation (CLS 0).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Mirrors outerSpace() of src/module/navigation/place.ts: elements on the same outer side
 * stack in the order arrows, bullets, thumbs, tabs, scrubber, each after its offset (y on
 * top and bottom, x on the sides). Thumbnails scale with the window between 480 and 980 px.
 */
final class NavigationSpace {

	/** Element kinds in stacking order. */
	private const KINDS = array( 'arrows', 'bullets', 'thumbs', 'tabs', 'scrubber' );

	/** Default item sizes in px, as NAV_DEFAULT_SIZE in constants.ts. */
	private const SIZES = array(
		'arrows'   => array( 44, 44 ),
		'bullets'  => array( 24, 24 ),
		'thumbs'   => array( 100, 56 ),
		'tabs'     => array( 200, 60 ),
		'scrubber' => array( 40, 40 ),
	);

	/** Thumbnail scaling: from this width, to this width, at this smallest scale. */
	private const THUMB_FROM      = 480;
	private const THUMB_TO        = 980;
	private const THUMB_MIN_SCALE = 0.5;

	/**
	 * The custom properties reserving outer navigation space, for the module's style attribute.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return string Declarations such as "--stagecraft-outer-bottom:80px;", or ''.
	 */
	public static function style( array $module ): string {
		$css = '';
		foreach ( self::sides( $module ) as $side => $length ) {
			if ( '0px' !== $length ) {
				$css .= ';--stagecraft-outer-' . $side . ':' . $length;
			}
		}
		return $css;
	}

	/**
	 * Reserved length per side.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<string,string> Side => CSS length.
	 */
	public static function sides( array $module ): array {
		$parts    = array(
			'top'    => array(),
			'right'  => array(),
			'bottom' => array(),
			'left'   => array(),
		);
		$settings = (array) ( $module['settings'] ?? array() );
		$type     = (string) ( $settings['type'] ?? $module['type'] ?? 'slider' );
		$slides   = (array) ( $module['slides'] ?? array() );
		if ( 'hero' !== $type && count( $slides ) > 1 ) {
			$navigation = (array) ( $settings['navigation'] ?? array() );
			foreach ( self::KINDS as $kind ) {
				$element = (array) ( $navigation[ $kind ] ?? array() );
				$side    = true === ( $element['set'] ?? false ) ? self::side( $element ) : null;
				if ( null === $side ) {
					continue;
				}
				$size = (array) ( $element['size'] ?? array() );
				$w    = self::number( $size['w'] ?? null, self::SIZES[ $kind ][0] );
				$h    = self::number( $size['h'] ?? null, self::SIZES[ $kind ][1] );
				if ( 'arrows' === $kind ) {
					$parts['left'][]  = abs( self::number( $element['l']['x'] ?? null, 20 ) );
					$parts['left'][]  = $w;
					$parts['right'][] = abs( self::number( $element['r']['x'] ?? null, 20 ) );
					$parts['right'][] = $w;
					continue;
				}
				$across           = 'top' === $side || 'bottom' === $side;
				$parts[ $side ][] = abs( $across ? self::number( $element['y'] ?? null, 20 ) : self::number( $element['x'] ?? null, 0 ) );
				$thickness        = $across ? $h : $w;
				$parts[ $side ][] = 'thumbs' === $kind ? self::scaled( $thickness ) : $thickness;
			}
		}
		return array_map( array( self::class, 'sum' ), $parts );
	}

	/**
	 * The outer side of an element, or null inside ('outer' alone: from direction and alignment).
	 *
	 * @param array<string,mixed> $element Element settings.
	 * @return string|null
	 */
	private static function side( array $element ): ?string {
		$io = (string) ( $element['io'] ?? 'inner' );
		if ( in_array( $io, array( 'outer-top', 'outer-bottom', 'outer-left', 'outer-right' ), true ) ) {
			return substr( $io, 6 );
		}
		if ( 'outer' !== $io ) {
			return null;
		}
		if ( 'vertical' === ( $element['d'] ?? '' ) ) {
			return 'left' === ( $element['h'] ?? '' ) ? 'left' : 'right';
		}
		return 'top' === ( $element['v'] ?? '' ) ? 'top' : 'bottom';
	}

	/**
	 * The thumbnail scaling as a CSS length (scaledLength() in place.ts).
	 *
	 * @param float $px Full size in px.
	 * @return string
	 */
	private static function scaled( float $px ): string {
		$min   = $px * self::THUMB_MIN_SCALE;
		$slope = ( $px - $min ) / ( self::THUMB_TO - self::THUMB_FROM );
		$base  = round( $min - $slope * self::THUMB_FROM, 4 );
		return sprintf(
			'clamp(%spx, calc(%svw %s %spx), %spx)',
			self::format( $min ),
			self::format( $slope * 100 ),
			$base < 0 ? '-' : '+',
			self::format( abs( $base ) ),
			self::format( $px )
		);
	}

	/**
	 * Numbers (px) and CSS lengths added into one CSS length (cssSum() in place.ts).
	 *
	 * @param array<int,float|string> $parts Parts.
	 * @return string
	 */
	private static function sum( array $parts ): string {
		$px      = 0.0;
		$lengths = array();
		foreach ( $parts as $part ) {
			if ( is_string( $part ) ) {
				$lengths[] = $part;
			} else {
				$px += $part;
			}
		}
		$total = self::format( $px ) . 'px';
		return $lengths ? 'calc(' . implode( ' + ', array_merge( array( $total ), $lengths ) ) . ')' : $total;
	}

	/**
	 * A number setting, or its default.
	 *
	 * @param mixed $value    The stored value.
	 * @param float $fallback Default.
	 * @return float
	 */
	private static function number( $value, float $fallback ): float {
		return is_int( $value ) || is_float( $value ) ? (float) $value : $fallback;
	}

	/**
	 * A number as JavaScript prints it, rounded to 4 decimals.
	 *
	 * @param float $value Number.
	 * @return string
	 */
	private static function format( float $value ): string {
		$text = rtrim( rtrim( sprintf( '%.4F', round( $value, 4 ) ), '0' ), '.' );
		return '-0' === $text ? '0' : $text;
	}
}
