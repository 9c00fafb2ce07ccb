<?php
/**
 * The offer, offer thumbnails, shop, content and query-loop sliders: each block rendered as a
 * module by PageSliderModule, escaped, and the visible count per width.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\CarouselMarkup;
use Stagecraft\Blocks\PageSliderLayout;
use Stagecraft\Blocks\PageSliderModule;
use Stagecraft\Blocks\PageSliderQuery;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Block markup in, module markup out.
 */
final class PageSliderBlocksTest extends IntegrationTestCase {

	protected function set_up(): void {
		parent::set_up();
		PageSliderModule::forget();
	}

	protected function tear_down(): void {
		if ( post_type_exists( 'product' ) ) {
			unregister_post_type( 'product' );
		}
		parent::tear_down();
	}

	/**
	 * The module reply printed inline in a slider's markup.
	 *
	 * @param string $html Rendered block.
	 * @return array<string,mixed>
	 */
	private function reply( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="stagecraft-module__data">(.*?)</script>#s', $html, $match ) );
		return (array) json_decode( $match[1], true );
	}

	/**
	 * The wrapper's attribute.
	 *
	 * @param string $html Rendered block.
	 * @param string $name Attribute.
	 */
	private function wrapper( string $html, string $name ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'stagecraft-page-slider' ) ) );
		return (string) $tags->get_attribute( $name );
	}

	public function test_the_offer_slider_is_a_slideshow_of_title_text_image_and_button(): void {
		$image = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Offer',
				'guid'           => 'https://example.test/offer.jpg',
			),
			'offer.jpg'
		);
		$html  = do_blocks(
			'<!-- wp:stagecraft/page-slider-offer {"items":[{"title":"Spring <b>sale</b>","text":"Ten \u003cem\u003eper cent\u003c/em\u003e off","image":' . $image . ',"button":"Shop \"now\"","url":"javascript:alert(1)"},{"title":"Second","button":"Go","url":"https://example.test/go/"},{"text":"No title: left out"}]} /-->'
		);
		$reply = $this->reply( $html );
		$this->assertSame( 'page-slider-offer', $reply['alias'] );
		$this->assertSame( 'slider', $reply['settings']['type'] );
		$this->assertSame( 5000, $reply['settings']['slideshow']['len'] );
		$this->assertSame( '2', $this->wrapper( $html, 'data-count' ) );
		$this->assertSame( '1', $this->wrapper( $html, 'data-col' ) );
		$layers = $reply['slides'][0]['layers'];
		$this->assertSame( array( 'text', 'text', 'button' ), array_column( $layers, 'type' ) );
		$this->assertSame( 'h2', $layers[0]['tag'] );
		// Text is text: tags are shown, not run; a script address is dropped.
		$this->assertSame( 'Spring &lt;b&gt;sale&lt;/b&gt;', $layers[0]['content']['text'] );
		$this->assertSame( 'Ten &lt;em&gt;per cent&lt;/em&gt; off', $layers[1]['content']['text'] );
		$this->assertSame( 'Shop &quot;now&quot;', $layers[2]['content']['text'] );
		$this->assertSame( '', $layers[2]['actions'][0]['link'] );
		$this->assertSame( 'https://example.test/go/', $reply['slides'][1]['layers'][1]['actions'][0]['link'] );
		$this->assertSame( $image, $reply['slides'][0]['bg']['image']['id'] );
		$this->assertStringNotContainsString( '<b>sale', $html );
		$this->assertStringContainsString( '<noscript><ul class="stagecraft-page-slider__list">', $html );
	}

	public function test_the_offer_thumbnails_slider_has_the_thumbnails_navigation(): void {
		$html  = do_blocks( '<!-- wp:stagecraft/page-slider-offer-thumbs {"items":[{"title":"One"},{"title":"Two"},{"title":"Three"}]} /-->' );
		$reply = $this->reply( $html );
		$this->assertSame( 'page-slider-offer-thumbs', $reply['alias'] );
		$thumbs = $reply['settings']['navigation']['thumbs'];
		$this->assertTrue( $thumbs['set'] );
		$this->assertSame( 4, $thumbs['m'] );
		$this->assertSame( 'outer-bottom', $thumbs['io'] );
		$this->assertTrue( $reply['settings']['navigation']['arrows']['set'] );
		$this->assertSame( '', do_blocks( '<!-- wp:stagecraft/page-slider-offer-thumbs /-->' ) );
	}

	public function test_the_shop_slider_shows_nothing_without_woocommerce(): void {
		$this->assertFalse( post_type_exists( 'product' ) );
		wp_insert_post(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				'post_title'  => 'Orphan product',
			)
		);
		$this->assertSame( '', do_blocks( '<!-- wp:stagecraft/page-slider-shop /-->' ) );
	}

	public function test_the_shop_slider_shows_the_latest_products_with_their_prices(): void {
		register_post_type( 'product', array( 'public' => true ) );
		for ( $i = 1; $i <= 6; $i++ ) {
			wp_insert_post(
				array(
					'post_type'   => 'product',
					'post_status' => 'publish',
					'post_title'  => 'Mug ' . $i,
					'post_date'   => gmdate( 'Y-m-d H:i:s', time() - 60 * ( 10 - $i ) ),
					'meta_input'  => array( '_price' => (string) ( 10 + $i ) ),
				)
			);
		}
		$html  = do_blocks( '<!-- wp:stagecraft/page-slider-shop {"count":5} /-->' );
		$reply = $this->reply( $html );
		$this->assertSame( 'page-slider-shop', $reply['alias'] );
		$this->assertSame( 'carousel', $reply['settings']['type'] );
		$this->assertCount( 5, $reply['slides'] );
		$this->assertSame( '5', $this->wrapper( $html, 'data-count' ) );
		$this->assertSame( '4', $this->wrapper( $html, 'data-col' ) );
		// Four shown at the widest: a window of four from the start (a page slider's count shown).
		$this->assertSame( 4, $reply['settings']['carousel']['maxV'] );
		$this->assertTrue( $reply['settings']['carousel']['shown'] );
		$this->assertSame( '--stagecraft-outer-bottom:56px;--stagecraft-shown-1:4;--stagecraft-shown-2:4;--stagecraft-shown-3:3;--stagecraft-shown-4:2', $this->wrapper( $html, 'style' ) );
		// Newest first, linked, its price the line under it.
		$this->assertStringContainsString( '>Mug 6</a>', $reply['slides'][0]['layers'][0]['content']['text'] );
		$this->assertSame( '16.00', $reply['slides'][0]['layers'][1]['content']['text'] );
	}

	public function test_the_content_slider_makes_a_slide_of_each_group(): void {
		$html  = do_blocks(
			'<!-- wp:stagecraft/page-slider-content {"height":300} -->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:heading --><h2 class="wp-block-heading">We <em>listen</em></h2><!-- /wp:heading -->'
			. '<!-- wp:paragraph --><p>First &amp; foremost.</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Only a line</p><!-- /wp:paragraph -->'
			. '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="https://example.test/start/">Start</a></div><!-- /wp:button --></div><!-- /wp:buttons --></div><!-- /wp:group -->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:spacer --><div class="wp-block-spacer"></div><!-- /wp:spacer --></div><!-- /wp:group -->'
			. '<!-- /wp:stagecraft/page-slider-content -->'
		);
		$reply = $this->reply( $html );
		$this->assertSame( 'page-slider-content', $reply['alias'] );
		$this->assertSame( 'slider', $reply['settings']['type'] );
		$this->assertSame( 300, $reply['settings']['size']['height'][0] );
		$this->assertCount( 2, $reply['slides'] );
		$first = $reply['slides'][0]['layers'];
		$this->assertSame( 'We listen', $first[0]['content']['text'] );
		$this->assertSame( 'First &amp; foremost.', $first[1]['content']['text'] );
		$second = $reply['slides'][1]['layers'];
		$this->assertSame( 'p', $second[0]['tag'] );
		$this->assertSame( 'Only a line', $second[0]['content']['text'] );
		$this->assertSame( 'button', $second[1]['type'] );
		$this->assertSame( 'https://example.test/start/', $second[1]['actions'][0]['link'] );
		// The groups themselves are not printed: the module is the slider.
		$this->assertStringNotContainsString( 'wp-block-group', $html );
	}

	public function test_the_query_loop_slider_takes_the_posts_of_its_query(): void {
		foreach ( array( 'Qlsa', 'Qlsb', 'Qlsc', 'Qlsd' ) as $title ) {
			wp_insert_post(
				array(
					'post_title'  => $title,
					'post_status' => 'publish',
				)
			);
		}
		$html  = do_blocks(
			'<!-- wp:stagecraft/page-slider-query {"shown":5} --><!-- wp:query {"queryId":3,"query":{"perPage":3,"postType":"post","order":"asc","orderBy":"title","search":"Qls","inherit":false}} -->'
			. '<div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query --><!-- /wp:stagecraft/page-slider-query -->'
		);
		$reply = $this->reply( $html );
		$this->assertSame( 'page-slider-query', $reply['alias'] );
		$this->assertCount( 3, $reply['slides'] );
		$this->assertStringContainsString( 'Qlsa', $reply['slides'][0]['layers'][0]['content']['text'] );
		$this->assertStringContainsString( 'Qlsc', $reply['slides'][2]['layers'][0]['content']['text'] );
		// Five asked for, three posts: the window (and so each width's count) is 3.
		$this->assertSame( '5', $this->wrapper( $html, 'data-col' ) );
		$this->assertSame( '--stagecraft-outer-bottom:56px;--stagecraft-shown-1:3;--stagecraft-shown-2:3;--stagecraft-shown-3:2;--stagecraft-shown-4:1', $this->wrapper( $html, 'style' ) );
	}

	public function test_the_query_loop_counts_step_down_at_its_breakpoints(): void {
		$this->assertSame( PageSliderModule::WIDTHS, array( 1441, 960, 768 ) );
		$this->assertSame( array( 4, 3, 2, 1 ), PageSliderQuery::shown( 4 ) );
		$this->assertSame( array( 2, 2, 2, 1 ), PageSliderQuery::shown( 2 ) );
		$this->assertSame( array( 6, 3, 2, 1 ), PageSliderQuery::shown( 9 ) );
		$this->assertSame( array( 1, 1, 1, 1 ), PageSliderQuery::shown( 0 ) );
	}

	public function test_an_even_count_is_shown_whole_also_with_as_many_items(): void {
		$items = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			$items[] = array(
				'title' => 'Item ' . $i,
				'url'   => '',
				'image' => 0,
				'alt'   => '',
			);
		}
		$this->assertSame( 4, PageSliderModule::build( 'blog', 'Latest posts', $items, 4, 320 )['settings']['carousel']['maxV'] );
		$this->assertSame( 5, PageSliderModule::build( 'portfolio', 'Latest work', $items, 5, 280 )['settings']['carousel']['maxV'] );
		// Four items, four asked: a window of four (no odd rule for a page slider), so 4 show.
		$module = PageSliderModule::build( 'blog', 'Latest posts', array_slice( $items, 0, 4 ), 4, 320 );
		$this->assertSame( array( 4, 4, 4, 4, 4 ), CarouselMarkup::settings( $module )['maxV'] );
		$this->assertSame( array_fill( 0, 5, 'left' ), CarouselMarkup::settings( $module )['align'] );
		$wrapper = $this->rendering( static fn (): string => PageSliderModule::wrapper( $module, array( 4, 4, 3, 2 ), 'stagecraft-page-slider' ) );
		$this->assertStringContainsString( 'style="--stagecraft-outer-bottom:56px;--stagecraft-shown-1:4;--stagecraft-shown-2:4;--stagecraft-shown-3:3;--stagecraft-shown-4:2"', $wrapper );
		// The server prints the four; those past a band's count are marked for it.
		$tags = new \WP_HTML_Tag_Processor( PageSliderModule::render( $module, array_slice( $items, 0, 4 ), $wrapper ) );
		$past = array();
		while ( $tags->next_tag( array( 'class_name' => 'stagecraft-module__slide' ) ) ) {
			$past[ (int) $tags->get_attribute( 'data-slide-index' ) ] = $tags->get_attribute( 'data-stagecraft-past' );
		}
		ksort( $past );
		$this->assertSame( array( null, null, '4', '3 4' ), $past );
	}

	public function test_an_authored_carousel_keeps_the_odd_window(): void {
		$module = array(
			'type'     => 'carousel',
			'settings' => array( 'carousel' => array( 'maxV' => 4 ) ),
			'slides'   => array( array(), array(), array(), array(), array(), array() ),
		);
		$this->assertSame( array( 3, 3, 3, 3, 3 ), CarouselMarkup::settings( $module )['maxV'] );
		$module['settings']['carousel']['shown'] = true;
		$this->assertSame( array( 4, 4, 4, 4, 4 ), CarouselMarkup::settings( $module )['maxV'] );
	}

	public function test_a_card_carousel_has_its_arrows_in_the_band_under_the_track(): void {
		$items  = array_fill(
			0,
			6,
			array(
				'title' => 'Card',
				'url'   => '',
				'image' => 0,
				'alt'   => '',
			)
		);
		$arrows = PageSliderModule::build( 'blog', 'Latest posts', $items, 4, 320 )['settings']['navigation']['arrows'];
		// Centred side by side, from the stage's bottom edge down into the 56 px band.
		$this->assertSame( -28, $arrows['l']['x'] );
		$this->assertSame( 28, $arrows['r']['x'] );
		$this->assertSame( array( 'bottom', 'bottom' ), array( $arrows['l']['v'], $arrows['r']['v'] ) );
		$this->assertSame( -PageSliderLayout::ARROW_BAND + 6, $arrows['l']['y'] );
		// A slideshow keeps its arrows on the slide, beside its text.
		$this->assertSame( array( 'set' => true ), PageSliderModule::build( 'offer', 'Offers', $items, 1, 420 )['settings']['navigation']['arrows'] );
	}

	/**
	 * Runs a wrapper call as during the block's render (WordPress 6.8 reads the block being rendered).
	 *
	 * @param callable():string $call The call.
	 */
	private function rendering( callable $call ): string {
		\WP_Block_Supports::$block_to_render = array(
			'blockName' => 'stagecraft/page-slider-blog',
			'attrs'     => array(),
		);
		$result                              = $call();
		\WP_Block_Supports::$block_to_render = null;
		return $result;
	}

	public function test_a_second_slider_of_a_kind_on_a_page_has_its_own_alias_and_name(): void {
		$block = '<!-- wp:stagecraft/page-slider-offer {"items":[{"title":"One"},{"title":"Two"}]} /-->';
		$first = $this->reply( do_blocks( $block ) );
		$html  = do_blocks( $block );
		$this->assertSame( 'page-slider-offer', $first['alias'] );
		$this->assertSame( 'page-slider-offer-2', $this->reply( $html )['alias'] );
		$this->assertSame( 'Offers (2)', $this->reply( $html )['settings']['title'] );
		$this->assertStringContainsString( 'id="stagecraft-module-page-slider-offer-2"', $html );
	}
}
