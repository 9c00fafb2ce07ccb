<?php
/**
 * The markup each kind of module text may carry, in one place.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Schema\SchemaFile;

/**
 * Every module text that reaches HTML goes through wp_kses with the allow-list of its place:
 * text and button layers keep inline formatting and links, everything else is plain text.
 */
final class RichText {

	/** Layer types whose text is rich. */
	public const RICH_LAYER_TYPES = array( 'text', 'button' );

	/** Default length limit of slide params and thumbnail text (spec section 5). */
	public const PARAM_LIMIT = 500;

	/** Attributes every inline element may carry. */
	private const COMMON = array(
		'class' => true,
		'id'    => true,
		'title' => true,
		'lang'  => true,
		'dir'   => true,
	);

	/** Inline formatting and links: the allow-list of text and button layers. */
	private const INLINE = array(
		'strong' => self::COMMON,
		'b'      => self::COMMON,
		'em'     => self::COMMON,
		'i'      => self::COMMON,
		'u'      => self::COMMON,
		's'      => self::COMMON,
		'small'  => self::COMMON,
		'sub'    => self::COMMON,
		'sup'    => self::COMMON,
		'mark'   => self::COMMON,
		'code'   => self::COMMON,
		'abbr'   => self::COMMON,
		'span'   => self::COMMON,
		'br'     => array(),
		'a'      => self::COMMON + array(
			'href'   => true,
			'target' => true,
			'rel'    => true,
		),
	);

	/**
	 * Inline formatting and links.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function inline(): array {
		// The list is written once, in src/schema/constants.ts, and generated into constants.json.
		$generated = SchemaFile::constants()['richTextAllowed'] ?? null;
		if ( ! is_array( $generated ) ) {
			return self::INLINE;
		}
		$allowed = array();
		foreach ( $generated as $tag => $attributes ) {
			$allowed[ (string) $tag ] = array_fill_keys( array_map( 'strval', (array) $attributes ), true );
		}
		return $allowed;
	}

	/**
	 * A layer's text, cleaned for its layer type.
	 *
	 * @param string $text       Text as submitted.
	 * @param string $layer_type Layer type.
	 */
	public static function layer( string $text, string $layer_type ): string {
		if ( ! in_array( $layer_type, self::RICH_LAYER_TYPES, true ) ) {
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
		return mb_substr( self::plain( $text ), 0, $limit > 0 ? $limit : self::PARAM_LIMIT );
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
	 * Links opening a new window get rel="noopener" (spec section 5).
	 *
	 * @param string $html Cleaned markup.
	 */
	private static function with_safe_links( string $html ): string {
		if ( ! str_contains( $html, 'target' ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'tag_name' => 'a' ) ) ) {
			if ( '_blank' !== strtolower( (string) $tags->get_attribute( 'target' ) ) ) {
				continue;
			}
			$rel = preg_split( '/\s+/', strtolower( trim( (string) $tags->get_attribute( 'rel' ) ) ) );
			$rel = array_filter( array_unique( array_merge( false === $rel ? array() : $rel, array( 'noopener' ) ) ) );
			$tags->set_attribute( 'rel', implode( ' ', $rel ) );
		}
		return $tags->get_updated_html();
	}
}
