<?php
/**
 * Registers every built block from its block.json, the only metadata a block has.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Finds plugin/build/{block}/block.json and registers each, with its scripts' translations.
 */
final class BlockRegistry {

	/**
	 * Registers the blocks under the build folder.
	 *
	 * @param string $build_dir Folder of the built blocks.
	 */
	public static function register( string $build_dir ): void {
		$files = glob( $build_dir . '/*/block.json' );
		foreach ( false === $files ? array() : $files as $metadata ) {
			$block = register_block_type( dirname( $metadata ) );
			if ( $block instanceof \WP_Block_Type ) {
				ScriptTranslations::wire( $block, dirname( $build_dir ) . '/languages' );
				VisitorStrings::wire( $block->view_script_handles, dirname( $build_dir ) . '/languages' );
			}
		}
	}
}
