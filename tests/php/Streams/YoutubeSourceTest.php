<?php
/**
 * The YouTube stream against its stand-in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\SocialSource;
use Stagecraft\Streams\YoutubeSource;

/**
 * YouTube Data API v3 playlistItems.list and search.list.
 */
final class YoutubeSourceTest extends SocialSourceTestCase {

	protected function source(): SocialSource {
		return new YoutubeSource();
	}

	protected function account(): array {
		return array( 'playlist' => 'PLstandin' );
	}

	protected function settings_for( string $id ): array {
		return array( 'playlist' => $id );
	}

	protected function page_size_arg(): string {
		return 'maxResults';
	}

	protected function messages(): array {
		return array(
			'refused' => 'API key not valid. Please pass a valid API key.',
			'missing' => 'cannot be found',
		);
	}

	protected function assert_first_item( array $item ): void {
		$this->assertSame( 'vid00000001', $item['itemId'] );
		$this->assertSame( 'video', $item['type'] );
		$this->assertSame( 'Stand-in video 1', $item['title'] );
		$this->assertSame( "Description of stand-in video 1.<br />\nSecond line.", $item['content'] );
		$this->assertSame( 'https://www.youtube.com/watch?v=vid00000001', $item['link'] );
		$this->assertSame( '2026-11-24T10:00:00+00:00', $item['date'] );
		$this->assertSame( 'Stand-in channel', $item['author'] );
		$this->assertSame( 'https://stand-in.test/stand-ins/social/image/1.svg', $item['image']['src'], 'the largest thumbnail' );
		$this->assertSame( 480, $item['image']['width'] );
		$this->assertSame( 360, $item['image']['height'] );
	}

	public function test_a_channel_lists_its_newest_videos_by_search(): void {
		$items = $this->items( array( 'channel' => 'UCstandin' ) );

		$this->assertIsArray( $items );
		$this->assertCount( 8, $items );
		$this->assertSame( 'https://www.youtube.com/watch?v=vid00000001', $items[0]['link'] );
		$this->assertStringContainsString( '/youtube/search?', $this->requests[0][0] );
		$this->assertStringContainsString( 'order=date', $this->requests[0][0] );
	}

	public function test_quota_errors_and_missing_settings_are_failures(): void {
		$quota = $this->items( array( 'playlist' => 'quota' ) );
		$none  = $this->items( array() );

		$this->assertInstanceOf( \WP_Error::class, $quota );
		$this->assertStringContainsString( 'exceeded your', $quota->get_error_message() );
		$this->assertStringNotContainsString( '<a', $quota->get_error_message() );
		$this->assertInstanceOf( \WP_Error::class, $none );
		$this->assertSame( 'stagecraft_stream_settings', $none->get_error_code() );
	}
}
