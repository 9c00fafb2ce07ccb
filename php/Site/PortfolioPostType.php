<?php
/**
 * The portfolio post type (spec site.md section 2: previous/next portfolio item buttons).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Registers `portfolio`: public items with an archive at /portfolio/, editable in the block editor.
 * Its single template (theme/templates/single-portfolio.html) links the previous and next item.
 */
final class PortfolioPostType {

	public const NAME = 'portfolio';

	/** The portfolio's categories (BeTheme's taxonomy name), which the portfolio filters list. */
	public const TYPES = 'portfolio-types';

	/** Items on a page of the portfolio archive: the filters sort what one page shows. */
	public const PER_PAGE = 24;

	/**
	 * Registers the post type.
	 */
	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'       => array(
					'name'          => __( 'Portfolio', 'stagecraft' ),
					'singular_name' => __( 'Portfolio item', 'stagecraft' ),
					'add_new_item'  => __( 'Add portfolio item', 'stagecraft' ),
					'edit_item'     => __( 'Edit portfolio item', 'stagecraft' ),
					'all_items'     => __( 'All portfolio items', 'stagecraft' ),
				),
				'public'       => true,
				'has_archive'  => true,
				'show_in_rest' => true,
				'menu_icon'    => 'dashicons-portfolio',
				'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions' ),
				'rewrite'      => array( 'slug' => 'portfolio' ),
			)
		);
		register_taxonomy(
			self::TYPES,
			self::NAME,
			array(
				'labels'            => array(
					'name'          => __( 'Portfolio categories', 'stagecraft' ),
					'singular_name' => __( 'Portfolio category', 'stagecraft' ),
					'all_items'     => __( 'All portfolio categories', 'stagecraft' ),
					'edit_item'     => __( 'Edit portfolio category', 'stagecraft' ),
					'add_new_item'  => __( 'Add portfolio category', 'stagecraft' ),
				),
				'public'            => true,
				'hierarchical'      => true,
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array( 'slug' => self::TYPES ),
			)
		);
		add_filter( 'request', array( self::class, 'scalar_query_var' ) );
		add_action( 'pre_get_posts', array( self::class, 'archive_page_size' ) );
	}

	/**
	 * The portfolio archive and its category archives show PER_PAGE items a page.
	 *
	 * @param \WP_Query $query A query about to run.
	 */
	public static function archive_page_size( \WP_Query $query ): void {
		if ( ! is_admin() && $query->is_main_query() && ( $query->is_post_type_archive( self::NAME ) || $query->is_tax( self::TYPES ) ) ) {
			$query->set( 'posts_per_page', self::PER_PAGE );
		}
	}

	/**
	 * Drops a `portfolio` query var that is not a single value, names no possible item, or
	 * rides on another page's address: core turns `?portfolio[]=x` into a post name and fails on
	 * the array (a 500), and `/blog/?portfolio=x` makes WordPress 6.8 treat the posts page as a
	 * single item without one (a PHP warning in its feed links). The page is shown without it;
	 * the item's own address (/portfolio/x/) is untouched.
	 *
	 * @param array<string,mixed> $query_vars Parsed query vars.
	 * @return array<string,mixed>
	 */
	public static function scalar_query_var( array $query_vars ): array {
		$value = $query_vars[ self::NAME ] ?? null;
		if ( null === $value ) {
			return $query_vars;
		}
		$elsewhere = array_intersect_key( $query_vars, array_flip( array( 'pagename', 'page_id', 'p', 'attachment' ) ) );
		if ( ! is_scalar( $value ) || '' === sanitize_title( (string) $value ) || array() !== array_filter( $elsewhere ) ) {
			// WordPress derived post_type and name from it: they go with it.
			if ( self::NAME === ( $query_vars['post_type'] ?? '' ) ) {
				unset( $query_vars['post_type'], $query_vars['name'] );
			}
			unset( $query_vars[ self::NAME ] );
		}
		return $query_vars;
	}
}
