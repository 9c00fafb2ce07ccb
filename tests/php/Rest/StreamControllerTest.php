<?php
/**
 * GET stagecraft/v1/sliders/stream/{id or alias} through the real REST server.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Rest\StreamController;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The stream items of spec/module.md section 7 (get_stream_data).
 */
final class StreamControllerTest extends IntegrationTestCase {

	public function test_post_stream_has_30_newest_posts_with_plain_55_word_excerpts(): void {
		$ids = array();
		for ( $i = 0; $i < 32; $i++ ) {
			$ids[] = self::factory_post( 'Stream post ' . $i, '<p><strong>Bold</strong> ' . str_repeat( 'word ', 79 ) . '</p>' );
		}
		$module_id = $this->stream_module( 'stream-posts', array( 'type' => 'post' ) );

		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/' . $module_id, array( 'srengine' => 6 ) );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'success', 'data' ), array_keys( $data ) );
		$this->assertTrue( $data['success'] );
		$this->assertCount( 30, $data['data'], 'the spec: 30 posts' );
		$this->assertSame( array_slice( array_reverse( $ids ), 0, 30 ), array_column( $data['data'], 'id' ) );

		$first = $data['data'][0];
		$this->assertSame( 7, $first['sourceSlideId'] );
		$this->assertSame( $module_id, $first['sourceModuleId'] );
		$this->assertSame( 6, $first['sourceModuleEngine'] );
		$this->assertSame( 'Stream post 31', $first['title'] );
		$this->assertStringEndsWith( "\u{2026}", $first['excerpt'] );
		$this->assertCount( 55, explode( ' ', rtrim( $first['excerpt'], "\u{2026}" ) ) );
		$this->assertStringNotContainsString( '<', $first['excerpt'] );
		$this->assertStringStartsWith( 'Bold word', $first['excerpt'] );
		$this->assertStringContainsString( '<strong>Bold</strong>', $first['content'] );
		$this->assertSame( get_permalink( $ids[31] ), $first['link'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $first['date'] );
		$this->assertSame( array( 'sourceSlideId', 'sourceModuleId', 'sourceModuleEngine', 'id', 'title', 'excerpt', 'content', 'link', 'date', 'author', 'image', 'categories' ), array_keys( $first ) );
	}

	public function test_post_stream_filters_by_category_and_leaves_out_hidden_posts(): void {
		$category = wp_insert_term( 'Stream news', 'category' );
		$this->assertIsArray( $category );
		$news   = self::factory_post( 'News & views', 'Text' );
		$other  = self::factory_post( 'Other', 'Text' );
		$locked = self::factory_post( 'Locked', 'Text', array( 'post_password' => 'secret' ) );
		$draft  = self::factory_post( 'Draft', 'Text', array( 'post_status' => 'draft' ) );
		foreach ( array( $news, $other, $locked, $draft ) as $id ) {
			wp_set_post_categories( $id, $id === $other ? array() : array( $category['term_id'] ) );
		}
		$this->stream_module(
			'stream-category',
			array(
				'type' => 'post',
				'post' => array( 'category' => (string) $category['term_id'] ),
			)
		);

		$items = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-category' )->get_data()['data'];

		$this->assertSame( array( $news ), array_column( $items, 'id' ) );
		$this->assertSame( 'News &amp; views', $items[0]['title'] );
		$this->assertSame( 'Stream news', $items[0]['categories'][0]['name'] );
		$this->assertSame( 7, $items[0]['sourceModuleEngine'] );
	}

	public function test_post_content_is_kses_d_and_the_featured_image_is_reported(): void {
		global $wpdb;
		$id = self::factory_post( 'Scripted', 'Safe' );
		// Saved around kses, as a user with unfiltered_html could.
		$wpdb->update( $wpdb->posts, array( 'post_content' => '<p>Safe</p><script>alert(1)</script>' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$image = $this->attachment( 'photo.jpg', 'image/jpeg', 800, 400 );
		update_post_meta( $image, '_wp_attachment_image_alt', 'A "photo"' );
		set_post_thumbnail( $id, $image );
		$this->stream_module( 'stream-kses', array( 'type' => 'post' ) );

		$item = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-kses' )->get_data()['data'][0];

		$this->assertSame( $id, $item['id'] );
		$this->assertStringNotContainsString( '<script', $item['content'] );
		$this->assertStringContainsString( 'Safe', $item['content'] );
		$this->assertSame( 800, $item['image']['width'] );
		$this->assertSame( 400, $item['image']['height'] );
		$this->assertStringEndsWith( '/photo.jpg', $item['image']['src'] );
		$this->assertSame( 'A &quot;photo&quot;', $item['image']['alt'] );
	}

	public function test_post_types_that_are_not_public_make_the_stream_fail(): void {
		$this->stream_module(
			'stream-private-type',
			array(
				'type' => 'post',
				'post' => array( 'types' => array( 'stagecraft_module', 'no_such_type' ) ),
			)
		);

		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-private-type' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( 'post types', $response->get_data()['message'] );
	}

	public function test_gallery_stream_has_the_images_in_the_given_order(): void {
		$first  = $this->attachment( 'first.jpg', 'image/jpeg', 1200, 600 );
		$second = $this->attachment( 'second.png', 'image/png', 640, 480 );
		$pdf    = $this->attachment( 'brochure.pdf', 'application/pdf', 0, 0 );
		wp_update_post(
			array(
				'ID'           => $first,
				'post_excerpt' => 'The <em>first</em> caption',
			)
		);
		update_post_meta( $first, '_wp_attachment_image_alt', 'First alt' );
		$this->stream_module(
			'stream-gallery',
			array(
				'type'    => 'gallery',
				'gallery' => array( 'ids' => array( $second, $pdf, 999999, $first ) ),
			)
		);

		$items = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-gallery' )->get_data()['data'];

		$this->assertSame( array( $second, $first ), array_column( $items, 'id' ) );
		$this->assertSame( array( 'sourceSlideId', 'sourceModuleId', 'sourceModuleEngine', 'id', 'title', 'caption', 'alt', 'image', 'link' ), array_keys( $items[1] ) );
		$this->assertSame( 'The first caption', $items[1]['caption'] );
		$this->assertSame( 'First alt', $items[1]['alt'] );
		$this->assertSame(
			array(
				'src'    => wp_get_attachment_url( $first ),
				'width'  => 1200,
				'height' => 600,
			),
			$items[1]['image']
		);
		$this->assertSame( 640, $items[0]['image']['width'] );
	}

	public function test_gallery_stream_of_a_sideloaded_jpeg_reports_its_real_size(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$tmp = wp_tempnam( 'hero.jpg' );
		copy( dirname( __DIR__, 3 ) . '/demo/media/hero.jpg', $tmp );
		$id = media_handle_sideload(
			array(
				'name'     => 'stream-hero.jpg',
				'tmp_name' => $tmp,
			)
		);
		$this->assertIsInt( $id );
		try {
			$this->stream_module(
				'stream-sideload',
				array(
					'type'    => 'gallery',
					'gallery' => array( 'ids' => (string) $id ),
				)
			);

			$item = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-sideload' )->get_data()['data'][0];

			$this->assertSame( 1600, $item['image']['width'] );
			$this->assertSame( 900, $item['image']['height'] );
			$this->assertStringEndsWith( '.jpg', $item['image']['src'] );
		} finally {
			// The rollback undoes the rows; the files on disk need deleting.
			wp_delete_attachment( $id, true );
		}
	}

	public function test_sources_this_site_cannot_reach_answer_success_false_with_a_reason(): void {
		foreach ( array( 'instagram', 'facebook', 'flickr', 'twitter', 'vimeo', 'youtube' ) as $type ) {
			$this->stream_module( 'stream-' . $type, array( 'type' => $type ) );

			$response = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-' . $type );

			$this->assertSame( 200, $response->get_status(), $type );
			$this->assertSame( array( 'success', 'message' ), array_keys( $response->get_data() ), $type );
			$this->assertFalse( $response->get_data()['success'], $type );
			$this->assertStringContainsString( 'credential', $response->get_data()['message'], $type );
		}
	}

	public function test_shop_stream_without_woocommerce_says_so(): void {
		$this->stream_module( 'stream-woo', array( 'type' => 'woo' ) );

		$data = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-woo' )->get_data();

		$this->assertFalse( $data['success'] );
		$this->assertSame( 'WooCommerce is not active.', $data['message'] );
	}

	public function test_module_without_a_source_or_with_an_unknown_one_is_not_loadable(): void {
		( new ModuleRepository() )->save( $this->module( 'stream-none' ) );
		$this->stream_module( 'stream-unknown', array( 'type' => 'myspace' ) );

		$none    = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-none' );
		$unknown = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-unknown' );

		$this->assertSame( 200, $none->get_status() );
		$this->assertFalse( $none->get_data()['success'] );
		$this->assertSame( 'This module has no stream source.', $none->get_data()['message'] );
		$this->assertFalse( $unknown->get_data()['success'] );
		$this->assertStringContainsString( '"myspace"', $unknown->get_data()['message'] );
	}

	public function test_unknown_module_is_404_and_forced_alias_applies(): void {
		$id = $this->stream_module( 'stream-alias', array( 'type' => 'gallery' ) );

		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/no-such-module' );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'stagecraft_module_not_found', $response->get_data()['code'] );
		$this->assertStringContainsString( 'no-such-module', $response->get_data()['message'] );
		$this->assertSame( 404, $this->rest( 'GET', '/stagecraft/v1/sliders/stream/' . $id, array( 'alias' => 'true' ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/stagecraft/v1/sliders/stream/' . $id )->get_status() );
	}

	public function test_draft_module_is_404(): void {
		$id = $this->stream_module( 'stream-draft', array( 'type' => 'post' ) );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);

		$this->assertSame( 404, $this->rest( 'GET', '/stagecraft/v1/sliders/stream/' . $id )->get_status() );
	}

	public function test_bad_engine_version_and_bad_language_are_400(): void {
		$this->stream_module( 'stream-args', array( 'type' => 'gallery' ) );

		foreach ( array( array( 'srengine' => 5 ), array( 'srengine' => 'seven' ), array( 'srlang' => '<script>' ) ) as $query ) {
			$response = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-args', $query );

			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $query ) );
			$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		}
	}

	public function test_language_code_is_accepted(): void {
		$post = self::factory_post( 'Any language', 'Text' );
		$this->stream_module( 'stream-lang', array( 'type' => 'post' ) );

		foreach ( array( 'en', 'pt-BR', 'zh_Hans' ) as $lang ) {
			$response = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-lang', array( 'srlang' => $lang ) );

			$this->assertSame( 200, $response->get_status(), $lang );
			$this->assertSame( $post, $response->get_data()['data'][0]['id'], $lang );
		}
	}

	public function test_items_take_the_template_slides_in_turn_skipping_static_ones(): void {
		$a = self::factory_post( 'A', 'Text' );
		$b = self::factory_post( 'B', 'Text' );
		$c = self::factory_post( 'C', 'Text' );

		$module                       = $this->module( 'stream-templates' );
		$slide                        = $module['slides'][0];
		$module['slides']             = array(
			array_merge( $slide, array( 'id' => 11 ) ),
			array_merge(
				$slide,
				array(
					'id'     => 12,
					'global' => true,
				)
			),
			array_merge( $slide, array( 'id' => 13 ) ),
		);
		$module['settings']['source'] = array(
			'type' => 'post',
			'post' => array( 'include' => array( $a, $b, $c ) ),
		);
		( new ModuleRepository() )->save( $module );

		$items = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/stream-templates' )->get_data()['data'];

		$this->assertSame( array( $c, $b, $a ), array_column( $items, 'id' ) );
		$this->assertSame( array( 11, 13, 11 ), array_column( $items, 'sourceSlideId' ) );
	}

	public function test_last_modified_is_the_newest_of_module_and_item_posts(): void {
		global $wpdb;
		$post      = self::factory_post( 'Fresh', 'Text' );
		$module_id = $this->stream_module(
			'stream-modified',
			array(
				'type' => 'post',
				'post' => array( 'include' => array( $post ) ),
			)
		);
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2020-01-01 00:00:00' ), array( 'ID' => $module_id ) );
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2024-05-06 07:08:09' ), array( 'ID' => $post ) );
		clean_post_cache( $module_id );
		clean_post_cache( $post );
		$controller = new StreamController();
		$module     = ( new ModuleRepository() )->find_by_id( $module_id );
		$this->assertIsArray( $module );

		$this->assertSame( strtotime( '2024-05-06 07:08:09 UTC' ), $controller->last_modified( $module, $controller->reply( $module, 7, '' ) ) );
		$this->assertSame( strtotime( '2020-01-01 00:00:00 UTC' ), $controller->last_modified( $module, array( 'success' => false ) ) );
	}

	/**
	 * Saves a module whose settings.source is the given group.
	 *
	 * @param string              $alias  Alias.
	 * @param array<string,mixed> $source settings.source.
	 * @return int Module id.
	 */
	private function stream_module( string $alias, array $source ): int {
		$module                       = $this->module( $alias );
		$module['settings']['source'] = $source;
		$id                           = ( new ModuleRepository() )->save( $module );
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Inserts a published post.
	 *
	 * @param string              $title   Title.
	 * @param string              $content Content.
	 * @param array<string,mixed> $extra   More post fields.
	 * @return int Post id.
	 */
	private static function factory_post( string $title, string $content, array $extra = array() ): int {
		return (int) wp_insert_post(
			array_merge(
				array(
					'post_title'   => $title,
					'post_content' => $content,
					'post_status'  => 'publish',
					'post_author'  => 1,
				),
				$extra
			)
		);
	}

	/**
	 * Inserts an attachment with image metadata, without a file on disk.
	 *
	 * @param string $file   File name under uploads.
	 * @param string $mime   Mime type.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @return int Attachment id.
	 */
	private function attachment( string $file, string $mime, int $width, int $height ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => pathinfo( $file, PATHINFO_FILENAME ),
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
			),
			'stream/' . $file
		);
		$this->assertIsInt( $id );
		if ( $width ) {
			wp_update_attachment_metadata(
				$id,
				array(
					'width'  => $width,
					'height' => $height,
					'file'   => 'stream/' . $file,
				)
			);
		}
		return $id;
	}
}
