<?php
/**
 * Where a request's time goes, as a Server-Timing header (the contact form's feedback route).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

/**
 * Named durations of one request, sent as `Server-Timing: boot;dur=15.2, store;dur=2.1, …` when
 * the `stagecraft_server_timing` filter allows it (off by default: timings are for the site's own
 * measurements, such as `npm run bench`, not for every visitor). `boot` is WordPress's start, from
 * the request's arrival to the route's handler.
 */
final class ServerTiming {

	/**
	 * Milliseconds by name, in the order first measured.
	 *
	 * @var array<string,float>
	 */
	private static array $durations = array();

	/**
	 * Runs a step and adds its time to its name.
	 *
	 * @template T
	 * @param string        $name Metric name (a token: letters, digits, dashes).
	 * @param callable(): T $step The step.
	 * @return T The step's result.
	 */
	public static function measure( string $name, callable $step ) {
		$start = microtime( true );
		try {
			return $step();
		} finally {
			self::$durations[ $name ] = ( self::$durations[ $name ] ?? 0.0 ) + ( microtime( true ) - $start ) * 1000;
		}
	}

	/**
	 * Starts a request's figures: WordPress's start up to now is `boot`.
	 */
	public static function begin(): void {
		$arrived         = (float) ( $_SERVER['REQUEST_TIME_FLOAT'] ?? microtime( true ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- a number PHP sets, cast.
		self::$durations = array( 'boot' => max( 0.0, ( microtime( true ) - $arrived ) * 1000 ) );
	}

	/**
	 * The header's value, or '' when the site does not send it.
	 */
	public static function header(): string {
		/**
		 * Whether replies say where their time went (Server-Timing).
		 *
		 * @param bool $send False by default.
		 */
		if ( ! apply_filters( 'stagecraft_server_timing', false ) ) {
			return '';
		}
		$metrics = array();
		foreach ( self::$durations as $name => $ms ) {
			$metrics[] = sprintf( '%s;dur=%.2f', $name, $ms );
		}
		return implode( ', ', $metrics );
	}
}
