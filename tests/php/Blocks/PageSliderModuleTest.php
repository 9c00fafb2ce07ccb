<?php
/**
 * The page sliders' adapter: a block's items as an in-memory carousel module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\PageSliderModule;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Items become slides of a carousel module printed by the module markup, data inline.
 */
final class PageSliderModuleTest extends IntegrationTestCase {

	protected function set_up(): void {
		parent::set_up();
		PageSliderModule::forget();
	}

	/**
	 * Items as the adapter takes them.
	 *
	 * @param int $count How many.
	 * @return array<int,array{title:string,url:string,image:int,alt:string}>
	 */
	private function items( int $count ): array {
		$items = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$items[] = array(
				'title' => 'Item <' . $i . '>',
				'url'   => 'https://example.test/item-' . $i . '/',
				'image' => 0,
				'alt'   => '',
			);
		}
		return $items;
	}

	public function test_builds_an_autoplaying_carousel_with_one_slide_per_item(): void {
		$module = PageSliderModule::build( 'blog', 'Latest posts', $this->items( 6 ), 4, 320 );
		$this->assertSame( 'carousel', $module['type'] );
		$this->assertSame( 'page-slider-blog', $module['alias'] );
		$this->assertCount( 6, $module['slides'] );
		$this->assertTrue( $module['settings']['slideshow']['auto'] );
		$this->assertSame( 5000, $module['settings']['slideshow']['len'] );
		// The 4 asked for, from the start: a page slider's count shown (no odd window).
		$this->assertSame( 4, $module['settings']['carousel']['maxV'] );
		$this->assertTrue( $module['settings']['carousel']['shown'] );
		$this->assertTrue( $module['settings']['nav']['keyboard'] );
		$this->assertStringContainsString( 'href="https://example.test/item-2/"', $module['slides'][1]['layers'][0]['content']['text'] );
		$this->assertStringContainsString( 'Item &lt;2&gt;', $module['slides'][1]['layers'][0]['content']['text'] );
	}

	public function test_renders_the_module_inline_with_a_list_for_visitors_without_scripts(): void {
		$items  = $this->items( 7 );
		$module = PageSliderModule::build( 'portfolio', 'Latest work', $items, 5, 280 );
		$html   = PageSliderModule::render( $module, $items, 'class="stagecraft-page-slider"' );
		$tags   = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'stagecraft-page-slider' ) ) );
		$this->assertSame( '7', $tags->get_attribute( 'data-count' ) );
		$this->assertSame( '5', $tags->get_attribute( 'data-col' ) );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'stagecraft-module' ) ) );
		$this->assertSame( 'inline', $tags->get_attribute( 'data-stagecraft-source' ) );
		$this->assertStringContainsString( 'is-carousel', (string) $tags->get_attribute( 'class' ) );
		$this->assertStringContainsString( 'class="stagecraft-module__data"', $html );
		$this->assertSame( 7, substr_count( $html, '<li><a href="https://example.test/item-' ) );
		$this->assertTrue( wp_script_is( 'stagecraft-module-view-script', 'enqueued' ) );
	}

	public function test_clients_get_400_px_minus_40_per_client(): void {
		// 3 clients: 280 px each, 5 would fit 1240 px: all 3 show.
		$this->assertSame( 3, PageSliderModule::clients_shown( 3 ) );
		// 6 clients: 160 px each, 8 would fit: all 6.
		$this->assertSame( 6, PageSliderModule::clients_shown( 6 ) );
		// 12 clients: never under 80 px, so 16 would fit: all 12.
		$this->assertSame( 12, PageSliderModule::clients_shown( 12 ) );
		$this->assertSame( 1, PageSliderModule::clients_shown( 0 ) );
	}

	public function test_clients_keep_their_size_on_narrower_screens(): void {
		// 6 clients, 160 px each: all 6 on the widest stage and at 960 px, 4 at 768, 2 on a phone.
		$this->assertSame( array( 6, 6, 4, 2 ), PageSliderModule::clients_widths( 6 ) );
		// 3 clients, 280 px each: a phone shows one.
		$this->assertSame( array( 3, 3, 2, 1 ), PageSliderModule::clients_widths( 3 ) );
	}

	public function test_one_shown_is_a_slideshow_with_its_own_length_and_fade(): void {
		$module = PageSliderModule::build( 'promo', 'Announcements', $this->items( 3 ), 1, 64, 4000, PageSliderModule::PROMO_TRANSITION );
		$this->assertSame( 'slider', $module['type'] );
		$this->assertSame( 4000, $module['settings']['slideshow']['len'] );
		$this->assertSame(
			array(
				'e' => 'fade',
				'd' => 300,
			),
			$module['settings']['slideshow']['trans']
		);
	}

	public function test_the_promo_bar_block_carries_its_speed(): void {
		$html = do_blocks( '<!-- wp:stagecraft/page-slider-promo {"speed":3000,"items":[{"text":"Sale <now>"}]} /-->' );
		$this->assertStringContainsString( 'data-speed="3000"', $html );
		$this->assertStringContainsString( 'Sale &lt;now&gt;', $html );
		$this->assertStringContainsString( '"len":3000', $html );
	}

	public function test_renders_nothing_without_items(): void {
		$this->assertSame( '', PageSliderModule::render( PageSliderModule::build( 'blog', 'Latest posts', array(), 4, 320 ), array(), '' ) );
	}

	public function test_the_blog_slider_block_lists_the_latest_posts(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			wp_insert_post(
				array(
					'post_title'  => 'Zyxslid ' . $i,
					'post_status' => 'publish',
				)
			);
		}
		$html = do_blocks( '<!-- wp:stagecraft/page-slider-blog /-->' );
		$this->assertStringContainsString( 'wp-block-stagecraft-page-slider-blog', $html );
		$this->assertStringContainsString( 'Zyxslid 2', $html );
		$this->assertStringContainsString( 'data-stagecraft-alias="page-slider-blog"', $html );
	}
}
