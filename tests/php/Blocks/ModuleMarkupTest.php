<?php
/**
 * Server markup of the module block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

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
		$this->assertStringContainsString( '--stagecraft-width:1200px;--stagecraft-ratio:1200 / 600', $html );
		$this->assertMatchesRegularExpression( '/<img class="stagecraft-module__bg" src="[^"]+x\.jpg" width="1200" height="600" alt="A test image" fetchpriority="high"/', $html );
		$this->assertStringContainsString( '<h1 class="stagecraft-module__layer stagecraft-module__layer--text" data-layer-id="3">Hello <strong>there</strong></h1>', $html );
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
}
