<?php
/**
 * The list-loading block's server markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Tests\IntegrationTestCase;

/**
 * The link to the next page is WordPress's own, a plain link without JavaScript.
 */
final class ListLoadingTest extends IntegrationTestCase {

	/**
	 * Published posts found by the query loop below.
	 *
	 * @param int $count How many.
	 */
	private function posts( int $count ): void {
		for ( $i = 0; $i < $count; $i++ ) {
			wp_insert_post(
				array(
					'post_title'  => 'Zyxlisted ' . $i,
					'post_status' => 'publish',
				)
			);
		}
	}

	/**
	 * A query loop of its own (id 7) of the posts above, one a page, with the block's attributes.
	 *
	 * @param string $attributes The block's attributes as JSON.
	 */
	private function query_loop( string $attributes ): string {
		return do_blocks(
			'<!-- wp:query {"queryId":7,"query":{"perPage":1,"postType":"post","order":"desc","orderBy":"date","search":"Zyxlisted","inherit":false}} --><div class="wp-block-query">'
			. '<!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template -->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:stagecraft/list-loading ' . $attributes . ' /--></div><!-- /wp:group -->'
			. '</div><!-- /wp:query -->'
		);
	}

	/**
	 * The block's element in `$html`, as a tag processor.
	 *
	 * @param string $html Rendered markup.
	 */
	private function block_of( string $html ): \WP_HTML_Tag_Processor {
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'stagecraft-list-loading' ) ) );
		return $tags;
	}

	public function test_load_more_links_to_the_next_page_of_its_query_loop(): void {
		$this->posts( 2 );
		$html = $this->query_loop( '{"label":"More <b>posts</b>"}' );
		$tags = $this->block_of( $html );
		$this->assertSame( 'more', $tags->get_attribute( 'data-mode' ) );
		$this->assertSame( '7', $tags->get_attribute( 'data-query-id' ) );
		$this->assertTrue( $tags->next_tag( 'a' ) );
		$this->assertStringContainsString( 'query-7-page=2', (string) $tags->get_attribute( 'href' ) );
		$this->assertTrue( (bool) $tags->get_attribute( 'data-stagecraft-next' ) );
		$this->assertStringContainsString( 'More &lt;b&gt;posts&lt;/b&gt;</a>', $html );
		$this->assertStringContainsString( 'role="status"', $html );
	}

	public function test_the_last_page_and_page_links_mode_have_no_link(): void {
		$this->posts( 1 );
		$this->assertFalse( $this->block_of( $this->query_loop( '{"mode":"infinite"}' ) )->next_tag( 'a' ) );
		$this->posts( 1 );
		$tags = $this->block_of( $this->query_loop( '{"mode":"pages"}' ) );
		$this->assertSame( 'pages', $tags->get_attribute( 'data-mode' ) );
		$this->assertFalse( $tags->next_tag( 'a' ) );
	}

	public function test_an_unknown_mode_is_load_more(): void {
		$this->posts( 2 );
		$this->assertSame( 'more', $this->block_of( $this->query_loop( '{"mode":"\" onclick=x"}' ) )->get_attribute( 'data-mode' ) );
	}
}
