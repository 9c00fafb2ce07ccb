<?php
/**
 * The URL policy of module data.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Schema\SharedRules;

/**
 * Every string under a URL key (SharedRules::URL_KEYS: link, src, url, fallbackURL, poster),
 * wherever it sits, is a URL that must survive esc_url_raw(): a scheme outside
 * wp_allowed_protocols() (javascript:, data:, vbscript:...) is refused on save, naming the
 * field, and dropped again in every render path. The runtime applies the same rule
 * (src/schema/url.ts; shared vectors in tests/fixtures/url-policy.json).
 */
final class UrlPolicy {

	/**
	 * The fields whose URL is refused, as module[slides][0][layers][1][actions][0][link].
	 *
	 * @param mixed  $value Module data, or a part of it.
	 * @param string $path  Where the part sits.
	 * @return list<string>
	 */
	public static function refused( mixed $value, string $path = 'module' ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$out = array();
		foreach ( $value as $key => $item ) {
			$here = $path . '[' . $key . ']';
			if ( is_string( $item ) && in_array( $key, SharedRules::URL_KEYS, true ) ) {
				if ( '' !== trim( $item ) && '' === esc_url_raw( $item ) ) {
					$out[] = $here;
				}
			} else {
				array_push( $out, ...self::refused( $item, $here ) );
			}
		}
		return $out;
	}

	/**
	 * Module data with every URL passed through esc_url_raw(), for a render path.
	 *
	 * @param mixed $value Module data, or a part of it.
	 * @return mixed
	 */
	public static function clean( mixed $value ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		foreach ( $value as $key => $item ) {
			$value[ $key ] = is_string( $item ) && in_array( $key, SharedRules::URL_KEYS, true ) ? esc_url_raw( $item ) : self::clean( $item );
		}
		return $value;
	}
}
