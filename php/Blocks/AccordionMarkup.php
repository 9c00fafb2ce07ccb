<?php
/**
 * The first state of a toggle or accordion, in the server's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use WP_HTML_Tag_Processor;

/**
 * Items are `<details>` elements, so they open and close without JavaScript. The block marks its
 * own items (not those of an accordion nested inside one): which are open at load (spec section
 * 4: an accordion opens the first or a chosen item; the open-all variant opens every one) and,
 * for one-at-a-time blocks, a shared `name` so the browser keeps one open even without the script.
 * Same rule as src/site/accordion-rules.ts, checked against tests/fixtures/accordion-open.json.
 */
final class AccordionMarkup {

	public const OPEN_VALUES = array( 'one', 'several', 'all' );

	/**
	 * Which items are open at load.
	 *
	 * @param int    $count        Number of items.
	 * @param string $open         one, several or all.
	 * @param int    $open_at_load Index of the item open at load, -1 for none.
	 * @return array<int,bool>
	 */
	public static function open_at_load( int $count, string $open, int $open_at_load ): array {
		$states = array();
		for ( $index = 0; $index < $count; $index++ ) {
			$states[] = 'all' === $open || $index === $open_at_load;
		}
		return $states;
	}

	/**
	 * The items' markup with their first state.
	 *
	 * @param string $content      Rendered items.
	 * @param string $open         one, several or all.
	 * @param int    $open_at_load Index of the item open at load, -1 for none.
	 * @param string $group        Name shared by one-at-a-time items.
	 */
	public static function items( string $content, string $open, int $open_at_load, string $group ): string {
		$open  = in_array( $open, self::OPEN_VALUES, true ) ? $open : 'one';
		$tags  = new WP_HTML_Tag_Processor( $content );
		$index = 0;
		while ( $tags->next_tag(
			array(
				'tag_name'   => 'details',
				'class_name' => 'stagecraft-accordion__item',
			)
		) ) {
			// An item of a nested accordion was marked by its own block already.
			if ( null !== $tags->get_attribute( 'data-item' ) ) {
				continue;
			}
			$tags->set_attribute( 'data-item', (string) $index );
			if ( 'one' === $open ) {
				$tags->set_attribute( 'name', $group );
			}
			if ( 'all' === $open || $index === $open_at_load ) {
				$tags->set_attribute( 'open', true );
			} else {
				$tags->remove_attribute( 'open' );
			}
			++$index;
		}
		return $tags->get_updated_html();
	}
}
