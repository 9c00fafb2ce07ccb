<?php
/**
 * Public module replies and alias lookups in the WordPress object cache.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use WP_Post;

/**
 * Replies are WordPress transients: with a shared persistent object cache every PHP server answers
 * a known module without touching the database; without one they live in the options table, so a
 * large module is not rebuilt on every request (1000 slides: about 260 ms of decoding, migrating
 * and normalising, against one read). Keys carry a per-module salt, so a save or delete
 * invalidates every cached reply of that module (whatever its query arguments) by changing one
 * value; stale entries expire by themselves.
 */
final class ModuleCache {

	public const GROUP = 'stagecraft';

	/** A reply without a publish boundary is kept a day; invalidation makes it stale sooner. */
	private const TTL = 86400;

	/** An unknown alias is remembered briefly, so a wrong alias cannot hammer the database. */
	private const MISS_TTL = 60;

	/** Salts never expire (a small autoloaded option each without an object cache). */
	private const SALT_PREFIX = 'stagecraft_salt_';

	/**
	 * Hooks invalidation to every change of a module post.
	 */
	public static function register(): void {
		add_action( 'clean_post_cache', array( self::class, 'on_clean_post_cache' ), 10, 2 );
		// Replies carry each media library image's srcset (Rest\ResponsiveImages): an image
		// edited, regenerated or deleted changes its files.
		add_filter( 'wp_update_attachment_metadata', array( self::class, 'on_attachment_metadata' ) );
		add_action( 'delete_attachment', array( self::class, 'invalidate_media' ) );
	}

	/**
	 * A cached reply, built and stored on a miss.
	 *
	 * The builder returns null when the module is not found (nothing is cached), or an array with
	 * `data` (the reply), `modified` (its Last-Modified Unix time) and `expires` (the Unix time it
	 * stops being true, such as the next publish window boundary; null for never).
	 *
	 * @param string              $kind      Reply kind, e.g. 'slider', 'stream', 'modal'.
	 * @param int                 $module_id Module post id.
	 * @param array<string,mixed> $args      The query arguments the reply depends on.
	 * @param callable            $build     Builds the reply as described above.
	 * @return array{data:array<mixed>,modified:int}|null Null when not found.
	 */
	public static function remember( string $kind, int $module_id, array $args, callable $build ): ?array {
		ksort( $args );
		$key   = 'stagecraft_' . md5( $kind . ':' . $module_id . ':' . self::salt( 'module-' . $module_id ) . ':' . self::salt( 'media' ) . ':' . wp_json_encode( $args ) );
		$entry = get_transient( $key );
		if ( ! self::is_fresh( $entry ) ) {
			$entry = $build();
			if ( ! is_array( $entry ) || ! is_array( $entry['data'] ?? null ) ) {
				return null;
			}
			$entry = array(
				'data'     => $entry['data'],
				'modified' => (int) ( $entry['modified'] ?? 0 ),
				'expires'  => isset( $entry['expires'] ) ? (int) $entry['expires'] : null,
			);
			$ttl   = null === $entry['expires'] ? self::TTL : max( 1, min( self::TTL, $entry['expires'] - time() ) );
			set_transient( $key, $entry, $ttl );
		}
		return array(
			'data'     => $entry['data'],
			'modified' => $entry['modified'],
		);
	}

	/**
	 * Whether a cached value is a reply still true now. Checked here too, as a non-persistent or
	 * coarse cache may keep an entry past its expiry.
	 *
	 * @param mixed $entry Cached value.
	 * @phpstan-assert-if-true array{data:array<mixed>,modified:int,expires:?int} $entry
	 */
	private static function is_fresh( $entry ): bool {
		return is_array( $entry ) && is_array( $entry['data'] ?? null ) && is_int( $entry['modified'] ?? null )
			&& ( null === ( $entry['expires'] ?? null ) || ( is_int( $entry['expires'] ) && $entry['expires'] > time() ) );
	}

	/**
	 * A module id by alias, looked up once.
	 *
	 * @param string   $alias  Sanitised alias.
	 * @param callable $lookup Finds the id in the database (returns int, 0 when none).
	 */
	public static function alias_id( string $alias, callable $lookup ): int {
		$key = 'alias:' . self::salt( 'aliases' ) . ':' . md5( $alias );
		$id  = wp_cache_get( $key, self::GROUP );
		if ( ! is_int( $id ) ) {
			$id = (int) $lookup();
			wp_cache_set( $key, $id, self::GROUP, $id > 0 ? self::TTL : self::MISS_TTL );
		}
		return $id;
	}

	/**
	 * Forgets every cached reply of a module, and every alias lookup (an alias may have moved).
	 *
	 * @param int $module_id Module post id.
	 */
	public static function invalidate( int $module_id ): void {
		set_transient( self::SALT_PREFIX . 'module-' . $module_id, self::new_salt() );
		set_transient( self::SALT_PREFIX . 'aliases', self::new_salt() );
	}

	/**
	 * Forgets every cached reply: the files of a media library image changed.
	 */
	public static function invalidate_media(): void {
		set_transient( self::SALT_PREFIX . 'media', self::new_salt() );
	}

	/**
	 * Runs when WordPress saves an image's metadata (its sizes); passes it on unchanged.
	 *
	 * @param mixed $data Attachment metadata.
	 * @return mixed
	 */
	public static function on_attachment_metadata( $data ) {
		self::invalidate_media();
		return $data;
	}

	/**
	 * Runs after WordPress changed a post (insert, update, trash, delete).
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    Post.
	 */
	public static function on_clean_post_cache( $post_id, $post ): void {
		if ( $post instanceof WP_Post && ModulePostType::NAME === $post->post_type ) {
			self::invalidate( (int) $post_id );
		}
	}

	/**
	 * The current salt of a key family, created on first use.
	 *
	 * @param string $name Family.
	 */
	private static function salt( string $name ): string {
		$salt = get_transient( self::SALT_PREFIX . $name );
		if ( ! is_string( $salt ) ) {
			$salt = self::new_salt();
			set_transient( self::SALT_PREFIX . $name, $salt );
		}
		return $salt;
	}

	/**
	 * A value no earlier salt had.
	 */
	private static function new_salt(): string {
		return str_replace( '.', '', uniqid( '', true ) );
	}
}
