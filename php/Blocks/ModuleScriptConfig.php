<?php
/**
 * The page configuration the module view script reads: window.stagecraftConfig.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Ajax\FrontAction;
use Stagecraft\Ajax\GenericAction;
use Stagecraft\Rest\Routes;
use Stagecraft\Streams\SiteLanguage;

/**
 * Printed before the view script of stagecraft/module, so only pages showing a module carry it.
 */
final class ModuleScriptConfig {

	/** The handle WordPress gives the viewScript of block.json for stagecraft/module. */
	public const HANDLE = 'stagecraft-module-view-script';

	/**
	 * Hooks the configuration into the front end.
	 */
	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'attach' ), 20 );
	}

	/**
	 * Attaches the configuration to the registered view script; WordPress prints it only on
	 * pages where a module block enqueued the script (blocks may render before or after this).
	 */
	public static function attach(): void {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		$before = wp_scripts()->get_data( self::HANDLE, 'before' );
		if ( is_array( $before ) && in_array( self::script(), $before, true ) ) {
			return;
		}
		wp_add_inline_script( self::HANDLE, self::script(), 'before' );
	}

	/**
	 * The configuration. The nonce is only for people who may edit modules: visitors use the
	 * front-end action, which needs none (and a cached page would serve a stale one).
	 *
	 * @return array<string,string>
	 */
	public static function config(): array {
		$config = array(
			'ajaxUrl'       => admin_url( 'admin-ajax.php' ),
			'ajaxAction'    => FrontAction::NAME,
			'genericAction' => GenericAction::NAME,
			'restNamespace' => Routes::NAMESPACE,
			'restUrl'       => rest_url(),
		);
		if ( is_user_logged_in() && current_user_can( 'edit_posts' ) ) {
			$config['nonce'] = wp_create_nonce( GenericAction::NONCE );
		}
		// A multilingual plugin's language: stream items are asked for in it (srlang).
		$lang = SiteLanguage::current();
		if ( '' !== $lang ) {
			$config['lang'] = $lang;
		}
		return $config;
	}

	/**
	 * The inline script.
	 */
	public static function script(): string {
		return 'window.stagecraftConfig = ' . wp_json_encode( self::config(), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG ) . ';';
	}
}
