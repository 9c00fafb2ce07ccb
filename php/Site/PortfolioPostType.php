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
		add_filter( 'request', array( self::class, 'scalar_query_var' ) );
	}

	/**
	 * Drops a `portfolio` query var that is not a single value: core turns `?portfolio[]=x`
	 * into a post name and fails on the array (a 500); the page is then shown without it.
	 *
	 * @param array<string,mixed> $query_vars Parsed query vars.
	 * @return array<string,mixed>
	 */
	public static function scalar_query_var( array $query_vars ): array {
		if ( isset( $query_vars[ self::NAME ] ) && ! is_scalar( $query_vars[ self::NAME ] ) ) {
			unset( $query_vars[ self::NAME ] );
		}
		return $query_vars;
	}
}
