<?php
/**
 * A stream read from a Graph API (Facebook, Instagram).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * GET /{node}/{edge}?fields=…&limit=…&access_token=…, errors as the Graph API's error object.
 * The two Graph services differ only in the node, the edge, the fields and the rows.
 */
abstract class GraphSource extends SocialSource {

	/**
	 * The node whose edge is read (a Page or user id), or an error when it is not set.
	 *
	 * @param array<string,string> $settings Settings.
	 */
	abstract protected function node( array $settings ): string|WP_Error;

	/**
	 * The edge read: 'posts', 'media'.
	 */
	abstract protected function edge(): string;

	/**
	 * The fields asked for, comma-separated.
	 */
	abstract protected function fields(): string;

	/**
	 * GET /{node}/{edge}.
	 *
	 * @param array<string,string> $settings Settings.
	 * @param string               $secret   Access token.
	 * @param string               $base     API base.
	 * @return array{url:string,headers:array<string,string>}|WP_Error
	 */
	final protected function request( array $settings, string $secret, string $base ): array|WP_Error {
		$node = $this->node( $settings );
		if ( is_wp_error( $node ) ) {
			return $node;
		}
		$query = array(
			'fields'       => $this->fields(),
			'limit'        => self::MAX_ITEMS,
			'access_token' => $secret,
		);
		return array(
			'url'     => add_query_arg( rawurlencode_deep( $query ), $base . '/' . self::segment( $node ) . '/' . $this->edge() ),
			'headers' => array(),
		);
	}

	/**
	 * The Graph API error object: {"error":{"message":…,"type":"OAuthException","code":190}}.
	 *
	 * @param int          $status HTTP status.
	 * @param array<mixed> $body   Reply.
	 */
	final protected function error_in( int $status, array $body ): ?string {
		$error = $body['error'] ?? null;
		if ( ! is_array( $error ) ) {
			return null;
		}
		$message = $error['message'] ?? '';
		return is_string( $message ) && '' !== $message ? $message : __( 'The API answered with an error.', 'stagecraft' );
	}
}
