<?php
/**
 * The language of a multilingual plugin, for the stream's srlang (spec section 7).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * The current language of WPML or Polylang, or '' on a site without one (then no srlang is sent).
 */
final class SiteLanguage {

	/**
	 * The language code, such as 'de' or 'pt-BR', or ''.
	 */
	public static function current(): string {
		// WPML's documented filter; Polylang answers it too, and has its own function.
		$lang = apply_filters( 'wpml_current_language', null ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPML's filter.
		if ( ! is_string( $lang ) && function_exists( 'pll_current_language' ) ) {
			$lang = pll_current_language();
		}
		/**
		 * Filters the language a stream's items are asked for (srlang).
		 *
		 * @param string $lang Language code, or '' for none.
		 */
		$lang = (string) apply_filters( 'stagecraft_stream_language', is_string( $lang ) ? $lang : '' );
		// The route's srlang pattern: a code and its subtags.
		return 1 === preg_match( '/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/', $lang ) ? $lang : '';
	}
}
