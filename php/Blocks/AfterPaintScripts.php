<?php
/**
 * WordPress's React loads after the first paint on a page showing a module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Deferred, React, ReactDOM and the JSX runtime still ran before the browser painted the
 * server's first slide: deferred scripts run as soon as the HTML is parsed, and on a phone-sized
 * screen (a small image, loaded early) their evaluation was most of the gap between the module
 * page's LCP and an image-only page's (issue 14). Only the runtime chunk needs them, and the
 * view script loads that after the first paint anyway, so they leave the view script's
 * dependencies and the view script adds them itself, in order, before it loads the runtime.
 * Another script of the page that needs React still gets WordPress's own tag (the view script
 * then adds nothing).
 */
final class AfterPaintScripts {

	/** Dependencies of the module view script only its runtime chunk needs. */
	public const HANDLES = array( 'react', 'react-dom', 'react-jsx-runtime' );

	/** The global the view script reads: [ handle, URL ] pairs in load order. */
	public const GLOBAL_NAME = 'stagecraftAfterPaint';

	/**
	 * Hooks in after the block scripts are registered, on the front end only.
	 */
	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'move' ), 20 );
	}

	/**
	 * Takes React's packages out of the module view script's dependencies and prints their URLs
	 * before it.
	 */
	public static function move(): void {
		$scripts = wp_scripts();
		$view    = $scripts->registered[ ModuleScriptConfig::HANDLE ] ?? null;
		if ( null === $view ) {
			return;
		}
		$moved = array_values( array_intersect( $view->deps, self::HANDLES ) );
		if ( array() === $moved ) {
			return;
		}
		$view->deps = array_values( array_diff( $view->deps, self::HANDLES ) );
		wp_add_inline_script( ModuleScriptConfig::HANDLE, self::script( $moved ), 'before' );
	}

	/**
	 * The inline script naming the scripts to add.
	 *
	 * @param string[] $handles Handles, their own dependencies added first.
	 */
	public static function script( array $handles ): string {
		return 'window.' . self::GLOBAL_NAME . ' = ' . wp_json_encode( self::urls( $handles ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG ) . ';';
	}

	/**
	 * Each handle with its URL as WordPress would print it, dependencies first.
	 *
	 * @param string[] $handles Handles.
	 * @return list<array{0:string,1:string}>
	 */
	public static function urls( array $handles ): array {
		$ordered = array();
		foreach ( $handles as $handle ) {
			self::visit( $handle, $ordered );
		}
		$scripts = wp_scripts();
		$urls    = array();
		foreach ( array_keys( $ordered ) as $handle ) {
			$script = $scripts->registered[ $handle ];
			$src    = (string) $script->src;
			if ( '' === $src ) {
				// A bundle of other handles: nothing of its own to load.
				continue;
			}
			if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = $scripts->base_url . $src;
			}
			$version = null === $script->ver ? '' : ( false === $script->ver ? (string) $scripts->default_version : (string) $script->ver );
			if ( '' !== $version ) {
				$src = add_query_arg( 'ver', rawurlencode( $version ), $src );
			}
			// The URL WordPress itself would print (its own filter, documented in class-wp-scripts.php).
			$src    = (string) apply_filters( 'script_loader_src', $src, $handle ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's hook.
			$urls[] = array( $handle, $src );
		}
		return $urls;
	}

	/**
	 * Adds a registered handle after its dependencies.
	 *
	 * @param string            $handle  Handle.
	 * @param array<string,int> $ordered Handles so far, in load order.
	 */
	private static function visit( string $handle, array &$ordered ): void {
		$script = wp_scripts()->registered[ $handle ] ?? null;
		if ( null === $script || isset( $ordered[ $handle ] ) ) {
			return;
		}
		foreach ( $script->deps as $dep ) {
			self::visit( (string) $dep, $ordered );
		}
		$ordered[ $handle ] = count( $ordered );
	}
}
