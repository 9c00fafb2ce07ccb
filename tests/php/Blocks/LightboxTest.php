<?php
/**
 * The lightbox: our block's link, core image and gallery blocks set to open in it, its script.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\CoreLightbox;
use Stagecraft\Blocks\LightboxAssets;
use Stagecraft\Blocks\LightboxMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Links that work without JavaScript, rel naming the gallery, and the script only where used.
 */
final class LightboxTest extends IntegrationTestCase {

	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( LightboxAssets::SCRIPT );
		wp_dequeue_style( LightboxAssets::STYLE );
	}

	/**
	 * The first tag of `$html` named `$tag`, as attribute => value.
	 *
	 * @param string   $html  Markup.
	 * @param string   $tag   Tag name.
	 * @param string[] $names Attributes to read.
	 * @return array<string,mixed>
	 */
	private function attributes( string $html, string $tag, array $names ): array {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'tag_name' => $tag ) ), "no $tag in $html" );
		$out = array();
		foreach ( $names as $name ) {
			$out[ $name ] = $tags->get_attribute( $name );
		}
		return $out;
	}

	public function test_the_block_is_a_plain_link_with_its_gallery_in_rel_and_brings_the_script(): void {
		$html = do_blocks( '<!-- wp:stagecraft/lightbox {"url":"https://vimeo.com/76979871","label":"Behind the scenes","gallery":"videos!","caption":"On set"} /-->' );
		$this->assertSame(
			array(
				'href'               => 'https://vimeo.com/76979871',
				'rel'                => 'lightbox[videos]',
				'data-caption'       => 'On set',
				'data-lightbox-kind' => null,
			),
			$this->attributes( $html, 'a', array( 'href', 'rel', 'data-caption', 'data-lightbox-kind' ) )
		);
		$this->assertStringContainsString( '>Behind the scenes</a>', $html );
		$this->assertTrue( wp_script_is( LightboxAssets::SCRIPT, 'enqueued' ) );

		$ajax = do_blocks( '<!-- wp:stagecraft/lightbox {"url":"/hello-world/","kind":"ajax"} /-->' );
		$this->assertSame(
			array(
				'rel'                => 'lightbox',
				'data-lightbox-kind' => 'ajax',
			),
			$this->attributes( $ajax, 'a', array( 'rel', 'data-lightbox-kind' ) )
		);
		$this->assertStringContainsString( '>Open in lightbox</a>', $ajax );
		// Nothing to open: nothing rendered.
		$this->assertSame( '', LightboxMarkup::render( array( 'url' => ' ' ) ) );
	}

	public function test_an_image_set_to_open_in_the_lightbox_links_to_its_full_size(): void {
		$plain = do_blocks( '<!-- wp:image --><figure class="wp-block-image"><img src="/a-300x200.jpg" alt="A"/></figure><!-- /wp:image -->' );
		$this->assertStringNotContainsString( 'lightbox', $plain );
		$this->assertFalse( wp_script_is( LightboxAssets::SCRIPT, 'enqueued' ) );

		$html = do_blocks( '<!-- wp:image {"stagecraftLightbox":true} --><figure class="wp-block-image"><img src="/a-300x200.jpg" alt="A"/><figcaption class="wp-element-caption">Cap</figcaption></figure><!-- /wp:image -->' );
		$this->assertSame(
			array(
				'href'       => '/a-300x200.jpg',
				'rel'        => 'lightbox',
				'aria-label' => null,
			),
			$this->attributes( $html, 'a', array( 'href', 'rel', 'aria-label' ) )
		);
		$this->assertMatchesRegularExpression( '~<a [^>]+><img [^>]*src="/a-300x200.jpg"[^>]*></a><figcaption~', $html );
		$this->assertTrue( wp_script_is( LightboxAssets::SCRIPT, 'enqueued' ) );
		$this->assertTrue( wp_style_is( LightboxAssets::STYLE, 'enqueued' ) );

		// An attachment's image opens at full size; one without alt text gets a name.
		$ids = get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'inherit',
				'meta_key'    => '_stagecraft_demo_media', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'  => 'gallery-1.jpg', // phpcs:ignore WordPress.DB.SlowDBQuery
				'fields'      => 'ids',
			)
		);
		$this->assertNotEmpty( $ids, 'the demo media are seeded' );
		$id   = (int) $ids[0];
		$src  = (string) wp_get_attachment_image_url( $id, 'medium' );
		$html = CoreLightbox::link_images( '<img src="' . $src . '" alt="" class="wp-image-' . $id . '"/>', 'lightbox' );
		$link = $this->attributes( $html, 'a', array( 'href', 'aria-label' ) );
		$this->assertSame( wp_get_attachment_url( $id ), $link['href'] );
		$this->assertSame( 'Enlarge image', $link['aria-label'] );
	}

	public function test_a_gallery_groups_its_images_and_keeps_their_own_links(): void {
		$html = do_blocks(
			'<!-- wp:gallery {"stagecraftLightbox":true} --><figure class="wp-block-gallery has-nested-images">'
			. '<!-- wp:image --><figure class="wp-block-image"><img src="/a.jpg" alt="A"/></figure><!-- /wp:image -->'
			. '<!-- wp:image {"linkDestination":"media"} --><figure class="wp-block-image"><a href="/b-full.jpg" rel="noopener"><img src="/b.jpg" alt="B"/></a></figure><!-- /wp:image -->'
			. '</figure><!-- /wp:gallery -->'
		);
		$this->assertSame( 2, preg_match_all( '/<a /', $html ) );
		preg_match_all( '/rel="([^"]+)"/', $html, $rels );
		$this->assertMatchesRegularExpression( '/^lightbox\[gallery-\d+\]$/', $rels[1][0] );
		$this->assertSame( 'noopener ' . $rels[1][0], $rels[1][1] );
		$this->assertStringContainsString( 'href="/b-full.jpg"', $html );
		$this->assertTrue( wp_script_is( LightboxAssets::SCRIPT, 'enqueued' ) );
	}

	public function test_a_link_typed_with_a_lightbox_rel_brings_the_script_and_the_words_come_with_it(): void {
		do_blocks( '<!-- wp:paragraph --><p><a href="/a.jpg" rel="lightbox[trip]">Photo</a></p><!-- /wp:paragraph -->' );
		$this->assertTrue( wp_script_is( LightboxAssets::SCRIPT, 'enqueued' ) );
		$before = wp_scripts()->get_data( LightboxAssets::SCRIPT, 'before' );
		$this->assertIsArray( $before );
		$this->assertContains( LightboxAssets::script(), $before );
		$this->assertSame( 'The image could not be loaded.', LightboxAssets::strings()['imageFailed'] );
		$this->assertSame( 'Loading...', LightboxAssets::strings()['loading'] );
		$this->assertSame(
			array(
				'type'    => 'boolean',
				'default' => false,
			),
			\WP_Block_Type_Registry::get_instance()->get_registered( 'core/gallery' )->attributes[ CoreLightbox::ATTRIBUTE ] ?? null
		);
	}
}
