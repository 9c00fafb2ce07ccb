<?php
/**
 * The module's box per device level, reserved by CSS before any script runs.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Schema\SchemaFile;

/**
 * Turns the size settings (spec section 3) into the custom properties and classes the
 * stylesheet reads. Media queries pick the level's grid, so each device level gets its
 * own box with JavaScript off and nothing moves when the runtime mounts (CLS 0).
 */
final class ModuleBox {

	/**
	 * Classes and inline style for the module element.
	 *
	 * @param array<string,mixed> $size The module's settings.size.
	 * @return array{class: string, style: string}
	 */
	public static function attributes( array $size ): array {
		$default = SchemaFile::default_size();
		$widths  = self::levels( $size['width'] ?? null, $default['width'] );
		$heights = self::levels( $size['height'] ?? null, $default['height'] );
		$style   = array();
		foreach ( $widths as $level => $width ) {
			$style[] = sprintf( '--stagecraft-w%d:%d', $level, $width );
			$style[] = sprintf( '--stagecraft-h%d:%d', $level, $heights[ $level ] );
		}
		$limits = array(
			'--stagecraft-min-h' => $size['minHeight'] ?? null,
			'--stagecraft-max-h' => $size['maxHeight'] ?? null,
			'--stagecraft-max-w' => $size['maxWidth'] ?? null,
		);
		foreach ( $limits as $property => $value ) {
			if ( is_numeric( $value ) && $value > 0 ) {
				$style[] = sprintf( '%s:%dpx', $property, (int) $value );
			}
		}
		$offset = self::offset( $size['fullHeightOffset'] ?? null );
		if ( null !== $offset ) {
			$style[] = '--stagecraft-offset:' . $offset;
		}
		// Padding insets the slides (the box's own padding holds outer navigation).
		foreach ( array(
			'--stagecraft-padding' => $size['padding'] ?? null,
			'margin'               => $size['margins'] ?? null,
		) as $property => $box ) {
			$css = self::box( $box );
			if ( '' !== $css ) {
				$style[] = $property . ':' . $css;
			}
		}

		$flags = array(
			'is-full-width'    => ! empty( $size['fullWidth'] ),
			'is-full-height'   => ! empty( $size['fullHeight'] ),
			'is-respect-ratio' => ! empty( $size['respectRatio'] ),
			'is-keep-height'   => ! empty( $size['keepBPHeight'] ),
		);
		return array(
			'class' => implode( ' ', array_keys( array_filter( $flags ) ) ),
			'style' => implode( ';', $style ),
		);
	}

	/**
	 * Five whole numbers: a single value for every level, or a list where a missing or
	 * invalid entry inherits the one above it (the schema's responsive rule).
	 *
	 * @param mixed            $value    Stored value.
	 * @param array<int|float> $fallback Five defaults.
	 * @return list<int>
	 */
	private static function levels( $value, array $fallback ): array {
		$given = is_array( $value ) ? array_values( $value ) : array( $value );
		$valid = static fn ( $item ): bool => is_numeric( $item ) && $item > 0;
		$first = current( array_filter( $given, $valid ) );
		if ( false === $first ) {
			return array_map( 'intval', array_values( $fallback ) );
		}
		$levels = array();
		$last   = $first;
		for ( $i = 0; $i < 5; $i++ ) {
			$last     = isset( $given[ $i ] ) && $valid( $given[ $i ] ) ? $given[ $i ] : $last;
			$levels[] = max( 1, (int) round( (float) $last ) );
		}
		return $levels;
	}

	/**
	 * A full-height offset CSS can apply: a number or px is px, % is of the viewport height. Selectors of
	 * elements to subtract are measured by the runtime instead.
	 *
	 * @param mixed $offset Stored offset.
	 */
	private static function offset( $offset ): ?string {
		if ( is_numeric( $offset ) ) {
			return (int) $offset . 'px';
		}
		if ( is_string( $offset ) && preg_match( '/^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$/', $offset, $match ) ) {
			return '%' === ( $match[2] ?? '' ) ? $match[1] . 'svh' : $match[1] . 'px';
		}
		return null;
	}

	/**
	 * A CSS box (padding, margin) from one length, up to four, or named sides.
	 *
	 * @param mixed $box Stored box.
	 */
	private static function box( $box ): string {
		if ( is_array( $box ) && ! array_is_list( $box ) ) {
			$box = array( $box['t'] ?? 0, $box['r'] ?? 0, $box['b'] ?? 0, $box['l'] ?? 0 );
		}
		$parts = array_slice( is_array( $box ) ? $box : array( $box ), 0, 4 );
		$css   = array();
		foreach ( $parts as $part ) {
			if ( is_numeric( $part ) ) {
				$css[] = (float) $part . 'px';
			} elseif ( is_string( $part ) && preg_match( '/^-?\d+(\.\d+)?(px|%|em|rem|vw|vh|svh|dvh)?$/', trim( $part ) ) ) {
				$css[] = trim( $part );
			} else {
				return '';
			}
		}
		return implode( ' ', $css );
	}
}
