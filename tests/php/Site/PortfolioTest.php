<?php
/**
 * The portfolio post type and its previous/next item links.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\PortfolioPostType;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Registration and the server-rendered links of the single-portfolio template's pattern.
 */
final class PortfolioTest extends IntegrationTestCase {

	public function test_post_type_is_public_with_archive_and_rest(): void {
		$type = get_post_type_object( PortfolioPostType::NAME );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->public );
		$this->assertTrue( $type->show_in_rest );
		$this->assertTrue( (bool) $type->has_archive );
		$this->assertTrue( post_type_supports( PortfolioPostType::NAME, 'editor' ) );
	}

	public function test_links_name_the_previous_and_next_items_and_skip_other_types(): void {
		$ids = $this->items();
		// A post between them in time must not count as an adjacent portfolio item.
		wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'Unrelated post',
				'post_date'   => '1990-02-15 10:00:00',
			)
		);

		$html = $this->render_nav( $ids[1] );

		$this->assertStringContainsString( 'aria-label="Portfolio items"', $html );
		$this->assertMatchesRegularExpression( '#<a href="' . preg_quote( (string) get_permalink( $ids[0] ), '#' ) . '" rel="prev">.*Previous portfolio item:.*Test item one#s', $html );
		$this->assertMatchesRegularExpression( '#<a href="' . preg_quote( (string) get_permalink( $ids[2] ), '#' ) . '" rel="next">.*Next portfolio item:.*Test item three#s', $html );
		$this->assertStringNotContainsString( 'Unrelated post', $html );
	}

	public function test_the_first_item_has_no_previous_link(): void {
		$ids  = $this->items();
		$html = $this->render_nav( $ids[0] );

		$this->assertStringContainsString( 'rel="next"', $html );
		$this->assertStringContainsString( 'Test item two', $html );
		$this->assertStringNotContainsString( 'rel="prev"', $html );
		$this->assertStringNotContainsString( 'Previous portfolio item:', $html );
	}

	public function test_single_template_uses_the_pattern(): void {
		$template = (string) file_get_contents( dirname( __DIR__, 3 ) . '/theme/templates/single-portfolio.html' );
		$this->assertStringContainsString( '<!-- wp:pattern {"slug":"stagecraft/portfolio-nav"} /-->', $template );
	}

	/**
	 * Three published items, older than any demo item, oldest first.
	 *
	 * @return list<int>
	 */
	private function items(): array {
		$ids = array();
		foreach ( array( 'one', 'two', 'three' ) as $i => $name ) {
			$ids[] = (int) wp_insert_post(
				array(
					'post_type'   => PortfolioPostType::NAME,
					'post_status' => 'publish',
					'post_title'  => 'Test item ' . $name,
					'post_date'   => sprintf( '1990-0%d-01 10:00:00', $i + 1 ),
				)
			);
		}
		return $ids;
	}

	/**
	 * The pattern rendered as on the item's page.
	 *
	 * @param int $id Portfolio item shown.
	 */
	private function render_nav( int $id ): string {
		global $wp_query, $wp_the_query, $post;
		$previous = array( $wp_query, $wp_the_query, $post );
		// The core block renders only on a singular view; the adjacent-post functions read the global post.
		$wp_query     = new \WP_Query( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of the item's page.
			array(
				'p'         => $id,
				'post_type' => PortfolioPostType::NAME,
			)
		);
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as on the item's page.
		try {
			$this->assertTrue( $wp_query->have_posts() );
			$wp_query->the_post();
			return do_blocks( '<!-- wp:pattern {"slug":"stagecraft/portfolio-nav"} /-->' );
		} finally {
			list( $wp_query, $wp_the_query, $post ) = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored for the next tests.
		}
	}

	public function test_the_portfolio_query_var_is_kept_only_on_an_items_own_address(): void {
		$own = array(
			'portfolio' => 'lantern',
			'post_type' => 'portfolio',
			'name'      => 'lantern',
		);
		$this->assertSame( $own, PortfolioPostType::scalar_query_var( $own ) );
		// On the posts page (WordPress 6.8 then warns in its feed links), as an array, or no slug at all.
		$this->assertSame( array( 'pagename' => 'blog' ), PortfolioPostType::scalar_query_var( array( 'pagename' => 'blog' ) + $own ) );
		$this->assertSame( array(), PortfolioPostType::scalar_query_var( array( 'portfolio' => array( 'x' ) ) ) );
		$this->assertSame( array(), PortfolioPostType::scalar_query_var( array( 'portfolio' => "\"'`" ) ) );
	}
}
