<?php
/**
 * The drop-in WordPress shows while its database cannot be reached.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Copies plugin/db-error.php to wp-content on activation when the site has no such page, and
 * removes it on deactivation only when it is still Stagecraft's: a site owner's own page is never
 * touched. Without it WordPress answers a dead database with a bare 500, which clients read as a
 * failure of the page rather than "come back soon".
 */
final class DatabaseErrorPage {

	public const MARKER = 'stagecraft-db-error-drop-in';

	/**
	 * Installs the page if the site has none and wp-content is writable.
	 *
	 * @param string $source Path of the plugin's db-error.php.
	 */
	public static function install( string $source ): bool {
		$target = self::target();
		if ( file_exists( $target ) || ! is_readable( $source ) || ! wp_is_writable( WP_CONTENT_DIR ) ) {
			return false;
		}
		return copy( $source, $target );
	}

	/**
	 * Removes the page if it is Stagecraft's.
	 */
	public static function remove(): void {
		$target = self::target();
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( is_file( $target ) && ! is_link( $target ) && str_contains( (string) file_get_contents( $target ), self::MARKER ) ) {
			wp_delete_file( $target );
		}
	}

	/**
	 * Where WordPress looks for the page.
	 */
	private static function target(): string {
		return WP_CONTENT_DIR . '/db-error.php';
	}
}
