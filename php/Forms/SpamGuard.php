<?php
/**
 * Spam checks that run before validation.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Honeypot, a minimum user agent, the nonce for logged-in users and a configurable blocklist.
 */
final class SpamGuard {

	public const HONEYPOT = '_stagecraft_hp';

	// Contact Form 7's rule: a user agent shorter than 2 characters is a bot's.
	public const MIN_USER_AGENT = 2;

	/**
	 * Why a submission is spam, or '' when it is not.
	 *
	 * @param array<string,mixed>        $raw        Raw posted fields (unslashed).
	 * @param array<string,list<string>> $posted     Field values.
	 * @param string                     $user_agent User agent.
	 * @param string                     $ip         Remote address.
	 */
	public static function reason( array $raw, array $posted, string $user_agent, string $ip ): string {
		if ( '' !== trim( is_string( $raw[ self::HONEYPOT ] ?? null ) ? $raw[ self::HONEYPOT ] : '' ) ) {
			return 'honeypot';
		}
		if ( strlen( trim( $user_agent ) ) < self::MIN_USER_AGENT ) {
			return 'user_agent';
		}
		if ( is_user_logged_in() ) {
			$nonce = is_string( $raw['_wpnonce'] ?? null ) ? $raw['_wpnonce'] : '';
			if ( ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
				return 'nonce';
			}
		}
		$haystack = array_merge( array( $ip, $user_agent ), ...array_values( $posted ) );
		foreach ( self::blocklist() as $word ) {
			foreach ( $haystack as $text ) {
				if ( false !== stripos( $text, $word ) ) {
					return 'blocklist';
				}
			}
		}
		return '';
	}

	/**
	 * Words and addresses from the stagecraft_forms_blocklist option, one a line.
	 *
	 * @return list<string>
	 */
	public static function blocklist(): array {
		$lines = preg_split( '/\R/', (string) get_option( 'stagecraft_forms_blocklist', '' ) );
		return array_values( array_filter( array_map( 'trim', $lines ? $lines : array() ), static fn( string $s ): bool => '' !== $s ) );
	}
}
