<?php
/**
 * The space outer navigation takes around a module, reserved by the server so nothing
 * moves when the runtime adds the navigation (CLS 0).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Schema\SharedRules;

/**
 * Mirrors outerSpace() of src/module/navigation/place.ts (tests/fixtures/navigation-space.json
 * holds the cases both answer alike): elements on the same outer side stack in the order of
 * NAV_KINDS, each after its offset (y on top and bottom, x on the sides). Thumbnails scale with
 * the window; kinds, default sizes and the scaling come from src/schema (SharedRules).
 */
final class NavigationSpace {

	/**
	 * The custom properties reserving outer navigation space, for the module's style attribute.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return string Declarations such as "--stagecraft-outer-bottom:80px;", or ''.
	 */
	public static function style( array $module ): string {
		$css = '';
		foreach ( self::levels( $module ) as $side => $lengths ) {
			if ( array( '0px' ) === array_values( array_unique( $lengths ) ) ) {
				continue;
			}
			$css .= ';--stagecraft-outer-' . $side . ':' . $lengths[0];
			foreach ( $lengths as $level => $length ) {
				if ( $level > 0 && $length !== $lengths[0] ) {
					$css .= ';--stagecraft-outer-' . $side . '-' . $level . ':' . $length;
				}
			}
		}
		return $css;
	}

	/**
	 * Reserved length per side at the largest device level.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<string,string> Side => CSS length.
	 */
	public static function sides( array $module ): array {
		return array_map( static fn ( array $lengths ): string => $lengths[0], self::levels( $module ) );
	}

	/**
	 * Reserved length per side and device level: a band ends after the last element shown at
	 * that level (positions do not change between levels).
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<string,array<int,string>> Side => five CSS lengths.
	 */
	public static function levels( array $module ): array {
		$ends     = array_fill_keys( array( 'top', 'right', 'bottom', 'left' ), array_fill( 0, 5, 0 ) );
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
			foreach ( SharedRules::NAV_KINDS as $kind ) {
				$element = (array) ( $navigation[ $kind ] ?? array() );
				$side    = true === ( $element['set'] ?? false ) ? self::side( $element ) : null;
				if ( null === $side ) {
					continue;
				}
				$size    = (array) ( $element['size'] ?? array() );
				$w       = self::number( $size['w'] ?? null, SharedRules::NAV_DEFAULT_SIZE[ $kind ]['w'] );
				$h       = self::number( $size['h'] ?? null, SharedRules::NAV_DEFAULT_SIZE[ $kind ]['h'] );
				$visible = self::visibility( $element['vis'] ?? true );
				if ( 'arrows' === $kind ) {
					$parts['left'][]  = abs( self::number( $element['l']['x'] ?? null, 20 ) );
					$parts['left'][]  = $w;
					$parts['right'][] = abs( self::number( $element['r']['x'] ?? null, 20 ) );
					$parts['right'][] = $w;
					self::mark( $ends, $parts, 'left', $visible );
					self::mark( $ends, $parts, 'right', $visible );
					continue;
				}
				$across           = 'top' === $side || 'bottom' === $side;
				$parts[ $side ][] = abs( $across ? self::number( $element['y'] ?? null, 20 ) : self::number( $element['x'] ?? null, 0 ) );
				$thickness        = $across ? $h : $w;
				$parts[ $side ][] = 'thumbs' === $kind ? self::scaled( $thickness ) : $thickness;
				self::mark( $ends, $parts, $side, $visible );
			}
		}
		$levels = array();
		foreach ( $parts as $side => $list ) {
			$levels[ $side ] = array_map( static fn ( int $end ): string => self::sum( array_slice( $list, 0, $end ) ), $ends[ $side ] );
		}
		return $levels;
	}

	/**
	 * Records that a side's band reaches its latest element at the levels where it shows.
	 *
	 * @param array<string,array<int,int>>          $ends    Side => part count per level.
	 * @param array<string,array<int,float|string>> $parts   Side => parts so far.
	 * @param string                                $side    Side.
	 * @param array<int,bool>                       $visible Five flags.
	 */
	private static function mark( array &$ends, array $parts, string $side, array $visible ): void {
		foreach ( $visible as $level => $shown ) {
			if ( $shown ) {
				$ends[ $side ][ $level ] = count( $parts[ $side ] );
			}
		}
	}

	/**
	 * The vis setting spread over the five levels as the schema does: one value for all, a missing or invalid
	 * entry taking the one before it (or the first valid one), true when none is valid.
	 *
	 * @param mixed $vis Stored vis.
	 * @return array<int,bool>
	 */
	private static function visibility( $vis ): array {
		$given = is_array( $vis ) ? array_values( $vis ) : array( $vis );
		$valid = array_values( array_filter( $given, 'is_bool' ) );
		$last  = $valid ? $valid[0] : true;
		$flags = array();
		for ( $level = 0; $level < 5; $level++ ) {
			$last    = is_bool( $given[ $level ] ?? null ) ? $given[ $level ] : $last;
			$flags[] = $last;
		}
		return $flags;
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
		$min   = $px * SharedRules::THUMB_MIN_SCALE;
		$slope = ( $px - $min ) / ( SharedRules::THUMB_SCALE_TO - SharedRules::THUMB_SCALE_FROM );
		$base  = round( $min - $slope * SharedRules::THUMB_SCALE_FROM, 4 );
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
