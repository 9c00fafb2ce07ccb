<?php
/**
 * The rel of a link (spec/module.md section 5).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

/**
 * A link opening a new window gets noopener; a link flagged nofollow gets nofollow; the rel it
 * already had stays. One rule for rich text links and link actions, in the server's markup and
 * in the client's (src/module/normalise/links.ts); tests/fixtures/link-rel.json holds the cases
 * both must answer alike.
 */
final class LinkRel {

	/**
	 * The rel tokens as one attribute value, '' when there are none.
	 *
	 * @param mixed $rel    The rel as stored or written (a string; anything else counts as none).
	 * @param mixed $target The link's target.
	 * @param mixed $follow The follow flag of a link action: false or 'nofollow' ask for nofollow.
	 */
	public static function of( mixed $rel, mixed $target, mixed $follow = null ): string {
		$tokens = preg_split( '/\s+/', strtolower( is_string( $rel ) ? $rel : '' ), -1, PREG_SPLIT_NO_EMPTY );
		$tokens = false === $tokens ? array() : $tokens;
		if ( is_string( $target ) && '_blank' === strtolower( trim( $target ) ) ) {
			$tokens[] = 'noopener';
		}
		if ( false === $follow || ( is_string( $follow ) && 'nofollow' === strtolower( trim( $follow ) ) ) ) {
			$tokens[] = 'nofollow';
		}
		return implode( ' ', array_unique( $tokens ) );
	}
}
