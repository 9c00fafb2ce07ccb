<?php
/**
 * The counter block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\CounterMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The final number is in the markup, written as the script writes it.
 */
final class CounterMarkupTest extends IntegrationTestCase {

	public function test_numbers_are_written_like_the_shared_cases(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/counter-format.json' ), true );
		foreach ( $fixture['cases'] as $case ) {
			$this->assertSame( $case['expected'], CounterMarkup::format( (float) $case['value'], $case['decimals'], $case['separator'] ), (string) wp_json_encode( $case ) );
		}
	}

	public function test_the_final_number_shows_and_is_read_once(): void {
		$html = CounterMarkup::render(
			array(
				'value'     => 12500,
				'separator' => 'space',
				'prefix'    => '<b>$',
				'suffix'    => '+',
				'label'     => 'Happy clients',
			),
			'class="wp-block-stagecraft-counter stagecraft-counter"'
		);
		$this->assertStringContainsString( 'data-value="12500" data-decimals="0" data-separator="space" data-duration="0"', $html );
		$this->assertStringContainsString( '<span class="stagecraft-counter__number" aria-hidden="true"><span class="stagecraft-counter__prefix">&lt;b&gt;$</span><span class="stagecraft-counter__value" style="min-width:6ch">12 500</span><span class="stagecraft-counter__suffix">+</span></span>', $html );
		$this->assertStringContainsString( '<span class="stagecraft-counter__text">&lt;b&gt;$12 500+</span>', $html );
		$this->assertStringContainsString( '<span class="stagecraft-counter__label">Happy clients</span>', $html );
		$this->assertStringContainsString( 'data-separator="comma"', CounterMarkup::render( array( 'separator' => 'dots' ), '' ) );
	}
}
