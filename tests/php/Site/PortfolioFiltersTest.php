<?php
/**
 * The portfolio's categories and the filters block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\PortfolioPostType;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Links to the whole portfolio and to each category with items; the current one marked.
 */
final class PortfolioFiltersTest extends IntegrationTestCase {

	public function test_the_filters_link_every_category_with_items(): void {
		$item = (int) wp_insert_post(
			array(
				'post_type'   => PortfolioPostType::NAME,
				'post_title'  => 'Filtered item',
				'post_status' => 'publish',
			)
		);
		wp_set_object_terms( $item, array( 'Zyx <b>Prints</b>' ), PortfolioPostType::TYPES );
		wp_insert_term( 'Zyx empty', PortfolioPostType::TYPES );

		$html = do_blocks( '<!-- wp:stagecraft/portfolio-filters /-->' );
		$this->assertStringContainsString( 'data-taxonomy="portfolio-types"', $html );
		// The whole portfolio is the current filter outside a category page.
		$this->assertMatchesRegularExpression( '#<a class="stagecraft-portfolio-filters__link" href="[^"]*/portfolio/" data-filter="" aria-current="page">All</a>#', $html );
		$this->assertStringContainsString( '/portfolio-types/zyx-prints/" data-filter="zyx-prints">Zyx Prints</a>', $html );
		$this->assertStringNotContainsString( 'Zyx empty', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_portfolio_archives_show_a_page_the_filters_can_sort(): void {
		$query = new \WP_Query();
		$query->parse_query( array( 'post_type' => PortfolioPostType::NAME ) );
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query, for is_main_query().
		PortfolioPostType::archive_page_size( $query );
		$this->assertSame( PortfolioPostType::PER_PAGE, $query->get( 'posts_per_page' ) );
		$this->assertTrue( taxonomy_exists( PortfolioPostType::TYPES ) );
	}
}
