<?php
/**
 * Hands out new module and slide ids (get_moduleid, get_slideid).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

/**
 * Each id comes from one atomic UPDATE of a counter row, so two editors asking at the same moment
 * (on any PHP server) never get the same id.
 */
final class IdReserver {

	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- no API increments a row atomically, and a cached counter would repeat ids.

	/** Option holding the last module id handed out. */
	public const MODULE_COUNTER = 'stagecraft_module_id_counter';

	/** Post meta holding the last slide id handed out for a module. */
	public const SLIDE_COUNTER = '_stagecraft_slide_id_counter';

	/**
	 * A new module id; 0 when the database refused.
	 */
	public static function module_id(): int {
		global $wpdb;
		$update = static fn () => $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = LAST_INSERT_ID( CAST( option_value AS UNSIGNED ) + 1 ) WHERE option_name = %s",
				self::MODULE_COUNTER
			)
		);
		$done   = (bool) $update();
		if ( ! $done ) {
			// First use: create the row (a concurrent creator wins harmlessly), then count.
			add_option( self::MODULE_COUNTER, '0', '', false );
			$done = (bool) $update();
		}
		wp_cache_delete( self::MODULE_COUNTER, 'options' );
		return $done ? (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ) : 0;
	}

	/**
	 * A new slide id, unique within the module: above every id the module's slides already use;
	 * 0 when the database refused.
	 *
	 * @param int $module_id Module post id.
	 * @param int $highest   Highest slide id in the stored module.
	 */
	public static function slide_id( int $module_id, int $highest ): int {
		global $wpdb;
		$update = static fn () => $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = LAST_INSERT_ID( GREATEST( CAST( meta_value AS UNSIGNED ) + 1, %d ) ) WHERE post_id = %d AND meta_key = %s",
				$highest + 1,
				$module_id,
				self::SLIDE_COUNTER
			)
		);
		$done   = (bool) $update();
		if ( ! $done ) {
			add_post_meta( $module_id, self::SLIDE_COUNTER, '0', true );
			$done = (bool) $update();
		}
		wp_cache_delete( $module_id, 'post_meta' );
		return $done ? (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ) : 0;
	}

	// phpcs:enable
}
