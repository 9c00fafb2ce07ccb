<?php
/**
 * Server markup of the module block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleDataSource;
use Stagecraft\Blocks\ModuleMarkup;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The reserved box and the first slide, before any script.
 */
final class ModuleMarkupTest extends IntegrationTestCase {

	public function test_box_is_reserved_and_first_slide_is_readable(): void {
		$repository = new ModuleRepository();
		$repository->save( $this->module( 'markup' ) );
		$html = ModuleMarkup::render( $repository->find_by_alias( 'markup' ), array( 'class' => 'wp-block-stagecraft-module alignwide' ) );

		$this->assertStringContainsString( 'class="wp-block-stagecraft-module alignwide stagecraft-module"', $html );
		$this->assertStringContainsString( 'data-stagecraft-alias="markup"', $html );
		$this->assertStringContainsString( 'data-alias="markup"', $html );
		$this->assertStringContainsString( 'role="region" aria-roledescription="carousel" aria-label="Test markup"', $html );
		$this->assertStringContainsString( 'role="group" aria-roledescription="slide" aria-label="1 of 1"', $html );
		$this->assertStringContainsString( '--stagecraft-w0:1200;--stagecraft-h0:600', $html );
		$this->assertMatchesRegularExpression( '/<img class="stagecraft-module__bg" src="[^"]+x\.jpg" width="1200" height="600" alt="A test image" fetchpriority="high"/', $html );
		$this->assertStringContainsString( '<h1 class="stagecraft-module__layer stagecraft-module__layer--text" data-layer-id="3">Hello <strong>there</strong></h1>', $html );
	}

	public function test_top_level_link_buttons_are_real_links_with_safe_rel(): void {
		$module                          = $this->module( 'markup-button' );
		$module['id']                    = 1;
		$module['slides'][0]['layers'][] = array(
			'id'      => 4,
			'pid'     => -1,
			'type'    => 'button',
			'content' => array( 'text' => 'Read <em>more</em>' ),
			'actions' => array(
				array(
					'a'      => 'link',
					'link'   => 'https://example.test/x',
					'target' => '_blank',
					'flw'    => 'nofollow',
				),
			),
		);
		$module['slides'][0]['layers'][] = array(
			'id'      => 5,
			'pid'     => -1,
			'type'    => 'button',
			'content' => array( 'text' => 'No link' ),
		);
		$html                            = ModuleMarkup::render( $module );

		$this->assertStringContainsString( '<a class="stagecraft-module__layer stagecraft-module__layer--button" data-layer-id="4" href="https://example.test/x" target="_blank" rel="noopener nofollow">', $html );
		$this->assertStringNotContainsString( 'data-layer-id="5"', $html );
	}

	public function test_unlisted_layer_tags_become_div_and_text_is_cleaned(): void {
		$module                                  = $this->module( 'markup-tags' );
		$module['id']                            = 1;
		$module['slides'][0]['layers'][0]['tag'] = 'script';
		$module['slides'][0]['layers'][0]['content']['text'] = 'x<img src=x onerror=alert(1)>';
		$html = ModuleMarkup::render( $module );

		$this->assertStringContainsString( '<div class="stagecraft-module__layer stagecraft-module__layer--text" data-layer-id="3">', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}

	public function test_block_render_prints_the_module_and_hides_a_missing_one_from_visitors(): void {
		( new ModuleRepository() )->save( $this->module( 'block-render' ) );

		$this->assertStringContainsString( 'id="stagecraft-module-block-render"', do_blocks( '<!-- wp:stagecraft/module {"alias":"block-render"} /-->' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:stagecraft/module {"alias":"missing"} /-->' ) ) );
		wp_set_current_user( 1 );
		$this->assertStringContainsString( 'does not exist or is not published', do_blocks( '<!-- wp:stagecraft/module {"alias":"missing"} /-->' ) );
	}

	public function test_data_sources_are_marked_and_inline_json_cannot_break_out(): void {
		$repository = new ModuleRepository();
		$module     = $this->module( 'markup-sources' );
		$module['slides'][0]['layers'][0]['content']['text'] = 'a </script><script>alert(1)</script> b';
		$repository->save( $module );
		$module = $repository->find_by_alias( 'markup-sources' );

		$rest = ModuleMarkup::render( $module );
		$this->assertStringContainsString( 'data-stagecraft-source="rest"', $rest );
		$this->assertStringNotContainsString( 'stagecraft-module__data', $rest );

		$inline = ModuleMarkup::render( $module, array(), ModuleDataSource::from_attributes( array( 'source' => 'inline' ), $module ) );
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="stagecraft-module__data">(.*?)</script>#s', $inline, $json ) );
		$data = json_decode( $json[1], true );
		$this->assertTrue( $data['success'] );
		$this->assertSame( 'markup-sources', $data['alias'] );
		$this->assertStringNotContainsString( '<script>alert', $inline );

		$file = ModuleMarkup::render( $module, array(), ModuleDataSource::from_attributes( array( 'source' => 'json' ), $module ) );
		$this->assertStringContainsString( 'data-stagecraft-json-url="' . esc_url( ModuleDataSource::export_url( 'markup-sources' ) ) . '"', $file );

		$odd = ModuleMarkup::render( $module, array(), array( 'source' => 'carrier-pigeon' ) );
		$this->assertStringContainsString( 'data-stagecraft-source="rest"', $odd );
	}

	public function test_automatic_source_inlines_the_first_module_of_a_page_only(): void {
		( new ModuleRepository() )->save( $this->module( 'auto-first' ) );
		( new ModuleRepository() )->save( $this->module( 'auto-second' ) );
		ModuleDataSource::reset();
		$page = do_blocks(
			'<!-- wp:stagecraft/module {"alias":"auto-first"} /-->'
			. '<!-- wp:stagecraft/module {"alias":"auto-second"} /-->'
			. '<!-- wp:stagecraft/module {"alias":"auto-first","source":"rest"} /-->'
		);
		$this->assertSame( 1, preg_match_all( '/data-stagecraft-source="inline"/', $page ) );
		$this->assertSame( 2, preg_match_all( '/data-stagecraft-source="rest"/', $page ) );
		$this->assertSame( 1, preg_match( '#id="stagecraft-module-auto-first".*?class="stagecraft-module__data">(.*?)</script>#s', $page, $json ) );
		$this->assertSame( 'auto-first', json_decode( $json[1], true )['alias'] );
		// An owner's explicit choice stays as it is, first or not.
		ModuleDataSource::reset();
		$this->assertStringContainsString( 'data-stagecraft-source="rest"', do_blocks( '<!-- wp:stagecraft/module {"alias":"auto-first","source":"rest"} /-->' ) );
	}

	public function test_the_same_module_twice_gets_unique_element_ids(): void {
		$module       = $this->module( 'markup-twice' );
		$module['id'] = 1;

		$first  = ModuleMarkup::render( $module );
		$second = ModuleMarkup::render( $module );
		$this->assertStringContainsString( 'id="stagecraft-module-markup-twice"', $first );
		$this->assertStringContainsString( 'id="stagecraft-module-markup-twice-2"', $second );
		$this->assertStringContainsString( 'data-stagecraft-alias="markup-twice"', $second );
	}
}
