<?php
/**
 * The Vimeo stream against its stand-in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\SocialSource;
use Stagecraft\Streams\VimeoSource;

/**
 * Vimeo API /users/{id}/videos, /me/videos and showcases.
 */
final class VimeoSourceTest extends SocialSourceTestCase {

	protected function source(): SocialSource {
		return new VimeoSource();
	}

	protected function account(): array {
		return array( 'user' => '1234567' );
	}

	protected function settings_for( string $id ): array {
		return array( 'user' => $id );
	}

	protected function page_size_arg(): string {
		return 'per_page';
	}

	protected function messages(): array {
		return array(
			'refused' => 'The access token is invalid or has been revoked.',
			'missing' => 'could not be found',
		);
	}

	protected function assert_first_item( array $item ): void {
		$this->assertStringEndsWith( '/vimeo/users/1234567/videos', (string) strtok( $this->requests[0][0], '?' ) );
		$this->assertSame( 'bearer ' . STAGECRAFT_STAND_IN_CREDENTIAL, $this->requests[0][1]['headers']['Authorization'] );
		$this->assertSame( 'application/vnd.vimeo.*+json;version=3.4', $this->requests[0][1]['headers']['Accept'] );
		$this->assertSame( '900000001', $item['itemId'] );
		$this->assertSame( 'Stand-in clip 1', $item['title'] );
		$this->assertSame( 'A clip for the stand-in, number 1.', $item['excerpt'] );
		$this->assertSame( 'https://vimeo.com/900000001', $item['link'] );
		$this->assertSame( '2026-11-24T10:00:00+00:00', $item['date'] );
		$this->assertSame( 'Stand-in Studio', $item['author'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/1.svg', $item['image']['src'], 'the largest picture' );
		$this->assertSame( 1280, $item['image']['width'] );
	}

	public function test_own_account_and_a_showcase(): void {
		$own   = $this->items( array() );
		$album = $this->items(
			array(
				'user'  => '1234567',
				'album' => '11000001',
			)
		);

		$this->assertIsArray( $own );
		$this->assertIsArray( $album );
		$this->assertStringEndsWith( '/vimeo/me/videos', (string) strtok( $this->requests[0][0], '?' ) );
		$this->assertStringEndsWith( '/vimeo/users/1234567/albums/11000001/videos', (string) strtok( $this->requests[1][0], '?' ) );
		$this->assertStringNotContainsString( 'sort=', $this->requests[1][0], 'a showcase keeps its own order' );
	}
}
