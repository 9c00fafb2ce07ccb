<?php
/**
 * The Instagram stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * An account's newest media (Instagram Graph API, GET /{user}/media), with the account's
 * access token.
 */
final class InstagramSource extends GraphSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'instagram';
	}

	/**
	 * The service's name as visitors know it.
	 */
	public function label(): string {
		return 'Instagram';
	}

	/**
	 * The documented base.
	 */
	protected function default_base(): string {
		return 'https://graph.instagram.com/v21.0';
	}

	/**
	 * Settings: user (the Instagram user id; "me", the token's own account, when unset).
	 *
	 * @param array<string,mixed> $group settings.source.instagram.
	 * @return array<string,string>
	 */
	protected function settings_of( array $group ): array {
		return array( 'user' => self::setting( $group, 'user', 'me' ) );
	}

	/**
	 * The Instagram user id.
	 *
	 * @param array<string,string> $settings Settings.
	 */
	protected function node( array $settings ): string {
		return $settings['user'];
	}

	/**
	 * The edge read.
	 */
	protected function edge(): string {
		return 'media';
	}

	/**
	 * The media fields asked for.
	 */
	protected function fields(): string {
		return 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,username';
	}

	/**
	 * The media of data[]; a video shows its thumbnail.
	 *
	 * @param array<mixed> $body Reply.
	 * @return list<array<string,mixed>>
	 */
	protected function items_in( array $body ): array {
		$items = array();
		foreach ( self::rows( $body['data'] ?? null ) as $row ) {
			$video = 'VIDEO' === ( $row['media_type'] ?? '' );
			$image = $video ? ( $row['thumbnail_url'] ?? '' ) : ( $row['media_url'] ?? '' );
			if ( ! is_string( $image ) || '' === $image ) {
				continue;
			}
			$items[] = $this->item(
				array(
					'itemId' => (string) ( $row['id'] ?? '' ),
					'type'   => $video ? 'video' : 'photo',
					'text'   => (string) ( $row['caption'] ?? '' ),
					'link'   => (string) ( $row['permalink'] ?? '' ),
					'date'   => (string) ( $row['timestamp'] ?? '' ),
					'author' => (string) ( $row['username'] ?? '' ),
					'image'  => $image,
				)
			);
		}
		return $items;
	}
}
