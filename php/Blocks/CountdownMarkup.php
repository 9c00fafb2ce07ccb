<?php
/**
 * The countdown block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * The first state, as the script would draw it at render time: the time left, or the message once
 * the end has passed (same rule as src/site/countdown-time.ts, checked against
 * tests/fixtures/countdown.json). The countdown ticks silently; its name says the time left.
 */
final class CountdownMarkup {

	/**
	 * The end as a Unix time in ms: a wall-clock date at a UTC offset in hours; null if unreadable.
	 *
	 * @param string $date   e.g. 2026-12-31T18:00.
	 * @param float  $offset Hours ahead of UTC.
	 */
	public static function end( string $date, float $offset ): ?float {
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/', trim( $date ), $m ) ) {
			return null;
		}
		$utc = gmmktime( (int) ( $m[4] ?? 0 ), (int) ( $m[5] ?? 0 ), (int) ( $m[6] ?? 0 ), (int) $m[2], (int) $m[3], (int) $m[1] );
		return ( (float) $utc - $offset * 3600 ) * 1000;
	}

	/**
	 * Days, hours, minutes and seconds left, rounded up to a second; null once the end is reached.
	 *
	 * @param float $end End, ms.
	 * @param float $now Now, ms.
	 * @return array{0:int,1:int,2:int,3:int}|null
	 */
	public static function parts( float $end, float $now ): ?array {
		$left = (int) ceil( ( $end - $now ) / 1000 );
		if ( $left <= 0 ) {
			return null;
		}
		return array( intdiv( $left, 86400 ), intdiv( $left % 86400, 3600 ), intdiv( $left % 3600, 60 ), $left % 60 );
	}

	/**
	 * A unit's name for a count.
	 *
	 * @param int $unit  0 days … 3 seconds.
	 * @param int $count Count.
	 */
	private static function unit( int $unit, int $count ): string {
		switch ( $unit ) {
			case 0:
				return _n( 'day', 'days', $count, 'stagecraft' );
			case 1:
				return _n( 'hour', 'hours', $count, 'stagecraft' );
			case 2:
				return _n( 'minute', 'minutes', $count, 'stagecraft' );
			default:
				return _n( 'second', 'seconds', $count, 'stagecraft' );
		}
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string,mixed> $attributes Block attributes: date, offset (null: the site's), message.
	 * @param string              $wrapper    The block wrapper's attributes (escaped by core).
	 * @param float               $now        Now, ms.
	 */
	public static function render( array $attributes, string $wrapper, float $now ): string {
		$date    = (string) ( $attributes['date'] ?? '' );
		$offset  = is_numeric( $attributes['offset'] ?? null ) ? (float) $attributes['offset'] : (float) get_option( 'gmt_offset', 0 );
		$message = (string) ( $attributes['message'] ?? '' );
		$message = '' !== $message ? $message : __( 'The wait is over.', 'stagecraft' );
		$end     = self::end( $date, $offset );
		$left    = null === $end ? null : self::parts( $end, $now );
		$units   = array( 'days', 'hours', 'minutes', 'seconds' );
		$html    = '';
		$words   = array();
		foreach ( $units as $index => $unit ) {
			$count   = $left[ $index ] ?? 0;
			$html   .= sprintf(
				'<span class="stagecraft-countdown__part"><span class="stagecraft-countdown__value" data-unit="%1$s">%2$s</span><span class="stagecraft-countdown__unit" data-unit-label="%1$s">%3$s</span></span>',
				esc_attr( $unit ),
				esc_html( 0 === $index ? (string) $count : str_pad( (string) $count, 2, '0', STR_PAD_LEFT ) ),
				esc_html( self::unit( $index, $count ) )
			);
			$words[] = $count . ' ' . self::unit( $index, $count );
		}
		$ticking = null !== $left;
		return sprintf(
			'<div %1$s data-date="%2$s" data-offset="%3$s"%4$s><div class="stagecraft-countdown__parts" aria-hidden="true"%5$s>%6$s</div><p class="stagecraft-countdown__over"%7$s>%8$s</p></div>',
			$wrapper,
			esc_attr( $date ),
			esc_attr( (string) $offset ),
			$ticking
				/* translators: %s: a list such as "2 days, 3 hours, 4 minutes, 5 seconds" */
				? ' role="timer" tabindex="0" aria-live="off" aria-atomic="true" aria-label="' . esc_attr( sprintf( __( '%s left', 'stagecraft' ), implode( ', ', $words ) ) ) . '"'
				: ' aria-live="polite"',
			$ticking ? '' : ' hidden',
			$html,
			$ticking ? ' hidden' : '',
			esc_html( $message )
		);
	}
}
