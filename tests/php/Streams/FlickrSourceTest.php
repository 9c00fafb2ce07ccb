<?php
/**
 * The Flickr stream against its stand-in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\FlickrSource;
use Stagecraft\Streams\SocialSource;

/**
 * Flickr REST flickr.people.getPublicPhotos and flickr.photosets.getPhotos.
 */
final class FlickrSourceTest extends SocialSourceTestCase {

	protected function source(): SocialSource {
		return new FlickrSource();
	}

	protected function account(): array {
		return array( 'user' => '12345678@N00' );
	}

	protected function settings_for( string $id ): array {
		return array( 'user' => $id );
	}

	protected function page_size_arg(): string {
		return 'per_page';
	}

	protected function messages(): array {
		return array(
			'refused' => 'Invalid API Key (Key has invalid format)',
			'missing' => 'User not found',
		);
	}

	protected function assert_first_item( array $item ): void {
		$this->assertStringContainsString( 'method=flickr.people.getPublicPhotos', $this->requests[0][0] );
		$this->assertSame( '53000000001', $item['itemId'] );
		$this->assertSame( 'photo', $item['type'] );
		$this->assertSame( 'Stand-in photo 1', $item['title'] );
		$this->assertSame( 'Taken for the stand-in, number 1.', $item['excerpt'] );
		$this->assertSame( 'https://www.flickr.com/photos/12345678%40N00/53000000001/', $item['link'] );
		$this->assertSame( '2026-11-24T10:00:00+00:00', $item['date'] );
		$this->assertSame( 'Stand-in Photographer', $item['author'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/1.svg?s=l', $item['image']['src'] );
		$this->assertSame( 1024, $item['image']['width'] );
		$this->assertSame( 576, $item['image']['height'] );
	}

	public function test_an_album_lists_its_photos_with_the_albums_owner(): void {
		$items   = $this->items(
			array(
				'user'     => '12345678@N00',
				'photoset' => '72157600000000001',
			)
		);
		$missing = $this->items(
			array(
				'user'     => '12345678@N00',
				'photoset' => 'missing',
			)
		);

		$this->assertIsArray( $items );
		$this->assertCount( 8, $items );
		$this->assertStringContainsString( 'method=flickr.photosets.getPhotos', $this->requests[0][0] );
		$this->assertSame( 'https://www.flickr.com/photos/12345678%40N00/53000000001/', $items[0]['link'] );
		$this->assertSame( 'Stand-in Photographer', $items[0]['author'] );
		$this->assertInstanceOf( \WP_Error::class, $missing );
		$this->assertStringContainsString( 'Photoset not found', $missing->get_error_message() );
	}
}
