<?php
/**
 * Turns a post into a stream item.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Post;
use WP_Term;

/**
 * The item fields shared by the post and shop streams.
 */
final class PostItem {

	/**
	 * The item of one post.
	 *
	 * @param WP_Post $post     Published post.
	 * @param string  $taxonomy Taxonomy listed as the item's categories.
	 * @return array<string,mixed>
	 */
	public static function from_post( WP_Post $post, string $taxonomy ): array {
		return array(
			'id'         => (int) $post->ID,
			'title'      => esc_html( wp_strip_all_tags( get_the_title( $post ) ) ),
			'excerpt'    => self::excerpt( $post ),
			'content'    => self::content( $post ),
			'link'       => esc_url_raw( (string) get_permalink( $post ) ),
			'date'       => (string) get_post_time( 'c', true, $post ),
			'author'     => esc_html( (string) get_the_author_meta( 'display_name', (int) $post->post_author ) ),
			'image'      => self::image( (int) get_post_thumbnail_id( $post ) ),
			'categories' => self::terms( $post, $taxonomy ),
		);
	}

	/**
	 * An image's source, size and alternative text, or null when there is no such image.
	 *
	 * @param int $attachment_id Attachment id.
	 * @return array{src:string,width:int,height:int,alt:string}|null
	 */
	public static function image( int $attachment_id ): ?array {
		$image = $attachment_id > 0 ? wp_get_attachment_image_src( $attachment_id, 'full' ) : false;
		if ( ! $image ) {
			return null;
		}
		return array(
			'src'    => esc_url_raw( $image[0] ),
			'width'  => (int) $image[1],
			'height' => (int) $image[2],
			'alt'    => esc_html( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ),
		);
	}

	/**
	 * The excerpt as plain text: the post's own excerpt, else its content, cut to 55 words.
	 *
	 * @param WP_Post $post Post.
	 */
	private static function excerpt( WP_Post $post ): string {
		$text = '' !== trim( $post->post_excerpt )
			? $post->post_excerpt
			: excerpt_remove_blocks( strip_shortcodes( $post->post_content ) );
		// wp_trim_words strips the markup; a real ellipsis, because an entity is not plain text.
		return esc_html( wp_trim_words( $text, PostSource::EXCERPT_WORDS, "\u{2026}" ) );
	}

	/**
	 * The content as the site shows it, then kses'd: it is filled into layer markup.
	 *
	 * @param WP_Post $post Post.
	 */
	private static function content( WP_Post $post ): string {
		// Content filters (blocks, shortcodes) read the global post, as in core's REST posts controller.
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		setup_postdata( $post );
		/** This filter is documented in wp-includes/post-template.php */
		$content = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.

		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}
		return wp_kses_post( $content );
	}

	/**
	 * The post's terms of a taxonomy.
	 *
	 * @param WP_Post $post     Post.
	 * @param string  $taxonomy Taxonomy name.
	 * @return list<array{id:int,name:string,slug:string}>
	 */
	private static function terms( WP_Post $post, string $taxonomy ): array {
		$terms = is_object_in_taxonomy( $post->post_type, $taxonomy ) ? get_the_terms( $post, $taxonomy ) : false;
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$items = array();
		foreach ( $terms as $term ) {
			if ( $term instanceof WP_Term ) {
				$items[] = array(
					'id'   => (int) $term->term_id,
					'name' => esc_html( $term->name ),
					'slug' => $term->slug,
				);
			}
		}
		return $items;
	}
}
