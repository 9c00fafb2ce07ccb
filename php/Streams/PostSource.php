<?php
/**
 * The post stream: the site's own posts.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;
use WP_Post;
use WP_Query;

/**
 * Published posts chosen by settings.source.post: types, category, tag and include ids.
 */
final class PostSource implements StreamSource {

	/**
	 * Words in an item's excerpt (spec section 9: "Post stream: excerpt 55").
	 */
	public const EXCERPT_WORDS = 55;

	/**
	 * Items in one stream (spec section 9: "30 posts").
	 */
	public const MAX_POSTS = 30;

	/**
	 * Order of the items (spec section 9: "ID descending").
	 */
	public const ORDER_BY = 'ID';
	public const ORDER    = 'DESC';

	/**
	 * Post types when the module names none.
	 */
	public const DEFAULT_TYPES = array( 'post' );

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'post';
	}

	/**
	 * The newest published posts of the module's query.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $args   Request arguments: lang.
	 * @return list<array<string,mixed>>|WP_Error
	 */
	public function items( array $module, array $args ): array|WP_Error {
		$settings = SourceSettings::group( $module, 'post' );
		$types    = SourceSettings::keys( $settings['types'] ?? array() );
		$types    = $types ? $types : self::DEFAULT_TYPES;
		// The route is public: only post types visitors may see anyway.
		$types = array_values( array_filter( $types, 'is_post_type_viewable' ) );
		if ( ! $types ) {
			return new WP_Error(
				'stagecraft_stream_post_types',
				__( 'The post types chosen for this stream do not exist or are not public.', 'stagecraft' )
			);
		}

		$query = new WP_Query( $this->query( $types, $settings, (string) ( $args['lang'] ?? '' ) ) );
		$items = array();
		foreach ( (array) $query->posts as $post ) {
			if ( $post instanceof WP_Post ) {
				$items[] = PostItem::from_post( $post, 'category' );
			}
		}
		return $items;
	}

	/**
	 * The query of the stream.
	 *
	 * @param array<int,string>   $types    Viewable post types.
	 * @param array<string,mixed> $settings settings.source.post.
	 * @param string              $lang     Language code, or ''.
	 * @return array<string,mixed>
	 */
	private function query( array $types, array $settings, string $lang ): array {
		$query   = array(
			'post_type'           => $types,
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => self::MAX_POSTS, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 30, the spec's constant.
			'orderby'             => self::ORDER_BY,
			'order'               => self::ORDER,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'suppress_filters'    => false,
		);
		$filters = array(
			'category__in' => SourceSettings::ids( $settings['category'] ?? array() ),
			'tag__in'      => SourceSettings::ids( $settings['tag'] ?? array() ),
			'post__in'     => SourceSettings::ids( $settings['include'] ?? array() ),
		);
		$query  += array_filter( $filters );
		if ( '' !== $lang ) {
			// A multilingual plugin reads its language from this query var; without one it is ignored.
			$query['lang'] = $lang;
		}
		return $query;
	}
}
