<?php
/**
 * The theme's patterns built on the content widgets.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Tests\IntegrationTestCase;
use WP_Block_Patterns_Registry;

/**
 * An FAQ accordion, a stats row with counters and a launch countdown, each rendering its widget.
 */
final class WidgetPatternsTest extends IntegrationTestCase {

	public function test_each_pattern_renders_its_widget(): void {
		$expected = array(
			'stagecraft/faq-accordion'    => '/<details [^>]*class="stagecraft-accordion__item"/',
			'stagecraft/stats-counters'   => '/class="stagecraft-counter[^"]*" data-value="12500"/',
			'stagecraft/launch-countdown' => '/class="stagecraft-countdown[^"]*" data-date="\d{4}-01-01T00:00"/',
		);
		foreach ( $expected as $name => $pattern ) {
			$registered = WP_Block_Patterns_Registry::get_instance()->get_registered( $name );
			$this->assertIsArray( $registered, $name );
			$this->assertMatchesRegularExpression( $pattern, do_blocks( $registered['content'] ), $name );
		}
	}
}
