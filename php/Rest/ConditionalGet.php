<?php
/**
 * Conditional GET for the public replies: ETag, Last-Modified, 304 and cache headers.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_REST_Request;
use WP_REST_Response;

/**
 * Every public GET controller answers through respond(), so browsers and CDNs revalidate cheaply.
 *
 * Cache-Control: browsers and shared caches may reuse a reply for 60 s (an edit shows within a
 * minute), then serve it stale for up to 300 s more while revalidating in the background, which
 * costs only a 304 when nothing changed. Logged-in visitors get WordPress's no-cache headers
 * instead (core sends them after ours).
 */
final class ConditionalGet {

	public const MAX_AGE                = 60;
	public const STALE_WHILE_REVALIDATE = 300;

	/**
	 * The reply, or an empty 304 when the client's copy is current.
	 *
	 * @param WP_REST_Request $request       Request (its If-None-Match and If-Modified-Since).
	 * @param array<mixed>    $data          Reply data.
	 * @param int             $last_modified Unix time the reply last changed; 0 when unknown.
	 * @return WP_REST_Response
	 */
	public static function respond( WP_REST_Request $request, array $data, int $last_modified ): WP_REST_Response {
		$etag    = self::etag( $data );
		$headers = array(
			'ETag'          => $etag,
			'Cache-Control' => sprintf( 'public, max-age=%d, stale-while-revalidate=%d', self::MAX_AGE, self::STALE_WHILE_REVALIDATE ),
		);
		if ( $last_modified > 0 ) {
			$headers['Last-Modified'] = gmdate( 'D, d M Y H:i:s', $last_modified ) . ' GMT';
		}
		if ( in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) && self::is_current( $request, $etag, $last_modified ) ) {
			return new WP_REST_Response( null, 304, $headers );
		}
		return new WP_REST_Response( $data, 200, $headers );
	}

	/**
	 * A weak validator of the reply: equal JSON means an equal reply (weak, as compression by a
	 * web server or CDN must not break the match).
	 *
	 * @param array<mixed> $data Reply data.
	 */
	public static function etag( array $data ): string {
		return 'W/"' . md5( (string) wp_json_encode( $data ) ) . '"';
	}

	/**
	 * Whether the client's cached copy is the current reply. If-None-Match wins over
	 * If-Modified-Since when both are sent (RFC 9110, 13.1.3).
	 *
	 * @param WP_REST_Request $request       Request.
	 * @param string          $etag          Current ETag.
	 * @param int             $last_modified Unix time of the last change.
	 */
	private static function is_current( WP_REST_Request $request, string $etag, int $last_modified ): bool {
		$if_none_match = $request->get_header( 'if_none_match' );
		if ( null !== $if_none_match && '' !== trim( $if_none_match ) ) {
			foreach ( explode( ',', $if_none_match ) as $tag ) {
				$tag = trim( $tag );
				if ( '*' === $tag || self::opaque( $tag ) === self::opaque( $etag ) ) {
					return true;
				}
			}
			return false;
		}
		$since = $request->get_header( 'if_modified_since' );
		$since = null === $since ? false : strtotime( $since );
		return $last_modified > 0 && false !== $since && $last_modified <= $since;
	}

	/**
	 * An entity tag without its weak marker, for the weak comparison.
	 *
	 * @param string $tag Entity tag.
	 */
	private static function opaque( string $tag ): string {
		return str_starts_with( $tag, 'W/' ) ? substr( $tag, 2 ) : $tag;
	}
}
