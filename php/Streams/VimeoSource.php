<?php
/**
 * The Vimeo stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * A user's newest videos (Vimeo API, GET /users/{id}/videos) or one showcase's videos
 * (GET /users/{id}/albums/{album_id}/videos), with the site's access token.
 */
final class VimeoSource extends SocialSource {

	/**
	 * The video fields asked for.
	 */
	private const FIELDS = 'uri,name,description,link,created_time,pictures.sizes,user.name';

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'vimeo';
	}

	/**
	 * The service's name as visitors know it.
	 */
	public function label(): string {
		return 'Vimeo';
	}

	/**
	 * The documented base.
	 */
	protected function default_base(): string {
		return 'https://api.vimeo.com';
	}

	/**
	 * Settings: user (id; "me", the token's own account, when unset) and album (showcase id; optional).
	 *
	 * @param array<string,mixed> $group settings.source.vimeo.
	 * @return array<string,string>
	 */
	protected function settings_of( array $group ): array {
		return array(
			'user'  => self::setting( $group, 'user', 'me' ),
			'album' => self::setting( $group, 'album' ),
		);
	}

	/**
	 * GET the videos.
	 *
	 * @param array<string,string> $settings Settings.
	 * @param string               $secret   Access token.
	 * @param string               $base     API base.
	 * @return array{url:string,headers:array<string,string>}
	 */
	protected function request( array $settings, string $secret, string $base ): array {
		$path  = 'me' === $settings['user'] ? '/me' : '/users/' . self::segment( $settings['user'] );
		$query = array(
			'per_page' => self::MAX_ITEMS,
			'fields'   => self::FIELDS,
		);
		if ( '' !== $settings['album'] ) {
			// A showcase keeps the order its owner chose.
			$path .= '/albums/' . self::segment( $settings['album'] );
		} else {
			$query += array(
				'sort'      => 'date',
				'direction' => 'desc',
			);
		}
		return array(
			'url'     => add_query_arg( rawurlencode_deep( $query ), $base . $path . '/videos' ),
			'headers' => array(
				'Authorization' => 'bearer ' . $secret,
				'Accept'        => 'application/vnd.vimeo.*+json;version=3.4',
			),
		);
	}

	/**
	 * Vimeo's error: {"error":…,"developer_message":…,"error_code":…}.
	 *
	 * @param int          $status HTTP status.
	 * @param array<mixed> $body   Reply.
	 */
	protected function error_in( int $status, array $body ): ?string {
		if ( ! isset( $body['error'] ) ) {
			return null;
		}
		foreach ( array( $body['developer_message'] ?? null, $body['error'] ) as $message ) {
			if ( is_string( $message ) && '' !== $message ) {
				return $message;
			}
		}
		return __( 'The API answered with an error.', 'stagecraft' );
	}

	/**
	 * The videos of data[], each with its largest picture.
	 *
	 * @param array<mixed> $body Reply.
	 * @return list<array<string,mixed>>
	 */
	protected function items_in( array $body ): array {
		$items = array();
		foreach ( self::rows( $body['data'] ?? null ) as $row ) {
			$sizes = self::rows( is_array( $row['pictures'] ?? null ) ? ( $row['pictures']['sizes'] ?? null ) : null );
			usort( $sizes, static fn ( array $a, array $b ): int => (int) ( $b['width'] ?? 0 ) <=> (int) ( $a['width'] ?? 0 ) );
			$picture = $sizes[0] ?? array();
			$link    = $row['link'] ?? '';
			if ( ! is_string( $link ) || '' === $link ) {
				continue;
			}
			$items[] = $this->item(
				array(
					'itemId' => basename( (string) ( $row['uri'] ?? '' ) ),
					'type'   => 'video',
					'title'  => (string) ( $row['name'] ?? '' ),
					'text'   => (string) ( $row['description'] ?? '' ),
					'link'   => $link,
					'date'   => (string) ( $row['created_time'] ?? '' ),
					'author' => (string) ( is_array( $row['user'] ?? null ) ? ( $row['user']['name'] ?? '' ) : '' ),
					'image'  => (string) ( $picture['link'] ?? '' ),
					'width'  => (int) ( $picture['width'] ?? 0 ),
					'height' => (int) ( $picture['height'] ?? 0 ),
				)
			);
		}
		return $items;
	}
}
