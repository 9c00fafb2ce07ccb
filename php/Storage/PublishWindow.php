<?php
/**
 * A slide's publish window: {from, to, state}.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

/**
 * Visitors see a slide only while its state is published and the time is inside [from, to).
 * Bounds are timestamps in milliseconds (as in JavaScript) or ISO 8601 dates (YYYY-MM-DD,
 * optionally with a time and an offset); a date without an offset is in the site's timezone.
 */
final class PublishWindow {

	/**
	 * The slides a visitor sees at a given time.
	 *
	 * @param array<mixed> $slides Slides.
	 * @param int          $now    Unix time.
	 * @return list<mixed>
	 */
	public static function visible( array $slides, int $now ): array {
		return array_values( array_filter( $slides, static fn ( $slide ) => self::is_visible( $slide, $now ) ) );
	}

	/**
	 * Whether a visitor sees the slide at the given time.
	 *
	 * @param mixed $slide Slide.
	 * @param int   $now   Unix time.
	 */
	public static function is_visible( $slide, int $now ): bool {
		$publish = is_array( $slide ) && is_array( $slide['publish'] ?? null ) ? $slide['publish'] : array();
		if ( 'published' !== ( $publish['state'] ?? 'published' ) ) {
			return false;
		}
		$from = self::time( $publish['from'] ?? null );
		$to   = self::time( $publish['to'] ?? null );
		return ( null === $from || $from <= $now ) && ( null === $to || $now < $to );
	}

	/**
	 * The next time after now at which a published slide appears or disappears, so a cached reply
	 * expires exactly then.
	 *
	 * @param array<mixed> $slides Slides.
	 * @param int          $now    Unix time.
	 */
	public static function next_change( array $slides, int $now ): ?int {
		$future = array_filter( self::boundaries( $slides ), static fn ( int $time ) => $time > $now );
		return $future ? min( $future ) : null;
	}

	/**
	 * The last time up to now at which a published slide appeared or disappeared: the reply changed
	 * then even though the module was not saved.
	 *
	 * @param array<mixed> $slides Slides.
	 * @param int          $now    Unix time.
	 */
	public static function last_change( array $slides, int $now ): ?int {
		$past = array_filter( self::boundaries( $slides ), static fn ( int $time ) => $time <= $now );
		return $past ? max( $past ) : null;
	}

	/**
	 * A window bound as Unix time (seconds): null when empty, false when unreadable.
	 *
	 * @param mixed $value Milliseconds, or a date string.
	 * @return int|false|null
	 */
	public static function parse( $value ) {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( is_int( $value ) || is_float( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) {
			return (int) floor( (float) $value / 1000 );
		}
		// Dates only: a relative string ("tomorrow") would move with every read.
		if ( ! is_string( $value ) || ! preg_match( '/^\d{4}-\d{2}-\d{2}/', $value ) ) {
			return false;
		}
		$date = date_create_immutable( $value, wp_timezone() );
		return false === $date ? false : $date->getTimestamp();
	}

	/**
	 * A window bound as Unix time; unreadable bounds count as no bound.
	 *
	 * @param mixed $value Milliseconds, or a date string.
	 */
	private static function time( $value ): ?int {
		$time = self::parse( $value );
		return false === $time ? null : $time;
	}

	/**
	 * Every from and to of the published slides.
	 *
	 * @param array<mixed> $slides Slides.
	 * @return list<int>
	 */
	private static function boundaries( array $slides ): array {
		$times = array();
		foreach ( $slides as $slide ) {
			$publish = is_array( $slide ) && is_array( $slide['publish'] ?? null ) ? $slide['publish'] : array();
			if ( 'published' !== ( $publish['state'] ?? 'published' ) ) {
				continue;
			}
			foreach ( array( 'from', 'to' ) as $bound ) {
				$time = self::time( $publish[ $bound ] ?? null );
				if ( null !== $time ) {
					$times[] = $time;
				}
			}
		}
		return $times;
	}
}
