<?php
/**
 * The srcset and sizes a module reply carries for its media library images.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * A slide background or image layer naming a media library image gets WordPress's candidates for
 * it; any other image is left as stored; an edited image changes the cached reply.
 */
final class ResponsiveImagesTest extends IntegrationTestCase {

	use RestRequests;

	/**
	 * The uploads folder's path on the site (as the module editor stores an upload's URL).
	 */
	private function uploads(): string {
		return (string) wp_parse_url( wp_get_upload_dir()['baseurl'], PHP_URL_PATH );
	}

	/**
	 * An image in the media library, 1600x900 with three smaller sizes (no files needed).
	 *
	 * @param array<string,array<string,mixed>> $sizes Its sizes, by name.
	 */
	private function attachment( array $sizes = array() ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Stage',
			),
			'2026/11/stage.jpg'
		);
		wp_update_attachment_metadata( $id, $this->metadata( $sizes ) );
		return $id;
	}

	/**
	 * Metadata of the test image.
	 *
	 * @param array<string,array<string,mixed>> $extra More sizes.
	 * @return array<string,mixed>
	 */
	private function metadata( array $extra = array() ): array {
		$size = static fn ( int $w, int $h ) => array(
			'file'      => "stage-{$w}x{$h}.jpg",
			'width'     => $w,
			'height'    => $h,
			'mime-type' => 'image/jpeg',
		);
		return array(
			'width'  => 1600,
			'height' => 900,
			'file'   => '2026/11/stage.jpg',
			'sizes'  => array(
				'medium'       => $size( 300, 169 ),
				'medium_large' => $size( 768, 432 ),
				'large'        => $size( 1024, 576 ),
			) + $extra,
		);
	}

	/**
	 * The test module with the image as its first slide's background and as an image layer.
	 *
	 * @param string $alias Alias.
	 * @param int    $id    Attachment id.
	 * @return array<string,mixed>
	 */
	private function module_with_image( string $alias, int $id ): array {
		$image                              = array(
			'id'     => $id,
			'src'    => $this->uploads() . '/2026/11/stage.jpg',
			'width'  => 1600,
			'height' => 900,
			'alt'    => '',
		);
		$module                             = $this->module( $alias );
		$module['slides'][0]['bg']['image'] = $image;
		$module['slides'][0]['layers'][]    = array(
			'id'      => 4,
			'pid'     => -1,
			'type'    => 'image',
			'content' => $image,
		);
		$module['slides'][]                 = array(
			'id'     => 8,
			'title'  => 'Second',
			'order'  => 1,
			// Not in the media library: stays as stored.
			'bg'     => array(
				'image' => array(
					'src'    => 'https://cdn.example.test/stage.jpg',
					'width'  => 1600,
					'height' => 900,
				),
			),
			'layers' => array(),
		);
		return $module;
	}

	public function test_media_library_images_get_their_srcset_and_sizes(): void {
		$id = $this->attachment();
		( new ModuleRepository() )->save( $this->module_with_image( 'rest-srcset', $id ) );
		$slides = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-srcset' )->get_data()['slides'];

		$background = $slides[0]['bg']['image'];
		$this->assertStringContainsString( $this->uploads() . '/2026/11/stage-768x432.jpg 768w', $background['srcset'] );
		// Root-relative, as the module stores its uploads: a long module carries one per slide.
		$this->assertStringStartsWith( $this->uploads() . '/2026/11/stage.jpg 1600w, ', $background['srcset'] );
		$this->assertSame( '(max-width: 1600px) 100vw, 1600px', $background['sizes'] );
		$this->assertSame( $this->uploads() . '/2026/11/stage.jpg', $background['src'] );
		$layer = $slides[0]['layers'][1]['content'];
		$this->assertSame( $background['srcset'], $layer['srcset'] );
		$this->assertArrayNotHasKey( 'srcset', $slides[1]['bg']['image'] );
		$this->assertArrayNotHasKey( 'sizes', $slides[1]['bg']['image'] );
	}

	public function test_a_src_that_is_not_the_attachments_file_gets_no_candidates(): void {
		$id                                        = $this->attachment();
		$module                                    = $this->module_with_image( 'rest-srcset-other', $id );
		$module['slides'][0]['bg']['image']['src'] = '/wp-content/uploads/elsewhere.jpg';
		( new ModuleRepository() )->save( $module );

		$image = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-srcset-other' )->get_data()['slides'][0]['bg']['image'];
		$this->assertArrayNotHasKey( 'srcset', $image );
	}

	public function test_the_stored_module_and_the_raw_reply_have_no_candidates(): void {
		$id = $this->attachment();
		( new ModuleRepository() )->save( $this->module_with_image( 'rest-srcset-raw', $id ) );

		$raw = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-srcset-raw', array( 'raw' => 'true' ) )->get_data();
		$this->assertArrayNotHasKey( 'srcset', $raw['slides'][0]['bg']['image'] );
	}

	public function test_an_edited_image_changes_the_cached_reply(): void {
		$id = $this->attachment();
		( new ModuleRepository() )->save( $this->module_with_image( 'rest-srcset-edit', $id ) );
		$before = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-srcset-edit' )->get_data()['slides'][0]['bg']['image']['srcset'];
		$this->assertStringNotContainsString( '1536w', $before );

		wp_update_attachment_metadata(
			$id,
			$this->metadata(
				array(
					'1536x1536' => array(
						'file'      => 'stage-1536x864.jpg',
						'width'     => 1536,
						'height'    => 864,
						'mime-type' => 'image/jpeg',
					),
				)
			)
		);
		$after = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-srcset-edit' )->get_data()['slides'][0]['bg']['image']['srcset'];
		$this->assertStringContainsString( 'stage-1536x864.jpg 1536w', $after );
	}
}
