<?php
/**
 * The markup each kind of module text may carry, in one place.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Schema\SharedRules;

/**
 * Every module text that reaches HTML goes through wp_kses with the allow-list of its place:
 * text and button layers keep inline formatting and links, everything else is plain text.
 */
final class RichText {

	/**
	 * Inline formatting and links: the allow-list of text and button layers, in wp_kses's shape.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function inline(): array {
		return array_map( static fn ( array $attributes ): array => array_fill_keys( $attributes, true ), SharedRules::RICH_TEXT_ALLOWED );
	}

	/**
	 * A layer's text, cleaned for its layer type.
	 *
	 * @param string $text       Text as submitted.
	 * @param string $layer_type Layer type.
	 */
	public static function layer( string $text, string $layer_type ): string {
		if ( ! in_array( $layer_type, SharedRules::RICH_TEXT_LAYER_TYPES, true ) ) {
			return self::plain( $text );
		}
		return self::with_safe_links( wp_kses( $text, self::inline() ) );
	}

	/**
	 * Text without any markup.
	 *
	 * @param string $text Text.
	 */
	public static function plain( string $text ): string {
		return wp_kses( $text, array() );
	}

	/**
	 * Plain text cut to a length limit (slide params, thumbnails).
	 *
	 * @param string $text  Text.
	 * @param int    $limit Length limit; 0 or less means the default.
	 */
	public static function limited( string $text, int $limit ): string {
		return mb_substr( self::plain( $text ), 0, $limit > 0 ? $limit : SharedRules::DEFAULT_TEXT_LIMIT );
	}

	/**
	 * A URL with its protocol checked; relative URLs stay as they are.
	 *
	 * @param string $url URL.
	 */
	public static function url( string $url ): string {
		return wp_kses_bad_protocol( trim( $url ), wp_allowed_protocols() );
	}

	/**
	 * Each link gets the rel of the link rule (noopener when it opens a new window).
	 *
	 * @param string $html Cleaned markup.
	 */
	private static function with_safe_links( string $html ): string {
		if ( ! str_contains( $html, '<a' ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'tag_name' => 'a' ) ) ) {
			$rel = LinkRel::of( $tags->get_attribute( 'rel' ), $tags->get_attribute( 'target' ) );
			if ( '' === $rel ) {
				$tags->remove_attribute( 'rel' );
			} else {
				$tags->set_attribute( 'rel', $rel );
			}
		}
		return $tags->get_updated_html();
	}
}
