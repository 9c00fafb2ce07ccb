<?php
/**
 * Pages the benchmarks create, kept from visitors' lists.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\FixturePages;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * A fixture page stays published but leaves every list a visitor sees.
 */
final class FixturePagesTest extends IntegrationTestCase {

	public function test_a_fixture_page_is_left_out_of_page_lists_search_sitemaps_and_indexing(): void {
		$shown   = $this->page( 'Visible fixture-probe page' );
		$fixture = $this->page( 'Hidden fixture-probe page' );
		FixturePages::mark( $fixture );
		$this->assertSame( 'publish', get_post_status( $fixture ), 'the benchmarks load it as a visitor' );

		$listed = wp_list_pages(
			array(
				'echo'     => false,
				'title_li' => '',
			)
		);
		$this->assertStringContainsString( 'Visible fixture-probe page', (string) $listed );
		$this->assertStringNotContainsString( 'Hidden fixture-probe page', (string) $listed );

		$found = new \WP_Query(
			array(
				's'         => 'fixture-probe',
				'post_type' => 'page',
				'fields'    => 'ids',
			)
		);
		$this->assertSame( array( $shown ), array_map( 'intval', $found->posts ) );

		$this->assertNotFalse( has_filter( 'wp_sitemaps_posts_query_args', array( FixturePages::class, 'exclude_from_query_args' ) ) );
		$args = FixturePages::exclude_from_query_args( array( 'post__not_in' => array( 7 ) ) );
		$this->assertContains( $fixture, $args['post__not_in'] );
		$this->assertContains( 7, $args['post__not_in'] );

		$this->assertSame( array( 'noindex' => true ), $this->robots_on( $fixture ) );
		$this->assertSame( array(), $this->robots_on( $shown ) );
	}

	/**
	 * A published page.
	 *
	 * @param string $title Title.
	 */
	private function page( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
	}

	/**
	 * The robots directives Stagecraft adds on a page's own view.
	 *
	 * @param int $id Page shown.
	 * @return array<string,bool|string>
	 */
	private function robots_on( int $id ): array {
		global $wp_query, $wp_the_query;
		$previous     = array( $wp_query, $wp_the_query );
		$wp_query     = new \WP_Query( array( 'page_id' => $id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of the page.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as on the page.
		try {
			return FixturePages::robots( array() );
		} finally {
			list( $wp_query, $wp_the_query ) = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored for the next tests.
		}
	}
}
