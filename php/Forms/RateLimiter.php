<?php
/**
 * Per-IP submission rate limit.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Storage\RateLimit;

/**
 * Submissions per hashed address in a fixed window, counted atomically in the database (see
 * RateLimit); the numbers go out as RateLimit headers.
 */
final class RateLimiter {

	public const WINDOW = 60;

	// Refill calls (each draws fresh captcha images) per address and window.
	public const REFILL_LIMIT = 30;

	/**
	 * Submissions allowed per window (option stagecraft_forms_rate_limit, default 10).
	 */
	public static function limit(): int {
		$limit = (int) get_option( 'stagecraft_forms_rate_limit', 10 );
		return $limit > 0 ? $limit : 10;
	}

	/**
	 * Counts one submission and answers the headers and whether it is allowed.
	 *
	 * @param string $ip_hash Hashed address.
	 * @return array{allowed:bool,headers:array<string,string>}
	 */
	public static function hit( string $ip_hash ): array {
		return RateLimit::hit( 'form', $ip_hash, self::limit(), self::WINDOW );
	}

	/**
	 * Counts one refill.
	 *
	 * @param string $ip_hash Hashed address.
	 * @return array{allowed:bool,headers:array<string,string>}
	 */
	public static function refill( string $ip_hash ): array {
		return RateLimit::hit( 'refill', $ip_hash, self::REFILL_LIMIT, self::WINDOW );
	}
}
