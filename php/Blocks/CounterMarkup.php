<?php
/**
 * The counter block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * The final number is in the markup (spec: without JavaScript the number shows), written the way
 * the script writes its frames (src/site/counter-format.ts; both checked against
 * tests/fixtures/counter-format.json). The visible number is hidden from assistive technology,
 * which reads the final number once, never the frames.
 */
final class CounterMarkup {

	public const SEPARATORS = array(
		'comma' => ',',
		'space' => ' ',
		'none'  => '',
	);

	/**
	 * The number as shown: rounded to its decimals, thousands grouped, a point before decimals.
	 *
	 * @param float  $value     Number.
	 * @param int    $decimals  Digits after the point.
	 * @param string $separator comma, space or none.
	 */
	public static function format( float $value, int $decimals, string $separator ): string {
		$decimals = max( 0, min( 6, $decimals ) );
		$text     = number_format( abs( $value ), $decimals, '.', self::SEPARATORS[ $separator ] ?? ',' );
		$zero     = 0.0 === round( abs( $value ), $decimals );
		return ( $value < 0 && ! $zero ? '-' : '' ) . $text;
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string,mixed> $attributes Block attributes: value, decimals, separator, duration, prefix, suffix, label.
	 * @param string              $wrapper    The block wrapper's attributes (escaped by core).
	 */
	public static function render( array $attributes, string $wrapper ): string {
		$value     = is_numeric( $attributes['value'] ?? null ) ? (float) $attributes['value'] : 0.0;
		$decimals  = max( 0, min( 6, (int) ( $attributes['decimals'] ?? 0 ) ) );
		$separator = (string) ( $attributes['separator'] ?? 'comma' );
		$separator = isset( self::SEPARATORS[ $separator ] ) ? $separator : 'comma';
		$number    = self::format( $value, $decimals, $separator );
		$prefix    = (string) ( $attributes['prefix'] ?? '' );
		$suffix    = (string) ( $attributes['suffix'] ?? '' );
		$label     = (string) ( $attributes['label'] ?? '' );
		return sprintf(
			'<div %1$s data-value="%2$s" data-decimals="%3$d" data-separator="%4$s" data-duration="%5$d">'
				. '<span class="stagecraft-counter__number" aria-hidden="true">%6$s<span class="stagecraft-counter__value" style="min-width:%7$dch">%8$s</span>%9$s</span>'
				. '<span class="stagecraft-counter__text">%10$s</span>%11$s</div>',
			$wrapper,
			esc_attr( (string) $value ),
			$decimals,
			esc_attr( $separator ),
			max( 0, (int) ( $attributes['duration'] ?? 0 ) ),
			'' === $prefix ? '' : '<span class="stagecraft-counter__prefix">' . esc_html( $prefix ) . '</span>',
			strlen( $number ),
			esc_html( $number ),
			'' === $suffix ? '' : '<span class="stagecraft-counter__suffix">' . esc_html( $suffix ) . '</span>',
			esc_html( $prefix . $number . $suffix ),
			'' === $label ? '' : '<span class="stagecraft-counter__label">' . esc_html( $label ) . '</span>'
		);
	}
}
