<?php
/**
 * The tabs block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use WP_Block;

/**
 * Without JavaScript the tabs read as a list of in-page links above their sections, each with its
 * title as a heading; the script turns the list into the WAI-ARIA tab list (src/site/tabs.ts).
 */
final class TabsMarkup {

	/**
	 * The block's markup.
	 *
	 * @param WP_Block $block   The tabs block, its tabs as inner blocks.
	 * @param string   $wrapper The block wrapper's attributes (escaped by core).
	 */
	public static function render( WP_Block $block, string $wrapper ): string {
		$nav    = '';
		$panels = '';
		foreach ( $block->inner_blocks as $tab ) {
			if ( ! $tab instanceof WP_Block ) {
				continue;
			}
			$title   = trim( (string) ( $tab->attributes['title'] ?? '' ) );
			$title   = '' !== $title ? wp_strip_all_tags( $title ) : __( 'Tab', 'stagecraft' );
			$anchor  = sanitize_title( (string) ( $tab->attributes['anchor'] ?? '' ) );
			$anchor  = '' !== $anchor ? $anchor : wp_unique_id( 'stagecraft-tab-' );
			$url     = (string) ( $tab->attributes['url'] ?? '' );
			$content = '';
			foreach ( $tab->inner_blocks as $inner ) {
				$content .= $inner instanceof WP_Block ? $inner->render() : '';
			}
			if ( '' !== $url && '' === trim( wp_strip_all_tags( $content ) ) ) {
				// Loaded on first opening; without the script, a link to it.
				$content = '<p><a href="' . esc_url( $url ) . '">' . esc_html( $title ) . '</a></p>';
			}
			$nav    .= '<li><a href="#' . esc_attr( $anchor ) . '">' . esc_html( $title ) . '</a></li>';
			$panels .= '<section class="stagecraft-tabs__panel" id="' . esc_attr( $anchor ) . '"'
				. ( '' !== $url ? ' data-url="' . esc_url( $url ) . '"' : '' ) . '>'
				. '<h3 class="stagecraft-tabs__title">' . esc_html( $title ) . '</h3>'
				. $content . '</section>';
		}
		return sprintf(
			'<div %1$s data-loading-text="%2$s" data-failed-text="%3$s"><ul class="stagecraft-tabs__nav">%4$s</ul>%5$s</div>',
			$wrapper,
			esc_attr__( 'Loading...', 'stagecraft' ),
			esc_attr__( 'The content could not be loaded.', 'stagecraft' ),
			$nav,
			$panels
		);
	}
}
