<?php
/**
 * The next page of a query loop, for the list-loading block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Asks WordPress's own "Next page" block (core/query-pagination-next) for the address, with the
 * list-loading block's query loop context, so both agree for the main query (inherit) and for a
 * query loop of its own (query-{id}-page).
 */
final class ListLoadingMarkup {

	/**
	 * The next page's address, or '' on the last page.
	 *
	 * @param \WP_Block $block The list-loading block.
	 */
	public static function next_page_url( \WP_Block $block ): string {
		$next = new \WP_Block(
			array(
				'blockName'    => 'core/query-pagination-next',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			$block->context
		);
		$tags = new \WP_HTML_Tag_Processor( $next->render() );
		if ( ! $tags->next_tag( array( 'tag_name' => 'a' ) ) ) {
			return '';
		}
		$href = $tags->get_attribute( 'href' );
		return is_string( $href ) ? $href : '';
	}
}
