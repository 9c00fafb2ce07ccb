<?php
/**
 * The module editor's screen in wp-admin: Stagecraft → Add New Module, and every module's Edit.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Admin;

use Stagecraft\Plugin;
use Stagecraft\Storage\ModulePostType;

/**
 * Replaces WordPress's classic post screen for modules (a title box that cannot edit a module)
 * with the React editor: post-new.php and post.php for a module lead here, as do the list's
 * Edit links. The editor loads only on this screen.
 */
final class ModuleEditorScreen {

	public const PAGE   = 'stagecraft-module-editor';
	public const SCRIPT = 'stagecraft-module-editor';
	public const ROOT   = 'stagecraft-module-editor-root';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'load-post-new.php', array( self::class, 'redirect_new' ) );
		add_action( 'load-post.php', array( self::class, 'redirect_edit' ) );
		add_filter( 'get_edit_post_link', array( self::class, 'edit_link' ), 10, 2 );
	}

	/**
	 * The editor's address, for a new module (0) or one module.
	 *
	 * @param int $id Module post id.
	 */
	public static function url( int $id = 0 ): string {
		$args = array(
			'post_type' => ModulePostType::NAME,
			'page'      => self::PAGE,
		);
		if ( $id > 0 ) {
			$args['module'] = $id;
		}
		return add_query_arg( $args, admin_url( 'edit.php' ) );
	}

	/**
	 * "Add New Module" opens the editor instead of the classic screen.
	 */
	public static function menu(): void {
		$parent = 'edit.php?post_type=' . ModulePostType::NAME;
		remove_submenu_page( $parent, 'post-new.php?post_type=' . ModulePostType::NAME );
		$type = get_post_type_object( ModulePostType::NAME );
		$hook = add_submenu_page(
			$parent,
			__( 'Module editor', 'stagecraft' ),
			__( 'Add New Module', 'stagecraft' ),
			null === $type ? 'edit_posts' : $type->cap->edit_posts,
			self::PAGE,
			array( self::class, 'render' )
		);
		if ( false !== $hook ) {
			add_action( 'load-' . $hook, array( self::class, 'enqueue' ) );
		}
	}

	/**
	 * Sends post-new.php?post_type=stagecraft_module to the editor.
	 */
	public static function redirect_new(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a screen address, not a write.
		$type = sanitize_key( wp_unslash( $_GET['post_type'] ?? '' ) );
		if ( ModulePostType::NAME === $type ) {
			wp_safe_redirect( self::url() );
			exit;
		}
	}

	/**
	 * Sends post.php?post=ID&action=edit for a module to the editor.
	 */
	public static function redirect_edit(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a screen address, not a write.
		$id     = absint( $_GET['post'] ?? 0 );
		$action = sanitize_key( wp_unslash( $_GET['action'] ?? '' ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( $id > 0 && 'edit' === $action && ModulePostType::NAME === get_post_type( $id ) ) {
			wp_safe_redirect( self::url( $id ) );
			exit;
		}
	}

	/**
	 * A module's Edit link is the editor's.
	 *
	 * @param string|null $link Core's link.
	 * @param int         $id   Post id.
	 */
	public static function edit_link( $link, $id ): ?string {
		if ( null !== $link && ModulePostType::NAME === get_post_type( (int) $id ) ) {
			return self::url( (int) $id );
		}
		return $link;
	}

	/**
	 * The editor's script, style and settings.
	 */
	public static function enqueue(): void {
		$build = Plugin::build_dir() . '/module-editor';
		$asset = is_readable( $build . '/index.asset.php' ) ? require $build . '/index.asset.php' : array(
			'dependencies' => array(),
			'version'      => false,
		);
		$url   = plugins_url( 'build/module-editor/', Plugin::main_file() );
		wp_enqueue_media();
		wp_enqueue_script( self::SCRIPT, $url . 'index.js', $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::SCRIPT, 'stagecraft', dirname( Plugin::main_file() ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( $build . '/style-index.css' ) ) {
			wp_enqueue_style( self::SCRIPT, $url . 'style-index.css', array( 'wp-components' ), $asset['version'] );
		}
		wp_add_inline_script( self::SCRIPT, 'window.stagecraftEditor = ' . wp_json_encode( EditorSettings::for_screen() ) . ';', 'before' );
	}

	/**
	 * The screen: the editor's root, and a message when scripts do not run.
	 */
	public static function render(): void {
		printf(
			'<div class="wrap stagecraft-editor-wrap"><h1 class="screen-reader-text">%1$s</h1><div id="%2$s"><noscript><p>%3$s</p></noscript><p class="stagecraft-editor-loading">%4$s</p></div></div>',
			esc_html__( 'Module editor', 'stagecraft' ),
			esc_attr( self::ROOT ),
			esc_html__( 'The module editor needs JavaScript. Turn it on in your browser and reload this page.', 'stagecraft' ),
			esc_html__( 'Loading the module editor…', 'stagecraft' )
		);
	}
}
