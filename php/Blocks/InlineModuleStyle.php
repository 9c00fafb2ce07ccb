<?php
/**
 * The module's stylesheet goes into the page's head instead of a <link>.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * An image-only page paints once its HTML and image have arrived; a module page also waited for
 * the module's stylesheet: a render-blocking request of its own, and the inline scripts after it
 * (the view script's settings, the screen classes at the top of <body>) held the parser until it
 * came (issue 14). WordPress inlines small block stylesheets itself (wp_maybe_inline_styles), but
 * only up to a page total (20 kB, 40 kB since WordPress 6.9) that the module's stylesheet and the
 * site's other block styles exceed together. So this does the same for the module's stylesheet,
 * the same way, just before WordPress does it for the others: the file's CSS as the first inline
 * style of its handle, relative URLs rewritten from the site's root, and no link.
 *
 * Measured with the CPU slowed 4x and 150 ms per request (phone-like), median of 8 loads: the hero
 * page's LCP after the first byte went from 558 to 508 ms at 390 px and from 645 to 605 ms at
 * 1440 px (the image-only page: 529 and 635 ms).
 */
final class InlineModuleStyle {

	/** The handle WordPress gives the module block's stylesheet (block.json "style"). */
	public const HANDLE = 'stagecraft-module-style';

	/**
	 * Runs in <head> before WordPress's own inlining (wp_head, priority 1), on the front end;
	 * a module placed after the head was printed keeps its link.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'inline' ), 0 );
	}

	/**
	 * Swaps the enqueued module stylesheet's link for its CSS, and its features' stylesheets'
	 * (ModuleFeatureStyles). Leaves one as it is when its file cannot be read, or all when
	 * WordPress enqueues every block's style on every page (a classic theme before WordPress
	 * 6.9, or a site that turns on-demand loading off): then the link is one cached file, not
	 * more CSS in the HTML of pages without a module.
	 */
	public static function inline(): void {
		if ( ! wp_should_load_block_assets_on_demand() ) {
			return;
		}
		foreach ( array_merge( array( self::HANDLE ), array_keys( ModuleFeatureStyles::STYLES ) ) as $handle ) {
			self::inline_handle( $handle );
		}
	}

	/**
	 * Swaps one enqueued stylesheet's link for its CSS.
	 *
	 * @param string $handle The stylesheet's handle.
	 */
	private static function inline_handle( string $handle ): void {
		$styles = wp_styles();
		$style  = $styles->registered[ $handle ] ?? null;
		if ( null === $style || ! wp_style_is( $handle, 'enqueued' ) || ! is_string( $style->src ) || '' === $style->src ) {
			return;
		}
		// The right-to-left file's path where the page is right to left (register_block_style_handle).
		$path = $styles->get_data( $handle, 'path' );
		if ( ! is_string( $path ) || '' === $path ) {
			return;
		}
		$css = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file, as WordPress reads it.
		if ( ! is_string( $css ) || '' === $css ) {
			return;
		}
		// WordPress keeps the inlined file's URL the same way, for debugging.
		$styles->add_data( $handle, 'inlined_src', $style->src );
		$after = (array) ( $style->extra['after'] ?? array() );
		array_unshift( $after, _wp_normalize_relative_css_links( $css, $style->src ) );
		$style->extra['after'] = $after;
		$style->src            = false;
	}
}
