<?php
/**
 * The tabs block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Tests\IntegrationTestCase;

/**
 * Without JavaScript the tabs read as in-page links above their sections.
 */
final class TabsMarkupTest extends IntegrationTestCase {

	public function test_tabs_render_as_links_to_their_sections(): void {
		$html = do_blocks(
			'<!-- wp:stagecraft/tabs --><!-- wp:stagecraft/tab {"title":"One \u003cb\u003ebold\u003c/b\u003e","anchor":"First Tab"} --><!-- wp:paragraph --><p>First</p><!-- /wp:paragraph --><!-- /wp:stagecraft/tab -->'
			. '<!-- wp:stagecraft/tab {"title":"Elsewhere","url":"/blog/"} /--><!-- /wp:stagecraft/tabs -->'
		);
		$this->assertStringContainsString( '<ul class="stagecraft-tabs__nav"><li><a href="#first-tab">One bold</a></li><li><a href="#stagecraft-tab-', $html );
		// WordPress 7 classes its paragraphs, 6.8 does not.
		$this->assertMatchesRegularExpression( '#<section class="stagecraft-tabs__panel" id="first-tab"><h3 class="stagecraft-tabs__title">One bold</h3><p[^>]*>First</p></section>#', $html );
		$this->assertMatchesRegularExpression( '#<section class="stagecraft-tabs__panel" id="stagecraft-tab-\d+" data-url="/blog/"><h3 class="stagecraft-tabs__title">Elsewhere</h3><p><a href="/blog/">Elsewhere</a></p></section>#', $html );
		$this->assertStringContainsString( 'data-loading-text="Loading..." data-failed-text="The content could not be loaded."', $html );
	}
}
