<?php
/**
 * Copy-code helper: a "Copy button" style for WordPress's code block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * A code block with the "Copy button" style gets a button that copies its code (spec site.md:
 * copy-code helper with confirmation). The button and its script come only with such a block:
 * the script is the copy-link block's view script, which carries both helpers.
 */
final class CopyHelpers {

	public const STYLE = 'copy-button';

	/** The copy-link block's view script handle (block.json viewScript). */
	public const SCRIPT = 'stagecraft-copy-link-view-script';

	/**
	 * Registers the style and the render filter.
	 */
	public static function register(): void {
		add_action(
			'init',
			static function (): void {
				register_block_style(
					'core/code',
					array(
						'name'  => self::STYLE,
						'label' => __( 'Copy button', 'stagecraft' ),
					)
				);
			}
		);
		add_filter( 'render_block_core/code', array( self::class, 'render' ), 10, 1 );
	}

	/**
	 * The code block with its copy button, when it has the style.
	 *
	 * @param string $html The rendered code block.
	 */
	public static function render( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( array( 'tag_name' => 'pre' ) ) || ! $tags->has_class( 'is-style-' . self::STYLE ) ) {
			return $html;
		}
		wp_enqueue_script( self::SCRIPT );
		return '<div class="stagecraft-copy-code">' . $html
			. '<button type="button" class="stagecraft-copy__button" hidden>' . esc_html__( 'Copy code', 'stagecraft' ) . '</button>'
			. '<span class="stagecraft-copy__status" role="status"></span></div>';
	}
}
