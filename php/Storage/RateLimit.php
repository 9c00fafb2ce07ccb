<?php
/**
 * Fixed-window request counters kept in the database.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

/**
 * One options row per key and window, counted up by a single INSERT … ON DUPLICATE KEY UPDATE:
 * two requests at once (or two PHP nodes on one database) never read the same count, so a
 * window never admits more than its limit. The answer carries the IETF draft RateLimit fields.
 */
final class RateLimit {

	private const PREFIX = 'stagecraft_rl_';

	/**
	 * Counts one request of a key and answers whether it is within the limit.
	 *
	 * @param string $bucket What is limited (letters, digits, _), e.g. "form".
	 * @param string $key    Who is counted (hashed here: an address or user id never lands in a row name).
	 * @param int    $limit  Requests allowed per window.
	 * @param int    $window Window length in seconds.
	 * @return array{allowed:bool,headers:array<string,string>}
	 */
	public static function hit( string $bucket, string $key, int $limit, int $window ): array {
		global $wpdb;
		$now    = time();
		$start  = $now - $now % $window;
		$prefix = self::PREFIX . $bucket . '_' . substr( hash( 'sha256', $key ), 0, 24 ) . '_';
		$name   = $prefix . $start;
		// LAST_INSERT_ID(expr) hands this connection the count its own update produced.
		$rows  = $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off') ON DUPLICATE KEY UPDATE option_value = LAST_INSERT_ID(option_value + 1)", $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic counter; the options API reads then writes.
		$count = 2 === $rows ? (int) $wpdb->insert_id : 1;
		if ( 1 === $rows ) {
			// A new window: the rows of this key's earlier windows are done with.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name <> %s", $wpdb->esc_like( $prefix ) . '%', $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		$reset = $start + $window - $now;
		return array(
			'allowed' => false !== $rows && $count <= $limit,
			'headers' => array(
				'RateLimit-Limit'     => (string) $limit,
				'RateLimit-Remaining' => (string) max( 0, $limit - $count ),
				'RateLimit-Reset'     => (string) max( 1, $reset ),
				'RateLimit-Policy'    => $limit . ';w=' . $window,
			),
		);
	}

	/**
	 * Removes the rows of windows that ended (run hourly): keys never seen again leave nothing behind.
	 *
	 * @param int $longest_window The longest window any bucket uses, in seconds.
	 */
	public static function clean( int $longest_window = 3600 ): void {
		global $wpdb;
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$old   = array();
		foreach ( $names as $name ) {
			$start = (int) substr( (string) strrchr( (string) $name, '_' ), 1 );
			if ( $start + $longest_window < time() ) {
				$old[] = (string) $name;
			}
		}
		foreach ( array_chunk( $old, 200 ) as $chunk ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', $chunk ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		}
	}
}
