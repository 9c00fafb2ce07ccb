<?php
/**
 * Raw CSS, JavaScript and HTML in module settings.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_Error;

/**
 * Custom CSS and JavaScript (settings.codes) and navigation HTML templates (settings.navigation.*.html)
 * reach the page as they are, so only users with unfiltered_html may set or change them, as
 * WordPress asks for raw HTML in posts. Others may save a module that keeps the values it has.
 */
final class RawMarkupGuard {

	/**
	 * A 403 naming the raw fields this write changes without the capability, or null.
	 *
	 * @param array<string,mixed> $module  The module to store.
	 * @param array<string,mixed> $current The stored module (empty on create).
	 */
	public static function check( array $module, array $current ): ?WP_Error {
		if ( current_user_can( 'unfiltered_html' ) ) {
			return null;
		}
		$changed = array();
		$before  = self::raw( $current );
		foreach ( self::raw( $module ) as $path => $value ) {
			$was = $before[ $path ] ?? '';
			if ( '' !== $value && $was !== $value ) {
				$changed[] = $path;
			}
		}
		if ( array() === $changed ) {
			return null;
		}
		return new WP_Error(
			'stagecraft_unfiltered_html',
			sprintf(
				/* translators: %s: the fields, listed by their path in the module */
				__( 'Custom CSS, JavaScript and navigation HTML templates need the capability to post unfiltered HTML, which your account does not have: %s.', 'stagecraft' ),
				implode( ', ', $changed )
			),
			array( 'status' => 403 )
		);
	}

	/**
	 * The raw fields of a module by path.
	 *
	 * @param array<string,mixed> $module Module.
	 * @return array<string,string>
	 */
	private static function raw( array $module ): array {
		$settings = is_array( $module['settings'] ?? null ) ? $module['settings'] : array();
		$out      = array();
		foreach ( array( 'css', 'js' ) as $code ) {
			$value = $settings['codes'][ $code ] ?? '';
			$out[ 'module[settings][codes][' . $code . ']' ] = is_string( $value ) ? $value : '';
		}
		// The schema keeps the elements under navigation; nav (input settings) is checked as well,
		// so a template stored there by an older shape is guarded too.
		foreach ( array( 'navigation', 'nav' ) as $group ) {
			foreach ( is_array( $settings[ $group ] ?? null ) ? $settings[ $group ] : array() as $kind => $element ) {
				$value = is_array( $element ) ? ( $element['html'] ?? '' ) : '';
				$out[ 'module[settings][' . $group . '][' . $kind . '][html]' ] = is_string( $value ) ? $value : '';
			}
		}
		return $out;
	}
}
