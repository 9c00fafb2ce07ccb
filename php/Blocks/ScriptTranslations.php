<?php
/**
 * Points every block script that uses @wordpress/i18n at the plugin's translations.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use WP_Block_Type;

/**
 * WordPress already asks for translations of a block.json script that depends on wp-i18n, but
 * only in WP_LANG_DIR (language packs). Setting the plugin's languages folder too lets WordPress
 * look there first for stagecraft-{locale}-{md5 of build/…/file.js}.json, then in the packs.
 */
final class ScriptTranslations {

	public const DOMAIN = 'stagecraft';

	/**
	 * Wires the editor, shared and view scripts of one block.
	 *
	 * @param WP_Block_Type $block         Registered block.
	 * @param string        $languages_dir Folder of the plugin's translation files.
	 * @return string[] The handles wired.
	 */
	public static function wire( WP_Block_Type $block, string $languages_dir ): array {
		$handles = array_unique( array_merge( $block->editor_script_handles, $block->script_handles, $block->view_script_handles ) );
		$wired   = array();
		foreach ( $handles as $handle ) {
			$script = wp_scripts()->query( $handle, 'registered' );
			if ( $script instanceof \_WP_Dependency && in_array( 'wp-i18n', $script->deps, true ) ) {
				wp_set_script_translations( $handle, self::DOMAIN, $languages_dir );
				$wired[] = $handle;
			}
		}
		return $wired;
	}
}
