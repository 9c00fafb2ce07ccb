<?php
/**
 * The helper panels block's markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use WP_Block;

/**
 * Like BeTheme's Helper: a box with a title and a few links, each opening its panel inside the
 * box. Without JavaScript each link leads to its panel's fragment, which the stylesheet shows
 * (:target), and the panel's Close link leads back to the box; the script turns the links into
 * disclosure buttons (aria-expanded, aria-controls) with one panel open at a time.
 */
final class HelperMarkup {

	/**
	 * The block's markup.
	 *
	 * @param WP_Block $block The helper block, its panels as inner blocks.
	 * @param string   $title The box's title.
	 */
	public static function render( WP_Block $block, string $title ): string {
		$id     = wp_unique_id( 'stagecraft-helper-' );
		$links  = '';
		$panels = '';
		foreach ( $block->inner_blocks as $number => $item ) {
			if ( ! $item instanceof WP_Block ) {
				continue;
			}
			$label   = trim( wp_strip_all_tags( (string) ( $item->attributes['label'] ?? '' ) ) );
			$label   = '' !== $label ? $label : __( 'Help', 'stagecraft' );
			$panel   = $id . '-panel-' . ( (int) $number + 1 );
			$content = '';
			foreach ( $item->inner_blocks as $inner ) {
				$content .= $inner instanceof WP_Block ? $inner->render() : '';
			}
			$links  .= '<li><a class="stagecraft-helper__link" href="#' . esc_attr( $panel ) . '">' . esc_html( $label ) . '</a></li>';
			$panels .= '<div class="stagecraft-helper__panel" id="' . esc_attr( $panel ) . '" role="region" aria-label="' . esc_attr( $label ) . '">'
				. '<div class="stagecraft-helper__content">' . $content . '</div>'
				. '<a class="stagecraft-helper__close" href="#' . esc_attr( $id ) . '">' . esc_html__( 'Close', 'stagecraft' ) . '</a>'
				. '</div>';
		}
		$title = trim( wp_strip_all_tags( $title ) );
		return sprintf(
			'<div %1$s>%2$s<ul class="stagecraft-helper__links">%3$s</ul>%4$s</div>',
			get_block_wrapper_attributes(
				array(
					'class' => 'stagecraft-helper',
					'id'    => $id,
				)
			),
			'' !== $title ? '<p class="stagecraft-helper__title">' . esc_html( $title ) . '</p>' : '',
			$links,
			$panels
		);
	}
}
