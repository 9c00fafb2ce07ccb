<?php
/**
 * The X (Twitter) stream against its stand-in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\SocialSource;
use Stagecraft\Streams\TwitterSource;

/**
 * X API v2 GET /2/users/{id}/tweets with media and author expansions.
 */
final class TwitterSourceTest extends SocialSourceTestCase {

	protected function source(): SocialSource {
		return new TwitterSource();
	}

	protected function account(): array {
		return array( 'user' => '2244994945' );
	}

	protected function settings_for( string $id ): array {
		return array( 'user' => $id );
	}

	protected function page_size_arg(): string {
		return 'max_results';
	}

	protected function messages(): array {
		return array(
			'refused' => 'Unauthorized',
			'missing' => 'Could not find user with id: [missing].',
		);
	}

	protected function assert_first_item( array $item ): void {
		$this->assertSame( 'Bearer ' . STAGECRAFT_STAND_IN_CREDENTIAL, $this->requests[0][1]['headers']['Authorization'] );
		$this->assertStringNotContainsString( STAGECRAFT_STAND_IN_CREDENTIAL, $this->requests[0][0], 'the token goes in a header, not the URL' );
		$this->assertSame( '1860000000000000001', $item['itemId'] );
		$this->assertStringStartsWith( 'Stand-in post 1 from the test account', $item['title'] );
		$this->assertSame( 'https://x.com/standin/status/1860000000000000001', $item['link'] );
		$this->assertSame( '2026-11-24T10:00:00+00:00', $item['date'] );
		$this->assertSame( 'Stand-in Account', $item['author'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/1.svg', $item['image']['src'] );
		$this->assertSame( 'Stand-in picture 1', $item['image']['alt'] );
		$this->assertSame( 640, $item['image']['width'] );
	}
}
