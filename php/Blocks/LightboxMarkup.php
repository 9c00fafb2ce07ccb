<?php
/**
 * Markup of stagecraft/lightbox.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * A plain link to what opens in the lightbox (a thumbnail or a label): without JavaScript it
 * leads there. Its rel names the gallery, lightbox[name], as any other lightbox link does.
 */
final class LightboxMarkup {

	public const KINDS = array( 'image', 'video', 'mp4', 'inline', 'pdf', 'ajax' );

	/**
	 * The rel of a link in gallery `$name` ('' for a link alone).
	 *
	 * @param string $name Gallery name as the editor typed it.
	 */
	public static function rel( string $name ): string {
		$name = (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $name );
		return '' === $name ? 'lightbox' : 'lightbox[' . $name . ']';
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$url = trim( (string) ( $attributes['url'] ?? '' ) );
		if ( '' === $url ) {
			return '';
		}
		$kind    = (string) ( $attributes['kind'] ?? 'auto' );
		$label   = trim( (string) ( $attributes['label'] ?? '' ) );
		$caption = trim( (string) ( $attributes['caption'] ?? '' ) );
		$thumb   = self::thumbnail( $attributes );
		$content = '' !== $thumb ? $thumb : esc_html( '' !== $label ? $label : __( 'Open in lightbox', 'stagecraft' ) );
		$extra   = '';
		if ( in_array( $kind, self::KINDS, true ) ) {
			$extra .= ' data-lightbox-kind="' . esc_attr( $kind ) . '"';
		}
		if ( '' !== $caption ) {
			$extra .= ' data-caption="' . esc_attr( $caption ) . '"';
		}
		// A thumbnail without words of its own is named by the label or the caption.
		if ( '' !== $thumb && '' === trim( (string) ( $attributes['thumbnailAlt'] ?? '' ) ) ) {
			$name   = '' !== $label ? $label : ( '' !== $caption ? $caption : __( 'Open in lightbox', 'stagecraft' ) );
			$extra .= ' aria-label="' . esc_attr( $name ) . '"';
		}
		LightboxAssets::enqueue();
		return sprintf(
			'<div %1$s><a class="stagecraft-lightbox__link" href="%2$s" rel="%3$s"%4$s>%5$s</a></div>',
			get_block_wrapper_attributes( array( 'class' => 'stagecraft-lightbox' ) ),
			esc_url( $url ),
			esc_attr( self::rel( (string) ( $attributes['gallery'] ?? '' ) ) ),
			$extra,
			$content
		);
	}

	/**
	 * The thumbnail image, if one is set.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private static function thumbnail( array $attributes ): string {
		$alt = (string) ( $attributes['thumbnailAlt'] ?? '' );
		$id  = (int) ( $attributes['thumbnailId'] ?? 0 );
		if ( $id > 0 ) {
			$image = wp_get_attachment_image( $id, 'medium', false, array( 'alt' => $alt ) );
			if ( '' !== $image ) {
				return $image;
			}
		}
		$src = (string) ( $attributes['thumbnailUrl'] ?? '' );
		return '' === $src ? '' : '<img src="' . esc_url( $src ) . '" alt="' . esc_attr( $alt ) . '" loading="lazy">';
	}
}
