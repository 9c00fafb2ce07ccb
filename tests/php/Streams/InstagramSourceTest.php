<?php
/**
 * The Instagram stream against its stand-in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\InstagramSource;
use Stagecraft\Streams\SocialSource;

/**
 * Instagram Graph API /{user}/media.
 */
final class InstagramSourceTest extends SocialSourceTestCase {

	protected function source(): SocialSource {
		return new InstagramSource();
	}

	protected function account(): array {
		return array();
	}

	protected function settings_for( string $id ): array {
		return array( 'user' => $id );
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
		$this->assertStringEndsWith( '/instagram/me/media', (string) strtok( $this->requests[0][0], '?' ), 'the token\'s own account by default' );
		$this->assertSame( '17900000001', $item['itemId'] );
		$this->assertSame( 'photo', $item['type'] );
		$this->assertSame( 'Stand-in post 1', $item['title'], 'the caption\'s first line' );
		$this->assertSame( 'Stand-in post 1 Shared from the stand-in account.', $item['excerpt'] );
		$this->assertSame( 'https://www.instagram.com/p/StandIn1/', $item['link'] );
		$this->assertSame( '2026-11-24T10:00:00+00:00', $item['date'] );
		$this->assertSame( 'standin', $item['author'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/1.svg', $item['image']['src'] );
	}

	public function test_a_video_shows_its_thumbnail(): void {
		$items = $this->items( array( 'user' => '17841400000000000' ) );

		$this->assertIsArray( $items );
		$this->assertSame( 'video', $items[3]['type'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/4.svg', $items[3]['image']['src'] );
	}
}
