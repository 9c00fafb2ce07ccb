<?php
/**
 * A module's custom CSS and JavaScript (settings.codes) on the page that shows it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Prints settings.codes once per module and page: the CSS as an inline style, the JavaScript
 * as an inline script in the footer. Only users with unfiltered_html can store them
 * (Stagecraft\Rest\RawMarkupGuard), so they reach the page as written.
 *
 * A script that uses jQuery (a DOM library) gets a deprecation notice in the console
 * (spec section 8), and jQuery is loaded for it as a dependency.
 */
final class ModuleCodes {

	/** How a custom script reveals that it uses jQuery. */
	private const JQUERY = '/\bjQuery\b|(?<![\w$.])\$\s*[(.]/';

	/**
	 * Aliases already printed in this request.
	 *
	 * @var array<string,bool>
	 */
	private static array $done = array();

	/**
	 * Enqueues the module's custom CSS and JavaScript, if any.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 */
	public static function enqueue( array $module ): void {
		$alias = (string) ( $module['alias'] ?? '' );
		$codes = (array) ( $module['settings']['codes'] ?? array() );
		$css   = is_string( $codes['css'] ?? null ) ? trim( $codes['css'] ) : '';
		$js    = is_string( $codes['js'] ?? null ) ? trim( $codes['js'] ) : '';
		if ( '' === $alias || isset( self::$done[ $alias ] ) || ( '' === $css && '' === $js ) ) {
			return;
		}
		self::$done[ $alias ] = true;
		$handle               = 'stagecraft-module-codes-' . sanitize_key( $alias );
		if ( '' !== $css ) {
			wp_register_style( $handle, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
			// A closing tag in the CSS must not end the style element early.
			wp_add_inline_style( $handle, str_ireplace( '</style', '<\/style', $css ) );
			wp_enqueue_style( $handle );
		}
		if ( '' !== $js ) {
			$uses_jquery = 1 === preg_match( self::JQUERY, $js );
			wp_register_script( $handle, false, $uses_jquery ? array( 'jquery' ) : array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
			$notice = $uses_jquery ? self::notice( $alias ) : '';
			wp_add_inline_script( $handle, $notice . str_ireplace( '</script', '<\/script', $js ) );
			wp_enqueue_script( $handle );
		}
	}

	/**
	 * The console notice of a custom script that uses jQuery.
	 *
	 * @param string $alias The module's alias.
	 */
	private static function notice( string $alias ): string {
		$message = sprintf(
			'Stagecraft: the custom JavaScript of module "%s" uses jQuery. DOM libraries in module scripts are deprecated; jQuery was loaded for it as a resource.',
			$alias
		);
		return 'console.warn(' . wp_json_encode( $message, JSON_HEX_TAG ) . ");\n";
	}
}
