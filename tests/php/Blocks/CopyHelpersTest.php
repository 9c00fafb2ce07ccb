<?php
/**
 * The copy-code helper on WordPress's code block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\CopyHelpers;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Only a code block with the "Copy button" style gets the button and the script.
 */
final class CopyHelpersTest extends IntegrationTestCase {

	public function test_a_code_block_with_the_style_gets_a_hidden_button_and_the_script(): void {
		wp_dequeue_script( CopyHelpers::SCRIPT );
		$plain = '<pre class="wp-block-code"><code>npm start</code></pre>';
		$this->assertSame( $plain, do_blocks( '<!-- wp:code --><pre class="wp-block-code"><code>npm start</code></pre><!-- /wp:code -->' ) );
		$this->assertFalse( wp_script_is( CopyHelpers::SCRIPT, 'enqueued' ) );

		$html = do_blocks( '<!-- wp:code {"className":"is-style-copy-button"} --><pre class="wp-block-code is-style-copy-button"><code>npm start</code></pre><!-- /wp:code -->' );
		$this->assertStringStartsWith( '<div class="stagecraft-copy-code"><pre class="wp-block-code is-style-copy-button"><code>npm start</code></pre>', $html );
		$this->assertStringContainsString( '<button type="button" class="stagecraft-copy__button" hidden>Copy code</button><span class="stagecraft-copy__status" role="status"></span></div>', $html );
		$this->assertTrue( wp_script_is( CopyHelpers::SCRIPT, 'enqueued' ) );
		$this->assertContains( CopyHelpers::STYLE, array_keys( \WP_Block_Styles_Registry::get_instance()->get_registered_styles_for_block( 'core/code' ) ) );
	}
}
