<?php
/**
 * What the module editor needs to know from the server, given to it as window.stagecraftEditor.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Admin;

use Stagecraft\Blocks\ModuleFeatureStyles;
use Stagecraft\Plugin;
use Stagecraft\Storage\ModulePostType;

/**
 * The module to open, the addresses the editor links to, and what the current user may do,
 * so the editor offers only what the server will accept. No secrets: apiFetch brings its own
 * nonce.
 */
final class EditorSettings {

	/**
	 * The settings for the editor screen of the current request.
	 *
	 * @return array<string,mixed>
	 */
	public static function for_screen(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which module to open, not a write.
		$id   = absint( $_GET['module'] ?? 0 );
		$type = get_post_type_object( ModulePostType::NAME );
		$id   = ModulePostType::NAME === get_post_type( $id ) ? $id : 0;
		return array(
			'id'            => $id,
			'canPublish'    => null !== $type && current_user_can( $type->cap->publish_posts ),
			'canUnfiltered' => current_user_can( 'unfiltered_html' ),
			'listUrl'       => admin_url( 'edit.php?post_type=' . ModulePostType::NAME ),
			'editorUrl'     => ModuleEditorScreen::url(),
			'moduleStyles'  => array_merge( array( plugins_url( 'build/module/style-index.css', Plugin::main_file() ) ), ModuleFeatureStyles::urls() ),
			// Start points, for Add New Module only.
			'templates'     => 0 === $id ? ModuleTemplates::all() : array(),
		);
	}
}
