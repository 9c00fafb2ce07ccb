<?php
/**
 * Pages that exist for tools, not visitors (the benchmarks' bench-* pages).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * A page marked with the `_stagecraft_fixture` meta stays published, because the benchmarks load
 * it by URL as a visitor without logging in, but it is left out of everything that lists pages
 * to visitors: the page list (block and wp_list_pages()), search, sitemaps, the REST page list
 * for anyone who cannot edit pages, and search engines (noindex).
 */
final class FixturePages {

	public const META = '_stagecraft_fixture';

	/**
	 * Ids found in this request; null until asked for.
	 *
	 * @var int[]|null
	 */
	private static ?array $ids = null;

	/**
	 * Hooks the filters.
	 */
	public static function register(): void {
		add_filter( 'get_pages', array( self::class, 'filter_pages' ) );
		add_action( 'pre_get_posts', array( self::class, 'exclude_from_search' ) );
		add_filter( 'wp_sitemaps_posts_query_args', array( self::class, 'exclude_from_query_args' ) );
		add_filter( 'rest_page_query', array( self::class, 'exclude_from_rest' ) );
		add_filter( 'wp_robots', array( self::class, 'robots' ) );
		add_action( 'updated_post_meta', array( self::class, 'forget' ) );
		add_action( 'added_post_meta', array( self::class, 'forget' ) );
		add_action( 'deleted_post_meta', array( self::class, 'forget' ) );
	}

	/**
	 * Marks a page as a fixture.
	 *
	 * @param int $page_id Page id.
	 */
	public static function mark( int $page_id ): void {
		update_post_meta( $page_id, self::META, '1' );
		self::forget();
	}

	/**
	 * Ids of the fixture pages.
	 *
	 * @return int[]
	 */
	public static function ids(): array {
		if ( null === self::$ids ) {
			$found     = get_posts(
				array(
					'post_type'        => 'page',
					'post_status'      => 'any',
					'fields'           => 'ids',
					'posts_per_page'   => -1,
					'meta_key'         => self::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a handful of pages, read once per request.
					'no_found_rows'    => true,
					'suppress_filters' => true,
				)
			);
			self::$ids = array_map( 'intval', $found );
		}
		return self::$ids;
	}

	/**
	 * Drops the ids read, after a change to post meta.
	 */
	public static function forget(): void {
		self::$ids = null;
	}

	/**
	 * Removes fixture pages from get_pages(), which the page list block and wp_list_pages() use;
	 * wp-admin keeps them (an editor still manages them there).
	 *
	 * @param mixed $pages Pages found.
	 * @return mixed
	 */
	public static function filter_pages( $pages ) {
		if ( is_admin() || ! is_array( $pages ) || array() === self::ids() ) {
			return $pages;
		}
		$hidden = self::ids();
		return array_values(
			array_filter(
				$pages,
				static fn ( $page ): bool => ! ( $page instanceof \WP_Post ) || ! in_array( $page->ID, $hidden, true )
			)
		);
	}

	/**
	 * Leaves fixture pages out of the site's search results.
	 *
	 * @param \WP_Query $query Query about to run.
	 */
	public static function exclude_from_search( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_search() ) {
			return;
		}
		$query->set( 'post__not_in', self::excluding( $query->get( 'post__not_in' ) ) );
	}

	/**
	 * Leaves fixture pages out of a query's arguments (the sitemaps').
	 *
	 * @param array<string,mixed> $args Query arguments.
	 * @return array<string,mixed>
	 */
	public static function exclude_from_query_args( array $args ): array {
		$args['post__not_in'] = self::excluding( $args['post__not_in'] ?? array() );
		return $args;
	}

	/**
	 * Leaves fixture pages out of `wp/v2/pages` for anyone who cannot edit pages.
	 *
	 * @param array<string,mixed> $args Query arguments.
	 * @return array<string,mixed>
	 */
	public static function exclude_from_rest( array $args ): array {
		return current_user_can( 'edit_pages' ) ? $args : self::exclude_from_query_args( $args );
	}

	/**
	 * Asks search engines not to index a fixture page reached by its URL.
	 *
	 * @param array<string,bool|string> $robots Robots directives.
	 * @return array<string,bool|string>
	 */
	public static function robots( array $robots ): array {
		// The queried page's meta is already cached with the main query: no query of its own.
		if ( is_page() && '' !== get_post_meta( (int) get_queried_object_id(), self::META, true ) ) {
			$robots['noindex'] = true;
		}
		return $robots;
	}

	/**
	 * An exclusion list with the fixture pages added.
	 *
	 * @param mixed $before The list already set.
	 * @return int[]
	 */
	private static function excluding( $before ): array {
		$list = is_array( $before ) ? array_map( 'intval', $before ) : array();
		return array_values( array_unique( array_merge( $list, self::ids() ) ) );
	}
}
