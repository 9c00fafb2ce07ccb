<?php
/**
 * The first state of toggles and accordions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\AccordionMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The server opens the same items as the script's rules (tests/fixtures/accordion-open.json).
 */
final class AccordionMarkupTest extends IntegrationTestCase {

	public function test_items_open_at_load_match_the_shared_cases(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/accordion-open.json' ), true );
		foreach ( $fixture['atLoad'] as $case ) {
			$this->assertSame( $case['expected'], AccordionMarkup::open_at_load( $case['count'], $case['open'], $case['openAtLoad'] ), (string) wp_json_encode( $case ) );
		}
	}

	public function test_the_block_marks_its_own_items_only(): void {
		$item    = static fn ( string $title, string $inside = '' ) => '<details class="stagecraft-accordion__item" open><summary>' . $title . '</summary><div class="stagecraft-accordion__panel">' . $inside . '</div></details>';
		$nested  = AccordionMarkup::items( $item( 'Inner A' ) . $item( 'Inner B' ), 'several', -1, 'inner' );
		$content = AccordionMarkup::items( $item( 'A', '<div class="stagecraft-accordion">' . $nested . '</div>' ) . $item( 'B' ) . $item( 'C' ), 'one', 1, 'outer' );

		// Each item's title with its mark, name and open state, whatever the attribute order.
		$tags   = new \WP_HTML_Tag_Processor( $content );
		$states = array();
		while ( $tags->next_tag( 'details' ) ) {
			$states[] = array( $tags->get_attribute( 'data-item' ), $tags->get_attribute( 'name' ), $tags->get_attribute( 'open' ) );
		}
		$this->assertSame(
			array(
				array( '0', 'outer', null ),
				array( '0', null, null ),
				array( '1', null, null ),
				array( '1', 'outer', true ),
				array( '2', 'outer', null ),
			),
			$states
		);
	}
}
