<?php
/**
 * The stream source registry and its filter.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\GallerySource;
use Stagecraft\Streams\StreamSource;
use Stagecraft\Streams\StreamSources;
use Stagecraft\Tests\IntegrationTestCase;
use WP_Error;

/**
 * The spec's nine sources, and what add-ons may change.
 */
final class StreamSourcesTest extends IntegrationTestCase {

	/**
	 * Removes the filters the tests add.
	 */
	protected function tear_down(): void {
		remove_all_filters( 'stagecraft_stream_sources' );
		parent::tear_down();
	}

	public function test_the_spec_sources_are_registered_under_their_names(): void {
		$sources = new StreamSources();

		$this->assertSame(
			array( 'post', 'woo', 'instagram', 'facebook', 'flickr', 'twitter', 'vimeo', 'youtube', 'gallery' ),
			$sources->names()
		);
		$this->assertInstanceOf( GallerySource::class, $sources->get( 'gallery' ) );
		$this->assertNull( $sources->get( 'myspace' ) );
	}

	public function test_an_add_on_adds_a_source_and_junk_from_the_filter_is_dropped(): void {
		$custom = new class() implements StreamSource {
			/**
			 * The source's name.
			 */
			public function name(): string {
				return 'rss';
			}

			/**
			 * One fixed item.
			 *
			 * @param array<string,mixed> $module Module.
			 * @param array<string,mixed> $args   Arguments.
			 * @return list<array<string,mixed>>|WP_Error
			 */
			public function items( array $module, array $args ): array|WP_Error {
				return array( array( 'id' => 1 ) );
			}
		};
		add_filter(
			'stagecraft_stream_sources',
			static function ( array $sources ) use ( $custom ): array {
				unset( $sources['twitter'] );
				$sources['rss']   = $custom;
				$sources['junk']  = 'not a source';
				$sources['wrong'] = new GallerySource();
				return $sources;
			}
		);

		$sources = new StreamSources();

		$this->assertSame( $custom, $sources->get( 'rss' ) );
		$this->assertNull( $sources->get( 'twitter' ) );
		$this->assertNull( $sources->get( 'junk' ) );
		$this->assertNull( $sources->get( 'wrong' ), 'A source is kept under its own name.' );
		$this->assertInstanceOf( GallerySource::class, $sources->get( 'gallery' ) );
	}

	public function test_a_filter_returning_nothing_leaves_no_sources_and_no_warning(): void {
		add_filter( 'stagecraft_stream_sources', '__return_null' );

		$this->assertSame( array(), ( new StreamSources() )->names() );
	}
}
