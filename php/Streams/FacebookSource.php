<?php
/**
 * The Facebook stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A Page's newest posts (Graph API, GET /{page-id}/posts), with a Page access token.
 */
final class FacebookSource extends GraphSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'facebook';
	}

	/**
	 * The service's name as visitors know it.
	 */
	public function label(): string {
		return 'Facebook';
	}

	/**
	 * The documented base.
	 */
	protected function default_base(): string {
		return 'https://graph.facebook.com/v21.0';
	}

	/**
	 * Settings: page (the Page id).
	 *
	 * @param array<string,mixed> $group settings.source.facebook.
	 * @return array<string,string>
	 */
	protected function settings_of( array $group ): array {
		return array( 'page' => self::setting( $group, 'page' ) );
	}

	/**
	 * The Page id, or an error when it is not set.
	 *
	 * @param array<string,string> $settings Settings.
	 */
	protected function node( array $settings ): string|WP_Error {
		return '' === $settings['page'] ? $this->missing( __( 'Page id', 'stagecraft' ) ) : $settings['page'];
	}

	/**
	 * The edge read.
	 */
	protected function edge(): string {
		return 'posts';
	}

	/**
	 * The post fields asked for.
	 */
	protected function fields(): string {
		return 'id,message,created_time,permalink_url,full_picture,from';
	}

	/**
	 * The posts of data[]; a post with neither text nor picture is left out.
	 *
	 * @param array<mixed> $body Reply.
	 * @return list<array<string,mixed>>
	 */
	protected function items_in( array $body ): array {
		$items = array();
		foreach ( self::rows( $body['data'] ?? null ) as $row ) {
			$text  = is_string( $row['message'] ?? null ) ? $row['message'] : '';
			$image = is_string( $row['full_picture'] ?? null ) ? $row['full_picture'] : '';
			if ( '' === $text && '' === $image ) {
				continue;
			}
			$items[] = $this->item(
				array(
					'itemId' => (string) ( $row['id'] ?? '' ),
					'type'   => 'post',
					'text'   => $text,
					'link'   => (string) ( $row['permalink_url'] ?? '' ),
					'date'   => (string) ( $row['created_time'] ?? '' ),
					'author' => (string) ( is_array( $row['from'] ?? null ) ? ( $row['from']['name'] ?? '' ) : '' ),
					'image'  => $image,
				)
			);
		}
		return $items;
	}
}
