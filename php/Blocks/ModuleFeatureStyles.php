<?php
/**
 * The stylesheets of module features, printed only on pages with a module that uses them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Plugin;

/**
 * The carousel's rules (10 kB) and the navigation elements' (5 kB) were two thirds of the
 * module's stylesheet, which the page prints in its head before the first slide's image
 * (InlineModuleStyle): a hero module carried both. Each is now a stylesheet of its own
 * (build/module/style-<name>.css, from blocks/module/style-<name>.scss), enqueued as a module
 * that uses the feature is rendered (ModuleFeatures names them), after the module's own
 * stylesheet. The block editor (block.json editorStyle names these handles) and the module editor
 * load all of them.
 */
final class ModuleFeatureStyles {

	/** Stylesheet handles and the module features that need each, in the cascade order. */
	public const STYLES = array(
		'stagecraft-module-carousel'   => array( 'carousel' ),
		'stagecraft-module-navigation' => array( ...ModuleFeatures::NAV_KINDS, 'progress' ),
	);

	/**
	 * Registers the stylesheets (on init, after the module block registered its own), with the
	 * file InlineModuleStyle prints: right to left where the site is (as
	 * register_block_style_handle does).
	 */
	public static function register(): void {
		foreach ( array_keys( self::STYLES ) as $handle ) {
			$path = self::path( $handle, false );
			wp_register_style( $handle, self::url( $handle ), array( InlineModuleStyle::HANDLE ), is_readable( $path ) ? (string) filemtime( $path ) : false );
			wp_style_add_data( $handle, 'rtl', 'replace' );
			wp_style_add_data( $handle, 'path', self::path( $handle, is_rtl() ) );
		}
	}

	/**
	 * Enqueues the stylesheets of a module's features.
	 *
	 * @param string[] $features The module's features (ModuleFeatures::of()).
	 */
	public static function enqueue( array $features ): void {
		foreach ( self::STYLES as $handle => $needs ) {
			if ( array() !== array_intersect( $needs, $features ) ) {
				wp_enqueue_style( $handle );
			}
		}
	}

	/**
	 * Every feature stylesheet's address, for the module editor's canvas.
	 *
	 * @return list<string>
	 */
	public static function urls(): array {
		return array_map( array( self::class, 'url' ), array_keys( self::STYLES ) );
	}

	/**
	 * A stylesheet's built file name: stagecraft-module-carousel is style-carousel.css.
	 *
	 * @param string $handle The handle.
	 * @param bool   $rtl    The right-to-left file.
	 */
	private static function file( string $handle, bool $rtl ): string {
		return 'style-' . substr( $handle, strlen( 'stagecraft-module-' ) ) . ( $rtl ? '-rtl' : '' ) . '.css';
	}

	/**
	 * The built file's path.
	 *
	 * @param string $handle The handle.
	 * @param bool   $rtl    The right-to-left file.
	 */
	private static function path( string $handle, bool $rtl ): string {
		return Plugin::build_dir() . '/module/' . self::file( $handle, $rtl );
	}

	/**
	 * The built file's address.
	 *
	 * @param string $handle The handle.
	 */
	private static function url( string $handle ): string {
		return plugins_url( 'build/module/' . self::file( $handle, false ), Plugin::main_file() );
	}
}
