<?php
/**
 * The Facebook stream against its stand-in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\FacebookSource;
use Stagecraft\Streams\SocialSource;

/**
 * Graph API /{page-id}/posts.
 */
final class FacebookSourceTest extends SocialSourceTestCase {

	protected function source(): SocialSource {
		return new FacebookSource();
	}

	protected function account(): array {
		return array( 'page' => '104000000000001' );
	}

	protected function settings_for( string $id ): array {
		return array( 'page' => $id );
	}

	protected function page_size_arg(): string {
		return 'limit';
	}

	protected function messages(): array {
		return array(
			'refused' => 'Invalid OAuth access token - Cannot parse access token',
			'missing' => "Object with ID 'missing' does not exist",
		);
	}

	protected function assert_first_item( array $item ): void {
		$this->assertSame( '104000000000001_1', $item['itemId'] );
		$this->assertSame( 'Stand-in page post 1', $item['title'] );
		$this->assertSame( 'Stand-in page post 1', $item['excerpt'] );
		$this->assertSame( 'https://www.facebook.com/104000000000001/posts/1', $item['link'] );
		$this->assertSame( '2026-11-24T10:00:00+00:00', $item['date'] );
		$this->assertSame( 'Stand-in Page', $item['author'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/1.svg', $item['image']['src'] );
	}

	public function test_a_module_without_a_page_asks_nothing(): void {
		$error = $this->items( array() );

		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'stagecraft_stream_settings', $error->get_error_code() );
		$this->assertSame( array(), $this->requests );
	}
}
