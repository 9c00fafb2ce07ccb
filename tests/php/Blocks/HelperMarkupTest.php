<?php
/**
 * The helper panels block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Tests\IntegrationTestCase;

/**
 * Without JavaScript: a link per panel to its fragment, each panel with a Close link back.
 */
final class HelperMarkupTest extends IntegrationTestCase {

	public function test_links_lead_to_their_panels_and_close_leads_back_to_the_box(): void {
		$html = do_blocks(
			'<!-- wp:stagecraft/helper {"title":"Need help?"} -->'
			. '<!-- wp:stagecraft/helper-item {"label":"Call us"} --><!-- wp:paragraph --><p>Phone</p><!-- /wp:paragraph --><!-- /wp:stagecraft/helper-item -->'
			. '<!-- wp:stagecraft/helper-item {"label":"<b>Write</b>"} --><!-- wp:paragraph --><p>Mail</p><!-- /wp:paragraph --><!-- /wp:stagecraft/helper-item -->'
			. '<!-- /wp:stagecraft/helper -->'
		);
		$this->assertMatchesRegularExpression( '/<div [^>]*id="(stagecraft-helper-\d+)"/', $html );
		preg_match( '/id="(stagecraft-helper-\d+)"/', $html, $id );
		$box = $id[1];
		$this->assertStringContainsString( '<p class="stagecraft-helper__title">Need help?</p>', $html );
		$this->assertStringContainsString( '<li><a class="stagecraft-helper__link" href="#' . $box . '-panel-1">Call us</a></li>', $html );
		$this->assertStringContainsString( '<li><a class="stagecraft-helper__link" href="#' . $box . '-panel-2">Write</a></li>', $html );
		$this->assertMatchesRegularExpression( '~<div class="stagecraft-helper__panel" id="' . $box . '-panel-1" role="region" aria-label="Call us"><div class="stagecraft-helper__content">\s*<p[^>]*>Phone</p>\s*</div><a class="stagecraft-helper__close" href="#' . $box . '">Close</a></div>~', $html );
		$this->assertTrue( wp_script_is( 'stagecraft-helper-view-script', 'enqueued' ) );
	}
}
