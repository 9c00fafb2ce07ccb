<?php
/**
 * The lightbox's script, style and words, enqueued only where a lightbox link is rendered.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * One script serves our lightbox block, core image and gallery blocks set to open in the
 * lightbox and any link whose rel says lightbox[name]; whichever renders first enqueues it.
 * Its visible words are translated here and printed before it (window.stagecraftLightbox).
 */
final class LightboxAssets {

	/** The handles WordPress gives the viewScript and style of block.json for stagecraft/lightbox. */
	public const SCRIPT = 'stagecraft-lightbox-view-script';
	public const STYLE  = 'stagecraft-lightbox-style';

	/**
	 * Hooks the words onto the script once the blocks are registered.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'attach' ), 20 );
	}

	/**
	 * Attaches the words to the registered script; WordPress prints them only with it.
	 */
	public static function attach(): void {
		if ( ! wp_script_is( self::SCRIPT, 'registered' ) ) {
			return;
		}
		$before = wp_scripts()->get_data( self::SCRIPT, 'before' );
		if ( is_array( $before ) && in_array( self::script(), $before, true ) ) {
			return;
		}
		wp_add_inline_script( self::SCRIPT, self::script(), 'before' );
	}

	/**
	 * Enqueues the script and its style (a core block that opens in the lightbox).
	 */
	public static function enqueue(): void {
		wp_enqueue_script( self::SCRIPT );
		wp_enqueue_style( self::STYLE );
	}

	/**
	 * The lightbox's words (spec site.md section 8 for the messages).
	 *
	 * @return array<string,string>
	 */
	public static function strings(): array {
		return array(
			'dialog'        => __( 'Lightbox', 'stagecraft' ),
			'close'         => __( 'Close', 'stagecraft' ),
			'previous'      => __( 'Previous', 'stagecraft' ),
			'next'          => __( 'Next', 'stagecraft' ),
			/* translators: 1: the item shown, 2: how many the gallery has. */
			'counter'       => __( '%1$d / %2$d', 'stagecraft' ),
			'zoomIn'        => __( 'Zoom in', 'stagecraft' ),
			'zoomOut'       => __( 'Zoom out', 'stagecraft' ),
			'loading'       => __( 'Loading...', 'stagecraft' ),
			'imageFailed'   => __( 'The image could not be loaded.', 'stagecraft' ),
			'contentFailed' => __( 'The content could not be loaded.', 'stagecraft' ),
			'notFound'      => __( 'Content not found', 'stagecraft' ),
			/* translators: %s: a video site's name (YouTube, Vimeo). */
			'videoNotice'   => __( 'This video is on %s. Playing it here loads it from there, and the site may set cookies.', 'stagecraft' ),
			'play'          => __( 'Play video', 'stagecraft' ),
			/* translators: %s: a video site's name (YouTube, Vimeo). */
			'watchOn'       => __( 'Watch on %s', 'stagecraft' ),
			'videoTitle'    => __( 'Video', 'stagecraft' ),
			'pdfTitle'      => __( 'PDF document', 'stagecraft' ),
			'openPdf'       => __( 'Open the PDF', 'stagecraft' ),
		);
	}

	/**
	 * The inline script.
	 */
	public static function script(): string {
		return 'window.stagecraftLightbox = ' . wp_json_encode( self::strings(), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ) . ';';
	}
}
