<?php
/**
 * Reads and writes modules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use WP_Error;
use WP_Post;

/**
 * Modules by id or alias, as arrays of the canonical module shape (see src/schema).
 */
final class ModuleRepository {

	public const SCHEMA_VERSION = 1;

	/**
	 * Finds a module by its alias.
	 *
	 * @param string $alias Module alias (the post slug).
	 * @return array<string,mixed>|null
	 */
	public function find_by_alias( string $alias ): ?array {
		$alias = sanitize_title( $alias );
		if ( '' === $alias ) {
			return null;
		}
		$posts = get_posts(
			array(
				'post_type'        => ModulePostType::NAME,
				'name'             => $alias,
				'post_status'      => 'publish',
				'numberposts'      => 1,
				'suppress_filters' => false,
			)
		);
		return $posts ? $this->to_module( $posts[0] ) : null;
	}

	/**
	 * Finds a module by its post id.
	 *
	 * @param int $id Module post id.
	 * @return array<string,mixed>|null
	 */
	public function find_by_id( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || ModulePostType::NAME !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return $this->to_module( $post );
	}

	/**
	 * Lists published modules, newest first.
	 *
	 * @param int $page     1-based page.
	 * @param int $per_page Modules per page.
	 * @return array{items: list<array{id:int,alias:string,title:string,type:string}>, total: int}
	 */
	public function list( int $page, int $per_page ): array {
		$query = new \WP_Query(
			array(
				'post_type'      => ModulePostType::NAME,
				'post_status'    => 'publish',
				'posts_per_page' => $per_page,
				'paged'          => $page,
				'orderby'        => 'ID',
				'order'          => 'DESC',
			)
		);
		$items = array();
		foreach ( (array) $query->posts as $post ) {
			if ( ! $post instanceof WP_Post ) {
				continue;
			}
			$module  = $this->to_module( $post );
			$items[] = array(
				'id'    => (int) $post->ID,
				'alias' => (string) $post->post_name,
				'title' => (string) $post->post_title,
				'type'  => (string) ( $module['type'] ?? 'slider' ),
			);
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * Creates or replaces the module with the module's alias.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape; needs alias and title.
	 * @return int|WP_Error The post id.
	 */
	public function save( array $module ) {
		$alias = sanitize_title( (string) ( $module['alias'] ?? '' ) );
		if ( '' === $alias ) {
			return new WP_Error( 'stagecraft_module_alias', __( 'A module needs an alias.', 'stagecraft' ), array( 'status' => 400 ) );
		}
		$module['alias']   = $alias;
		$module['version'] = self::SCHEMA_VERSION;
		$module['slides']  = array_map( array( $this, 'clean_slide' ), (array) ( $module['slides'] ?? array() ) );
		unset( $module['id'] );

		$existing = get_posts(
			array(
				'post_type'   => ModulePostType::NAME,
				'name'        => $alias,
				'post_status' => 'any',
				'numberposts' => 1,
				'fields'      => 'ids',
			)
		);
		$postarr  = array(
			'ID'           => $existing ? (int) $existing[0] : 0,
			'post_type'    => ModulePostType::NAME,
			'post_status'  => 'publish',
			'post_name'    => $alias,
			'post_title'   => sanitize_text_field( (string) ( $module['title'] ?? $alias ) ),
			'post_content' => wp_slash( (string) wp_json_encode( $module ) ),
		);
		// The content is JSON, not HTML: kses would mangle it. Rich text is cleaned field by field above.
		$filtered = has_filter( 'content_save_pre', 'wp_filter_post_kses' );
		if ( $filtered ) {
			remove_filter( 'content_save_pre', 'wp_filter_post_kses' );
		}
		$id = wp_insert_post( $postarr, true );
		if ( $filtered ) {
			add_filter( 'content_save_pre', 'wp_filter_post_kses' );
		}
		return $id;
	}

	/**
	 * Decodes a module post into the canonical shape.
	 *
	 * @param WP_Post $post Module post.
	 * @return array<string,mixed>
	 */
	private function to_module( WP_Post $post ): array {
		$data = json_decode( $post->post_content, true );
		$data = is_array( $data ) ? $data : array();
		return array_merge(
			array(
				'type'     => 'slider',
				'settings' => array(),
				'slides'   => array(),
			),
			$data,
			array(
				'id'    => (int) $post->ID,
				'alias' => (string) $post->post_name,
				'title' => (string) $post->post_title,
			)
		);
	}

	/**
	 * Cleans the rich text of a slide's layers.
	 *
	 * @param mixed $slide Slide as decoded JSON.
	 * @return array<string,mixed>
	 */
	private function clean_slide( $slide ): array {
		$slide           = is_array( $slide ) ? $slide : array();
		$slide['layers'] = array_map(
			static function ( $layer ) {
				$layer = is_array( $layer ) ? $layer : array();
				if ( isset( $layer['content']['text'] ) ) {
					$layer['content']['text'] = wp_kses_post( (string) $layer['content']['text'] );
				}
				return $layer;
			},
			(array) ( $slide['layers'] ?? array() )
		);
		return $slide;
	}
}
