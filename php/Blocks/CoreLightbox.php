<?php
/**
 * "Open in lightbox" for WordPress's image and gallery blocks, and lightbox links anywhere.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * The editor sets `stagecraftLightbox` on core/image or core/gallery (blocks/lightbox/
 * core-setting.tsx); here each image of such a block becomes a link to its full size with
 * rel="lightbox" (an image) or rel="lightbox[gallery-N]" (a gallery's, stepped through
 * together), and the lightbox's script comes along. A block whose markup already holds a link
 * with such a rel (typed by the site owner) brings the script too.
 */
final class CoreLightbox {

	public const ATTRIBUTE = 'stagecraftLightbox';
	public const BLOCKS    = array( 'core/image', 'core/gallery' );

	/**
	 * Hooks the attribute and the render filters.
	 */
	public static function register(): void {
		add_filter( 'register_block_type_args', array( self::class, 'attribute' ), 10, 2 );
		add_filter( 'render_block', array( self::class, 'render' ), 10, 2 );
	}

	/**
	 * Declares the attribute on the two core blocks, so the server knows its type and default.
	 *
	 * @param array<string,mixed> $args Block type arguments.
	 * @param string              $name Block name.
	 * @return array<string,mixed>
	 */
	public static function attribute( array $args, string $name ): array {
		if ( in_array( $name, self::BLOCKS, true ) ) {
			$attributes                    = is_array( $args['attributes'] ?? null ) ? $args['attributes'] : array();
			$attributes[ self::ATTRIBUTE ] = array(
				'type'    => 'boolean',
				'default' => false,
			);
			$args['attributes']            = $attributes;
		}
		return $args;
	}

	/**
	 * Turns the setting into lightbox links; enqueues the script where a lightbox link is.
	 *
	 * @param string              $html  Rendered block.
	 * @param array<string,mixed> $block Parsed block.
	 */
	public static function render( string $html, array $block ): string {
		$name = (string) ( $block['blockName'] ?? '' );
		if ( in_array( $name, self::BLOCKS, true ) && ! empty( $block['attrs'][ self::ATTRIBUTE ] ) ) {
			$rel  = 'core/gallery' === $name ? LightboxMarkup::rel( wp_unique_id( 'gallery-' ) ) : 'lightbox';
			$html = self::link_images( $html, $rel );
		}
		if ( str_contains( $html, 'lightbox' ) && preg_match( '/\srel=(["\'])[^"\']*\blightbox\b/i', $html ) ) {
			LightboxAssets::enqueue();
		}
		return $html;
	}

	/**
	 * Every image of `$html` as a lightbox link with rel `$rel`: an image already linked keeps
	 * its link and gets the rel; another is wrapped in a link to its full size.
	 *
	 * @param string $html Markup.
	 * @param string $rel  The rel: lightbox or lightbox[name].
	 */
	public static function link_images( string $html, string $rel ): string {
		return (string) preg_replace_callback(
			'~(<a\b[^>]*>\s*)?(<img\b[^>]*>)~i',
			static function ( array $found ) use ( $rel ): string {
				if ( '' !== $found[1] ) {
					$link = new \WP_HTML_Tag_Processor( $found[1] );
					$link->next_tag( array( 'tag_name' => 'a' ) );
					$tokens = preg_split( '/\s+/', trim( (string) $link->get_attribute( 'rel' ) ) );
					$tokens = array_filter(
						false === $tokens ? array() : $tokens,
						static fn( string $token ): bool => '' !== $token && ! str_starts_with( $token, 'lightbox' )
					);
					$link->set_attribute( 'rel', implode( ' ', array_merge( $tokens, array( $rel ) ) ) );
					return $link->get_updated_html() . $found[2];
				}
				$image = new \WP_HTML_Tag_Processor( $found[2] );
				$image->next_tag( array( 'tag_name' => 'img' ) );
				$href  = self::full_size( $image );
				$alt   = trim( (string) $image->get_attribute( 'alt' ) );
				$label = '' === $alt ? ' aria-label="' . esc_attr__( 'Enlarge image', 'stagecraft' ) . '"' : '';
				return '<a class="stagecraft-lightbox-link" href="' . esc_url( $href ) . '" rel="' . esc_attr( $rel ) . '"' . $label . '>' . $found[2] . '</a>';
			},
			$html
		);
	}

	/**
	 * The full-size address of an image: its attachment's (class wp-image-N), else its src.
	 *
	 * @param \WP_HTML_Tag_Processor $image The img tag.
	 */
	private static function full_size( \WP_HTML_Tag_Processor $image ): string {
		$class = (string) $image->get_attribute( 'class' );
		if ( preg_match( '/\bwp-image-(\d+)\b/', $class, $id ) ) {
			$full = wp_get_attachment_image_url( (int) $id[1], 'full' );
			if ( is_string( $full ) && '' !== $full ) {
				return $full;
			}
		}
		return (string) $image->get_attribute( 'src' );
	}
}
