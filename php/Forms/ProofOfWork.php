<?php
/**
 * The proof-of-work spam check (ALTCHA's challenge format).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * A challenge is stateless: the hash of a random salt and a secret number, signed with a site
 * key that never leaves the server, so handing one out stores nothing. The visitor's browser
 * finds the number (src/forms/client/pow-solver.ts, SHA-256 in short slices) and posts it
 * back in ALTCHA's payload format; the server checks the signature, the hash and the expiry
 * written into the salt, and keeps the used challenge until it expires, so a solution counts
 * once. No third party is involved: bots that read images gain nothing, and each submission
 * costs the sender CPU time.
 */
final class ProofOfWork {

	public const KEY_OPTION = 'stagecraft_pow_key';

	// How long a challenge stays valid, in seconds: long enough to write a message.
	public const LIFETIME = 3600;

	// The secret number is at most this: about 50,000 hashes on average in the visitor's browser.
	public const MAX_NUMBER = 100000;

	public const FIELD = 'altcha';

	private const USED_PREFIX = 'stagecraft_pow_used_';

	/**
	 * A new challenge in ALTCHA's format.
	 *
	 * @return array{algorithm:string,challenge:string,maxnumber:int,salt:string,signature:string}
	 */
	public static function challenge(): array {
		/**
		 * Filters the largest secret number: higher costs visitors (and bots) more time.
		 *
		 * @param int $max Largest number.
		 */
		$max       = max( 1000, (int) apply_filters( 'stagecraft_pow_max_number', self::MAX_NUMBER ) );
		$salt      = bin2hex( random_bytes( 12 ) ) . '?expires=' . ( time() + self::LIFETIME );
		$challenge = hash( 'sha256', $salt . random_int( 0, $max ) );
		return array(
			'algorithm' => 'SHA-256',
			'challenge' => $challenge,
			'maxnumber' => $max,
			'salt'      => $salt,
			'signature' => hash_hmac( 'sha256', $challenge, self::key() ),
		);
	}

	/**
	 * Whether a posted payload solves a live challenge of ours that was not used before; it is
	 * used up when it does.
	 *
	 * @param mixed $payload The posted field: base64 of the client's JSON.
	 */
	public static function verify( mixed $payload ): bool {
		if ( ! is_string( $payload ) || strlen( $payload ) > 4096 ) {
			return false;
		}
		$data = json_decode( (string) base64_decode( $payload, true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- ALTCHA's payload encoding.
		if ( ! is_array( $data ) ) {
			return false;
		}
		$challenge = is_string( $data['challenge'] ?? null ) ? $data['challenge'] : '';
		$salt      = is_string( $data['salt'] ?? null ) ? $data['salt'] : '';
		$signature = is_string( $data['signature'] ?? null ) ? $data['signature'] : '';
		$number    = $data['number'] ?? null;
		if ( 'SHA-256' !== ( $data['algorithm'] ?? null ) || ! preg_match( '/^[0-9a-f]{64}$/D', $challenge ) || ! is_int( $number ) || $number < 0 ) {
			return false;
		}
		$expires = preg_match( '/\?expires=([0-9]{1,12})$/D', $salt, $match ) ? (int) $match[1] : 0;
		if ( $expires < time() || $expires > time() + self::LIFETIME ) {
			return false;
		}
		if ( ! hash_equals( hash_hmac( 'sha256', $challenge, self::key() ), $signature ) || ! hash_equals( $challenge, hash( 'sha256', $salt . $number ) ) ) {
			return false;
		}
		return self::use_up( $challenge, $expires );
	}

	/**
	 * Marks a challenge used; false when it already was. One INSERT IGNORE: two submissions of
	 * one solution at once, on one node or two, cannot both pass.
	 *
	 * @param string $challenge Challenge hash.
	 * @param int    $expires   When it expires.
	 */
	private static function use_up( string $challenge, int $expires ): bool {
		global $wpdb;
		$rows = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'off')", self::USED_PREFIX . substr( $challenge, 0, 40 ), $expires ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic claim.
		return 1 === $rows;
	}

	/**
	 * Forgets used challenges that have expired anyway (run hourly).
	 */
	public static function clean_used(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(option_value AS UNSIGNED) < %d", $wpdb->esc_like( self::USED_PREFIX ) . '%', time() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * The site's signing key, created once, never autoloaded, never sent to a browser.
	 */
	private static function key(): string {
		$key = (string) get_option( self::KEY_OPTION, '' );
		if ( 64 !== strlen( $key ) ) {
			// add_option() keeps the first key when two requests race to create it.
			add_option( self::KEY_OPTION, bin2hex( random_bytes( 32 ) ), '', false );
			$key = (string) get_option( self::KEY_OPTION, '' );
		}
		return $key;
	}
}
