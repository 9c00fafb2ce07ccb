<?php
/**
 * WordPress's React and element scripts load deferred on the front end.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * The module view script is deferred, but WordPress registers the packages it needs (React,
 * ReactDOM, the JSX runtime, wp-element and what they need) without a loading strategy, so they
 * were printed as blocking scripts in the head: the browser parsed and ran ~50 KB of gzip
 * JavaScript before it could paint the first slide. Asking for `defer` on them lets WordPress's
 * script loader decide, script by script: it defers one only when every script that needs it
 * is deferred too, and keeps it blocking otherwise (another plugin's blocking script that needs
 * React still gets it first).
 */
final class DeferredDependencies {

	/** Handles of core packages only our deferred view scripts need on a visitor's page. */
	public const HANDLES = array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-escape-html', 'wp-element' );

	/**
	 * Hooks in after scripts are registered, on the front end only (the editor loads them its way).
	 */
	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'defer' ) );
	}

	/**
	 * Asks for the deferred strategy on each handle WordPress has registered.
	 */
	public static function defer(): void {
		$scripts = wp_scripts();
		foreach ( self::HANDLES as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) && ! $scripts->get_data( $handle, 'strategy' ) ) {
				$scripts->add_data( $handle, 'strategy', 'defer' );
			}
		}
	}
}
