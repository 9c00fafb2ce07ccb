<?php
/**
 * The Flickr stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A member's newest public photos (flickr.people.getPublicPhotos) or one album's photos
 * (flickr.photosets.getPhotos), through the REST endpoint's JSON format, with the site's API key.
 */
final class FlickrSource extends SocialSource {

	/**
	 * The photo extras asked for.
	 */
	private const EXTRAS = 'description,date_upload,owner_name,url_l,url_m';

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'flickr';
	}

	/**
	 * The service's name as visitors know it.
	 */
	public function label(): string {
		return 'Flickr';
	}

	/**
	 * The documented endpoint.
	 */
	protected function default_base(): string {
		return 'https://api.flickr.com/services/rest';
	}

	/**
	 * Settings: user (the member's NSID) and photoset (an album id; optional).
	 *
	 * @param array<string,mixed> $group settings.source.flickr.
	 * @return array<string,string>
	 */
	protected function settings_of( array $group ): array {
		return array(
			'user'     => self::setting( $group, 'user' ),
			'photoset' => self::setting( $group, 'photoset' ),
		);
	}

	/**
	 * GET ?method=….
	 *
	 * @param array<string,string> $settings Settings.
	 * @param string               $secret   API key.
	 * @param string               $base     API endpoint.
	 * @return array{url:string,headers:array<string,string>}|WP_Error
	 */
	protected function request( array $settings, string $secret, string $base ): array|WP_Error {
		if ( '' === $settings['user'] ) {
			return $this->missing( __( 'Flickr user id', 'stagecraft' ) );
		}
		$query = array(
			'method'         => 'flickr.people.getPublicPhotos',
			'api_key'        => $secret,
			'user_id'        => $settings['user'],
			'extras'         => self::EXTRAS,
			'per_page'       => self::MAX_ITEMS,
			'page'           => 1,
			'format'         => 'json',
			'nojsoncallback' => 1,
		);
		if ( '' !== $settings['photoset'] ) {
			$query['method']      = 'flickr.photosets.getPhotos';
			$query['photoset_id'] = $settings['photoset'];
		}
		return array(
			'url'     => add_query_arg( rawurlencode_deep( $query ), $base . '/' ),
			'headers' => array(),
		);
	}

	/**
	 * Flickr's failure: {"stat":"fail","code":…,"message":…} (HTTP 200).
	 *
	 * @param int          $status HTTP status.
	 * @param array<mixed> $body   Reply.
	 */
	protected function error_in( int $status, array $body ): ?string {
		if ( 'fail' !== ( $body['stat'] ?? '' ) ) {
			return null;
		}
		$message = $body['message'] ?? '';
		return is_string( $message ) && '' !== $message ? $message : __( 'The API answered with an error.', 'stagecraft' );
	}

	/**
	 * The photos of photos.photo[] or photoset.photo[].
	 *
	 * @param array<mixed> $body Reply.
	 * @return list<array<string,mixed>>
	 */
	protected function items_in( array $body ): array {
		if ( 'ok' !== ( $body['stat'] ?? '' ) ) {
			return array();
		}
		$list  = is_array( $body['photoset'] ?? null ) ? $body['photoset'] : ( is_array( $body['photos'] ?? null ) ? $body['photos'] : array() );
		$items = array();
		foreach ( self::rows( $list['photo'] ?? null ) as $row ) {
			$size  = is_string( $row['url_l'] ?? null ) ? 'l' : 'm';
			$image = $row[ 'url_' . $size ] ?? '';
			$owner = (string) ( $row['owner'] ?? $list['owner'] ?? '' );
			$id    = (string) ( $row['id'] ?? '' );
			if ( ! is_string( $image ) || '' === $image || '' === $owner || '' === $id ) {
				continue;
			}
			$items[] = $this->item(
				array(
					'itemId' => $id,
					'type'   => 'photo',
					'title'  => (string) ( $row['title'] ?? '' ),
					'text'   => (string) ( is_array( $row['description'] ?? null ) ? ( $row['description']['_content'] ?? '' ) : '' ),
					'link'   => 'https://www.flickr.com/photos/' . rawurlencode( $owner ) . '/' . rawurlencode( $id ) . '/',
					'date'   => (string) ( $row['dateupload'] ?? '' ),
					'author' => (string) ( $row['ownername'] ?? $list['ownername'] ?? '' ),
					'image'  => $image,
					'width'  => (int) ( $row[ 'width_' . $size ] ?? 0 ),
					'height' => (int) ( $row[ 'height_' . $size ] ?? 0 ),
				)
			);
		}
		return $items;
	}
}
