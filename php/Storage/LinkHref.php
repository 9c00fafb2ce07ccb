<?php
/**
 * The address of a link action (spec/module.md section 2, link actions).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

/**
 * Link type mailto, tel or a bare hash, or an address in its protocol mode (auto, keep, http,
 * https) with the anchor added; cleaned by esc_url_raw(). The client's side is hrefOf() of
 * src/module/actions/href.ts; tests/fixtures/link-href.json holds the cases both answer alike.
 */
final class LinkHref {

	/**
	 * The address, '' when there is none (or its scheme is not allowed).
	 *
	 * @param array<string,mixed> $action The link action.
	 * @param string              $scheme The page's scheme, 'https' or 'http'.
	 * @param string              $host   The page's host (with its port).
	 */
	public static function of( array $action, string $scheme, string $host ): string {
		$link  = trim( is_string( $action['link'] ?? null ) ? $action['link'] : '' );
		$ltype = $action['ltype'] ?? '';
		// Stored links were cleaned by esc_url_raw(), which gives a bare address http://.
		$bare = (string) preg_replace( '#^https?://#i', '', $link );
		if ( 'mailto' === $ltype ) {
			return esc_url_raw( 'mailto:' . preg_replace( '/^mailto:/i', '', $bare ) );
		}
		if ( 'tel' === $ltype ) {
			$number = rawurldecode( (string) preg_replace( '/^tel:/i', '', $bare ) );
			return esc_url_raw( 'tel:' . preg_replace( '/[\s()-]/', '', $number ) );
		}
		$anchor = (string) preg_replace( '/^#/', '', trim( is_string( $action['anchor'] ?? null ) ? $action['anchor'] : '' ) );
		if ( 'hash' === $ltype ) {
			return esc_url_raw( '#' . preg_replace( '/^#/', '', '' !== $anchor ? $anchor : $link ) );
		}
		if ( '' === $link && '' === $anchor ) {
			return '';
		}
		$address = self::with_protocol( $link, is_string( $action['http'] ?? null ) ? $action['http'] : 'auto', $scheme, strtolower( $host ) );
		return esc_url_raw( '' !== $anchor ? preg_replace( '/#.*$/', '', $address ) . '#' . $anchor : $address );
	}

	/**
	 * The protocol modes: keep as written; http or https forced; auto gives the page's protocol
	 * to addresses without one and to this site's own.
	 *
	 * @param string $link   The address as stored.
	 * @param string $mode   auto, keep, http or https.
	 * @param string $scheme The page's scheme.
	 * @param string $host   The page's host.
	 */
	private static function with_protocol( string $link, string $mode, string $scheme, string $host ): string {
		$bare     = (string) preg_replace( '#^(?:https?:)?//#i', '', $link );
		$has_host = 1 === preg_match( '#^https?://#i', $link ) || str_starts_with( $link, '//' );
		if ( 'http' === $mode || 'https' === $mode ) {
			return $has_host || 1 === preg_match( '/^[\w-]+(\.[\w-]+)+/', $link ) ? $mode . '://' . $bare : $link;
		}
		if ( 'keep' === $mode ) {
			return $link;
		}
		$own = strtolower( (string) strtok( $bare, '/?#' ) ) === $host;
		if ( str_starts_with( $link, '//' ) || ( $own && $has_host ) ) {
			return $scheme . '://' . $bare;
		}
		if ( ! $has_host && 1 === preg_match( '/^www\./i', $link ) ) {
			return $scheme . '://' . $link;
		}
		return $link;
	}
}
