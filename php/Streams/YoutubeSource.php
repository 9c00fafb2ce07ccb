<?php
/**
 * The YouTube stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A playlist's videos (YouTube Data API v3 playlistItems.list) or, without a playlist, a
 * channel's newest videos (search.list, order date), with the site's API key.
 */
final class YoutubeSource extends SocialSource {

	/**
	 * Thumbnail sizes, largest first (the API lists only those that exist).
	 */
	private const THUMBNAILS = array( 'maxres', 'standard', 'high', 'medium', 'default' );

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'youtube';
	}

	/**
	 * The service's name as visitors know it.
	 */
	public function label(): string {
		return 'YouTube';
	}

	/**
	 * The documented base.
	 */
	protected function default_base(): string {
		return 'https://www.googleapis.com/youtube/v3';
	}

	/**
	 * Settings: playlist (id) or channel (id).
	 *
	 * @param array<string,mixed> $group settings.source.youtube.
	 * @return array<string,string>
	 */
	protected function settings_of( array $group ): array {
		return array(
			'playlist' => self::setting( $group, 'playlist' ),
			'channel'  => self::setting( $group, 'channel' ),
		);
	}

	/**
	 * GET playlistItems or search.
	 *
	 * @param array<string,string> $settings Settings.
	 * @param string               $secret   API key.
	 * @param string               $base     API base.
	 * @return array{url:string,headers:array<string,string>}|WP_Error
	 */
	protected function request( array $settings, string $secret, string $base ): array|WP_Error {
		$query = array(
			'part'       => 'snippet',
			'maxResults' => self::MAX_ITEMS,
			'key'        => $secret,
		);
		if ( '' !== $settings['playlist'] ) {
			$url = add_query_arg( rawurlencode_deep( $query + array( 'playlistId' => $settings['playlist'] ) ), $base . '/playlistItems' );
		} elseif ( '' !== $settings['channel'] ) {
			$query += array(
				'channelId' => $settings['channel'],
				'order'     => 'date',
				'type'      => 'video',
			);
			$url    = add_query_arg( rawurlencode_deep( $query ), $base . '/search' );
		} else {
			return $this->missing( __( 'playlist or channel id', 'stagecraft' ) );
		}
		return array(
			'url'     => $url,
			'headers' => array(),
		);
	}

	/**
	 * The Google API error object: {"error":{"code":403,"message":…,"errors":[…]}}.
	 *
	 * @param int          $status HTTP status.
	 * @param array<mixed> $body   Reply.
	 */
	protected function error_in( int $status, array $body ): ?string {
		$error = $body['error'] ?? null;
		if ( ! is_array( $error ) ) {
			return null;
		}
		$first = self::rows( $error['errors'] ?? null )[0] ?? array();
		foreach ( array( $error['message'] ?? null, $first['message'] ?? null, $first['reason'] ?? null ) as $message ) {
			if ( is_string( $message ) && '' !== $message ) {
				return $message;
			}
		}
		return __( 'The API answered with an error.', 'stagecraft' );
	}

	/**
	 * Videos of items[].snippet; private and deleted videos (no thumbnails) are left out.
	 *
	 * @param array<mixed> $body Reply.
	 * @return list<array<string,mixed>>
	 */
	protected function items_in( array $body ): array {
		$items = array();
		foreach ( self::rows( $body['items'] ?? null ) as $row ) {
			$snippet = is_array( $row['snippet'] ?? null ) ? $row['snippet'] : array();
			$video   = $snippet['resourceId']['videoId'] ?? ( is_array( $row['id'] ?? null ) ? ( $row['id']['videoId'] ?? '' ) : '' );
			$image   = $this->thumbnail( is_array( $snippet['thumbnails'] ?? null ) ? $snippet['thumbnails'] : array() );
			if ( ! is_string( $video ) || '' === $video || null === $image ) {
				continue;
			}
			$items[] = $this->item(
				array(
					'itemId' => $video,
					'type'   => 'video',
					'title'  => (string) ( $snippet['title'] ?? '' ),
					'text'   => (string) ( $snippet['description'] ?? '' ),
					'link'   => 'https://www.youtube.com/watch?v=' . rawurlencode( $video ),
					'date'   => (string) ( $snippet['publishedAt'] ?? '' ),
					'author' => (string) ( $snippet['videoOwnerChannelTitle'] ?? $snippet['channelTitle'] ?? '' ),
					'image'  => (string) ( $image['url'] ?? '' ),
					'width'  => (int) ( $image['width'] ?? 0 ),
					'height' => (int) ( $image['height'] ?? 0 ),
				)
			);
		}
		return $items;
	}

	/**
	 * The largest thumbnail.
	 *
	 * @param array<mixed> $thumbnails snippet.thumbnails.
	 * @return array<mixed>|null
	 */
	private function thumbnail( array $thumbnails ): ?array {
		foreach ( self::THUMBNAILS as $size ) {
			if ( is_array( $thumbnails[ $size ] ?? null ) && is_string( $thumbnails[ $size ]['url'] ?? null ) ) {
				return $thumbnails[ $size ];
			}
		}
		return null;
	}
}
