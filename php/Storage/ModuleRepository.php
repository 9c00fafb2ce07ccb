<?php
/**
 * Reads modules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Storage\Migrations\Migrator;
use WP_Error;
use WP_Post;

/**
 * Modules by id or alias as arrays of the canonical module shape (src/schema), migrated from
 * whatever version stored them. Writes go through ModuleWriter.
 */
final class ModuleRepository {

	public const SCHEMA_VERSION = Migrator::CURRENT;

	/**
	 * A published module as visitors see it, by alias.
	 *
	 * @param string $alias Module alias (the post slug).
	 * @return array<string,mixed>|null
	 */
	public function find_by_alias( string $alias ): ?array {
		$id = $this->resolve( $alias, true );
		return $id > 0 ? $this->find_by_id( $id ) : null;
	}

	/**
	 * A published module as visitors see it: slides outside their publish window left out.
	 *
	 * @param int $id Module post id.
	 * @return array<string,mixed>|null
	 */
	public function find_by_id( int $id ): ?array {
		$found = ModuleCache::remember( 'visible', $id, array(), fn () => $this->build_visible( $id ) );
		return null === $found ? null : $found['data'];
	}

	/**
	 * A published module as visitors see it now, for the cache: loading a large one is costly.
	 *
	 * @param int $id Module post id.
	 * @return array{data:array<string,mixed>,modified:int,expires:?int}|null
	 */
	private function build_visible( int $id ): ?array {
		$post = $this->published_post( $id );
		if ( null === $post ) {
			return null;
		}
		$now    = time();
		$module = $this->load( $post );
		$slides = (array) ( $module['slides'] ?? array() );
		return array(
			'data'     => self::visible( $module, $now ),
			'modified' => (int) strtotime( $post->post_modified_gmt . ' UTC' ),
			'expires'  => PublishWindow::next_change( $slides, $now ),
		);
	}

	/**
	 * The module id a visitor's id or alias names: 0 when none. An alias is looked up once and
	 * then answered from the object cache; a numeric id is taken as is.
	 *
	 * @param string $id_or_alias Post id or alias.
	 * @param bool   $as_alias    Treat a numeric value as an alias too.
	 */
	public function resolve( string $id_or_alias, bool $as_alias ): int {
		if ( ! $as_alias && ctype_digit( $id_or_alias ) ) {
			return (int) $id_or_alias;
		}
		$alias = sanitize_title( $id_or_alias );
		if ( '' === $alias ) {
			return 0;
		}
		return ModuleCache::alias_id( $alias, fn () => $this->id_for_alias( $alias, 0, 'publish' ) );
	}

	/**
	 * A published module post.
	 *
	 * @param int $id Post id.
	 */
	public function published_post( int $id ): ?WP_Post {
		$post = $this->post( $id );
		return null !== $post && 'publish' === $post->post_status ? $post : null;
	}

	/**
	 * A module post of any status but auto-draft (trashed ones included).
	 *
	 * @param int $id Post id.
	 */
	public function post( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || ModulePostType::NAME !== $post->post_type || 'auto-draft' === $post->post_status ) {
			return null;
		}
		return $post;
	}

	/**
	 * The id of the module with an alias, 0 when none.
	 *
	 * @param string          $alias  Alias (post slug).
	 * @param int             $except A post id to ignore (the module being renamed).
	 * @param string|string[] $status Post statuses; 'any' means every status but trash and auto-draft.
	 */
	public function id_for_alias( string $alias, int $except = 0, $status = 'any' ): int {
		$ids = get_posts(
			array(
				'post_type'      => ModulePostType::NAME,
				'name'           => $alias,
				'post_status'    => $status,
				'posts_per_page' => 1,
				'post__not_in'   => $except > 0 ? array( $except ) : array(),
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		return $ids ? (int) $ids[0] : 0;
	}

	/**
	 * The module that holds an alias in any status, the trash included (WordPress renames a
	 * trashed post's slug and keeps the old one in _wp_desired_post_slug): a trashed module
	 * keeps its alias, so nobody can take it and have the owner's pages show their content.
	 *
	 * @param string $alias  Alias.
	 * @param int    $except A post id to ignore (the module being saved).
	 */
	public function alias_owner( string $alias, int $except = 0 ): int {
		$statuses = array_values( array_diff( get_post_stati(), array( 'auto-draft' ) ) );
		$holder   = $this->id_for_alias( $alias, $except, $statuses );
		if ( $holder > 0 ) {
			return $holder;
		}
		$trashed = get_posts(
			array(
				'post_type'      => ModulePostType::NAME,
				'post_status'    => 'trash',
				'posts_per_page' => 1,
				'post__not_in'   => $except > 0 ? array( $except ) : array(),
				'fields'         => 'ids',
				'no_found_rows'  => true,
				'meta_key'       => '_wp_desired_post_slug', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- trashed modules only.
				'meta_value'     => $alias, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		);
		return $trashed ? (int) $trashed[0] : 0;
	}

	/**
	 * The full module stored in a post: migrated, normalised, with its post's identity. Its
	 * settings carry `migrated: true` when it was stored by an earlier schema version.
	 *
	 * @param WP_Post $post Module post.
	 * @return array<string,mixed>
	 */
	public function load( WP_Post $post ): array {
		$data   = json_decode( $post->post_content, true );
		$result = Migrator::run( is_array( $data ) ? $data : array() );
		$module = ModuleNormalizer::normalize( $result['module'] );
		if ( $result['migrated'] && is_array( $module['settings'] ) ) {
			$module['settings']['migrated'] = true;
		}
		return array_merge(
			array( 'id' => (int) $post->ID ),
			$module,
			array(
				'alias' => (string) $post->post_name,
				'title' => (string) $post->post_title,
			)
		);
	}

	/**
	 * The module as a visitor sees it at a given time: slides in their publish window, every URL
	 * through the URL policy (a value stored before the save check, or planted past it, renders
	 * harmless in every path that starts here: REST, admin-ajax, inline).
	 *
	 * @param array<string,mixed> $module Full module.
	 * @param int                 $now    Unix time.
	 * @return array<string,mixed>
	 */
	public static function visible( array $module, int $now ): array {
		$module['slides'] = PublishWindow::visible( (array) ( $module['slides'] ?? array() ), $now );
		$module           = UrlPolicy::clean( $module );
		return $module;
	}

	/**
	 * Lists published modules, newest first. Only the type is read from each module's JSON,
	 * without migrating or normalising the rest.
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
			$data    = json_decode( $post->post_content, true );
			$items[] = array(
				'id'    => (int) $post->ID,
				'alias' => (string) $post->post_name,
				'title' => (string) $post->post_title,
				'type'  => Migrator::type_of( is_array( $data ) ? $data : array() ),
			);
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * Creates the module, or replaces the one with its alias (demo seeding and imports).
	 *
	 * @param array<string,mixed> $module Module; needs an alias.
	 * @return int|WP_Error The post id.
	 */
	public function save( array $module ) {
		$alias = sanitize_title( is_string( $module['alias'] ?? null ) ? $module['alias'] : '' );
		$id    = '' === $alias ? 0 : $this->id_for_alias( $alias );
		$write = new ModuleWriter();
		return $id > 0 ? $write->update( $id, $module ) : $write->create( $module );
	}
}
