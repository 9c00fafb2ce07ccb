<?php
/**
 * Translations of the visitor scripts that do without wp-i18n, printed before each of them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * The module and site header view scripts translate with src/i18n/visitor.ts instead of
 *
 * @wordpress/i18n, so a visitor's page does not load wp-i18n and wp-hooks for a few labels.
 * Their strings still come from the script's own translation file (language packs or the
 * plugin's languages folder, the file WordPress would read for wp-i18n): read here when the
 * script is printed and passed as window.stagecraftStrings, translated strings only (none on an
 * English site).
 */
final class VisitorStrings {

	/**
	 * Languages folder by handle, for the view scripts wired.
	 *
	 * @var array<string,string>
	 */
	private static array $handles = array();

	/**
	 * Wires the view scripts of one block that translate without wp-i18n.
	 *
	 * @param string[] $handles       The block's view script handles.
	 * @param string   $languages_dir Folder of the plugin's translation files.
	 * @return string[] The handles wired.
	 */
	public static function wire( array $handles, string $languages_dir ): array {
		$wired = array();
		foreach ( $handles as $handle ) {
			$script = wp_scripts()->query( $handle, 'registered' );
			if ( $script instanceof \_WP_Dependency && ! in_array( 'wp-i18n', $script->deps, true ) ) {
				self::$handles[ $handle ] = $languages_dir;
				$wired[]                  = $handle;
			}
		}
		if ( array() !== $wired && false === has_filter( 'print_scripts_array', array( self::class, 'attach' ) ) ) {
			add_filter( 'print_scripts_array', array( self::class, 'attach' ) );
		}
		return $wired;
	}

	/**
	 * Adds the strings before each wired script about to be printed.
	 *
	 * @param mixed $todo Handles WordPress is about to print.
	 * @return mixed The same list.
	 */
	public static function attach( $todo ) {
		if ( ! is_array( $todo ) ) {
			return $todo;
		}
		foreach ( array_intersect( array_keys( self::$handles ), $todo ) as $handle ) {
			$script = self::script( $handle, self::$handles[ $handle ] );
			$before = wp_scripts()->get_data( $handle, 'before' );
			if ( '' !== $script && ! ( is_array( $before ) && in_array( $script, $before, true ) ) ) {
				wp_add_inline_script( $handle, $script, 'before' );
			}
		}
		return $todo;
	}

	/**
	 * The translated strings of one script, by their English text.
	 *
	 * @param string $handle        Script handle.
	 * @param string $languages_dir Folder of the plugin's translation files.
	 * @return array<string,string>
	 */
	public static function strings( string $handle, string $languages_dir ): array {
		$json     = load_script_textdomain( $handle, ScriptTranslations::DOMAIN, $languages_dir );
		$data     = is_string( $json ) ? json_decode( $json, true ) : null;
		$messages = is_array( $data ) ? ( $data['locale_data']['messages'] ?? $data['locale_data'][ ScriptTranslations::DOMAIN ] ?? array() ) : array();
		$strings  = array();
		foreach ( is_array( $messages ) ? $messages : array() as $text => $forms ) {
			$translation = is_array( $forms ) ? ( $forms[0] ?? '' ) : '';
			if ( '' !== $text && is_string( $translation ) && '' !== $translation ) {
				$strings[ (string) $text ] = $translation;
			}
		}
		return $strings;
	}

	/**
	 * The inline script, or '' when nothing is translated.
	 *
	 * @param string $handle        Script handle.
	 * @param string $languages_dir Folder of the plugin's translation files.
	 */
	public static function script( string $handle, string $languages_dir ): string {
		$strings = self::strings( $handle, $languages_dir );
		if ( array() === $strings ) {
			return '';
		}
		return 'window.stagecraftStrings = Object.assign( window.stagecraftStrings || {}, ' . wp_json_encode( $strings, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG ) . ' );';
	}
}
