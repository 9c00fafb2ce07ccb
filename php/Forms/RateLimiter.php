<?php
/**
 * Per-IP submission rate limit.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * A fixed window per hashed IP, kept in a transient; the numbers go out as RateLimit headers
 * (IETF draft fields RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset).
 */
final class RateLimiter {

	public const WINDOW = 60;

	/**
	 * Submissions allowed per window (option stagecraft_forms_rate_limit, default 10).
	 */
	public static function limit(): int {
		$limit = (int) get_option( 'stagecraft_forms_rate_limit', 10 );
		return $limit > 0 ? $limit : 10;
	}

	/**
	 * Counts one request and answers the headers and whether it is allowed.
	 *
	 * @param string $ip_hash Hashed address.
	 * @return array{allowed:bool,headers:array<string,string>}
	 */
	public static function hit( string $ip_hash ): array {
		$key   = 'stagecraft_rl_' . substr( $ip_hash, 0, 32 );
		$now   = time();
		$state = get_transient( $key );
		if ( ! is_array( $state ) || (int) ( $state['reset'] ?? 0 ) <= $now ) {
			$state = array(
				'count' => 0,
				'reset' => $now + self::WINDOW,
			);
		}
		++$state['count'];
		set_transient( $key, $state, self::WINDOW );
		$limit = self::limit();
		return array(
			'allowed' => $state['count'] <= $limit,
			'headers' => array(
				'RateLimit-Limit'     => (string) $limit,
				'RateLimit-Remaining' => (string) max( 0, $limit - $state['count'] ),
				'RateLimit-Reset'     => (string) max( 0, (int) $state['reset'] - $now ),
				'RateLimit-Policy'    => $limit . ';w=' . self::WINDOW,
			),
		);
	}
}
