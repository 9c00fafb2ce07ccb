<?php
/**
 * The X (Twitter) stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A user's newest posts (X API v2, GET /2/users/{id}/tweets) with their media and author
 * expanded, with the site's bearer token.
 */
final class TwitterSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'twitter';
	}

	/**
	 * The service's name as visitors know it.
	 */
	public function label(): string {
		return 'X (Twitter)';
	}

	/**
	 * The documented base.
	 */
	protected function default_base(): string {
		return 'https://api.x.com/2';
	}

	/**
	 * Settings: user (the numeric user id).
	 *
	 * @param array<string,mixed> $group settings.source.twitter.
	 * @return array<string,string>
	 */
	protected function settings_of( array $group ): array {
		return array( 'user' => self::setting( $group, 'user' ) );
	}

	/**
	 * GET /users/{id}/tweets.
	 *
	 * @param array<string,string> $settings Settings.
	 * @param string               $secret   Bearer token.
	 * @param string               $base     API base.
	 * @return array{url:string,headers:array<string,string>}|WP_Error
	 */
	protected function request( array $settings, string $secret, string $base ): array|WP_Error {
		if ( '' === $settings['user'] ) {
			return $this->missing( __( 'X user id', 'stagecraft' ) );
		}
		$query = array(
			'max_results'  => self::MAX_ITEMS,
			'tweet.fields' => 'created_at,attachments,author_id',
			'expansions'   => 'attachments.media_keys,author_id',
			'media.fields' => 'url,preview_image_url,type,width,height,alt_text',
			'user.fields'  => 'name,username',
		);
		return array(
			'url'     => add_query_arg( rawurlencode_deep( $query ), $base . '/users/' . self::segment( $settings['user'] ) . '/tweets' ),
			'headers' => array( 'Authorization' => 'Bearer ' . $secret ),
		);
	}

	/**
	 * A problem reply (401: {"title":"Unauthorized","status":401,"detail":…}), or errors[] with
	 * no data (a missing user answers 200 so).
	 *
	 * @param int          $status HTTP status.
	 * @param array<mixed> $body   Reply.
	 */
	protected function error_in( int $status, array $body ): ?string {
		if ( $status < 400 && ( isset( $body['data'] ) || ! isset( $body['errors'] ) ) ) {
			// A reply with data may still list partial errors (a deleted media): not a failure.
			return null;
		}
		$problem = self::rows( $body['errors'] ?? null )[0] ?? $body;
		foreach ( array( $problem['detail'] ?? null, $problem['message'] ?? null, $problem['title'] ?? null ) as $message ) {
			if ( is_string( $message ) && '' !== $message ) {
				return $message;
			}
		}
		return null;
	}

	/**
	 * The posts of data[] with includes.media and includes.users.
	 *
	 * @param array<mixed> $body Reply.
	 * @return list<array<string,mixed>>
	 */
	protected function items_in( array $body ): array {
		$includes = is_array( $body['includes'] ?? null ) ? $body['includes'] : array();
		$media    = array_column( self::rows( $includes['media'] ?? null ), null, 'media_key' );
		$users    = array_column( self::rows( $includes['users'] ?? null ), null, 'id' );
		$items    = array();
		foreach ( self::rows( $body['data'] ?? null ) as $row ) {
			$id   = (string) ( $row['id'] ?? '' );
			$user = $users[ (string) ( $row['author_id'] ?? '' ) ] ?? array();
			if ( '' === $id || ! is_string( $user['username'] ?? null ) ) {
				continue;
			}
			$keys    = is_array( $row['attachments']['media_keys'] ?? null ) ? $row['attachments']['media_keys'] : array();
			$first   = $media[ (string) ( $keys[0] ?? '' ) ] ?? array();
			$items[] = $this->item(
				array(
					'itemId' => $id,
					'type'   => 'post',
					'text'   => (string) ( $row['text'] ?? '' ),
					'link'   => 'https://x.com/' . rawurlencode( $user['username'] ) . '/status/' . rawurlencode( $id ),
					'date'   => (string) ( $row['created_at'] ?? '' ),
					'author' => (string) ( $user['name'] ?? $user['username'] ),
					// A photo has url; a video or GIF has its preview image.
					'image'  => (string) ( $first['url'] ?? $first['preview_image_url'] ?? '' ),
					'width'  => (int) ( $first['width'] ?? 0 ),
					'height' => (int) ( $first['height'] ?? 0 ),
					'alt'    => (string) ( $first['alt_text'] ?? '' ),
				)
			);
		}
		return $items;
	}
}
