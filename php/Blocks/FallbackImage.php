<?php
/**
 * The module's fallback image (spec section 2): general.fallbackURL shown instead of the
 * animated slides on mobile devices, in old browsers, or both (general.fallbackType).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Schema\SharedRules;

/**
 * Prints the image hidden; the stylesheet shows it in browsers without the CSS the motion
 * needs (fallbackType old or both), the runtime on touch devices (mobile or both).
 */
final class FallbackImage {

	/**
	 * The image's markup, or '' when the module has no fallback.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 */
	public static function markup( array $module ): string {
		$general = (array) ( $module['settings']['general'] ?? array() );
		$url     = esc_url( (string) ( $general['fallbackURL'] ?? '' ) );
		$type    = (string) ( $general['fallbackType'] ?? '' );
		if ( '' === $url || 'off' === $type || ! in_array( $type, SharedRules::FALLBACK_TYPES, true ) ) {
			return '';
		}
		// Lazy: a hidden image is not fetched, so the browsers that animate never download it.
		return sprintf(
			'<img class="stagecraft-module__fallback stagecraft-module__fallback--%s" src="%s" alt="%s" loading="lazy" decoding="async">',
			esc_attr( $type ),
			$url,
			esc_attr( (string) ( $module['title'] ?? '' ) )
		);
	}
}
