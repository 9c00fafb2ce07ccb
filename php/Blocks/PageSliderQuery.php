<?php
/**
 * The query-loop slider's posts (spec site.md section 2): the posts of the core/query block
 * inside it, queried as core queries them (build_query_vars_from_query_block), as slides; its
 * visible count steps down at 1441, 960 and 768 px (spec site.md section 9).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Items and visible counts of a query-loop slider.
 */
final class PageSliderQuery {

	/** Most slides of one slider. */
	private const MOST = 50;

	/**
	 * Slides shown per width band (from 1441 px, from 960, from 768, below): the block's count
	 * at the widest, then at most 3, 2 and 1.
	 *
	 * @param int $shown The block's count at the widest.
	 * @return array<int,int>
	 */
	public static function shown( int $shown ): array {
		$shown = max( 1, min( 6, $shown ) );
		return array( $shown, min( $shown, 3 ), min( $shown, 2 ), 1 );
	}

	/**
	 * The posts of the first core/query among the inner blocks, as items.
	 *
	 * @param array<int,array<string,mixed>> $inner The slider's parsed inner blocks.
	 * @return array<int,array{id:int,title:string,url:string,image:int,alt:string}>
	 */
	public static function items( array $inner ): array {
		$query = null;
		foreach ( $inner as $block ) {
			if ( 'core/query' === ( $block['blockName'] ?? '' ) ) {
				$query = (array) ( $block['attrs']['query'] ?? array() );
				break;
			}
		}
		if ( null === $query ) {
			return array();
		}
		// The post template reads its query from context, as inside a core/query.
		$template                    = new \WP_Block(
			array(
				'blockName'   => 'core/post-template',
				'attrs'       => array(),
				'innerBlocks' => array(),
			),
			array( 'query' => $query )
		);
		$args                        = build_query_vars_from_query_block( $template, 1 );
		$args['posts_per_page']      = max( 1, min( self::MOST, (int) ( $args['posts_per_page'] ?? 10 ) ) ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most MOST (50).
		$args['post_status']         = 'publish';
		$args['ignore_sticky_posts'] = true;
		$args['no_found_rows']       = true;
		$items                       = array();
		foreach ( (array) ( new \WP_Query( $args ) )->posts as $post ) {
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			$image   = (int) get_post_thumbnail_id( $post );
			$items[] = array(
				'id'    => (int) $post->ID,
				'title' => get_the_title( $post ),
				'url'   => (string) get_permalink( $post ),
				'image' => $image,
				'alt'   => $image > 0 ? (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) : '',
			);
		}
		return $items;
	}
}
