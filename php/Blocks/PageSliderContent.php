<?php
/**
 * The content slider's slides (spec site.md section 2): each group block inside it is a slide,
 * read as a slide's title (its first heading), text (its paragraphs), image (its first image)
 * and button (its first button), so the module runtime draws it like any page slider.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Slide items from a content slider's inner blocks.
 */
final class PageSliderContent {

	/**
	 * One item per inner group with a heading or a paragraph.
	 *
	 * @param array<int,array<string,mixed>> $inner The block's parsed inner blocks.
	 * @return array<int,array{title:string,url:string,image:int,alt:string,text:string,tag:string,button:string}>
	 */
	public static function items( array $inner ): array {
		$items = array();
		foreach ( $inner as $group ) {
			if ( 'core/group' !== ( $group['blockName'] ?? '' ) ) {
				continue;
			}
			$slide = self::read(
				(array) ( $group['innerBlocks'] ?? array() ),
				array(
					'title'  => '',
					'url'    => '',
					'image'  => 0,
					'alt'    => '',
					'text'   => '',
					'button' => '',
				)
			);
			$title = (string) $slide['title'];
			$text  = (string) $slide['text'];
			if ( '' === $title && '' === $text ) {
				continue;
			}
			// A slide without a heading: its text is its title, as a paragraph.
			$items[] = array(
				'title'  => '' === $title ? $text : $title,
				'url'    => (string) $slide['url'],
				'image'  => (int) $slide['image'],
				'alt'    => (string) $slide['alt'],
				'text'   => '' === $title ? '' : $text,
				'tag'    => '' === $title ? 'p' : 'h3',
				'button' => (string) $slide['button'],
			);
		}
		return $items;
	}

	/**
	 * Reads blocks (and the blocks inside them) into a slide: the first heading, image and
	 * button, and every paragraph's text.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @param array<string,string|int>       $slide  The slide so far.
	 * @return array<string,string|int>
	 */
	private static function read( array $blocks, array $slide ): array {
		foreach ( $blocks as $block ) {
			$name = (string) ( $block['blockName'] ?? '' );
			$html = (string) ( $block['innerHTML'] ?? '' );
			$text = trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) );
			if ( 'core/heading' === $name && '' === $slide['title'] ) {
				$slide['title'] = $text;
			} elseif ( 'core/paragraph' === $name && '' !== $text ) {
				$slide['text'] = trim( $slide['text'] . ' ' . $text );
			} elseif ( 'core/image' === $name && 0 === $slide['image'] ) {
				$slide['image'] = max( 0, (int) ( $block['attrs']['id'] ?? 0 ) );
				$tags           = new \WP_HTML_Tag_Processor( $html );
				$slide['alt']   = $tags->next_tag( array( 'tag_name' => 'img' ) ) ? (string) $tags->get_attribute( 'alt' ) : '';
			} elseif ( 'core/button' === $name && '' === $slide['button'] ) {
				$tags            = new \WP_HTML_Tag_Processor( $html );
				$slide['url']    = $tags->next_tag( array( 'tag_name' => 'a' ) ) ? (string) $tags->get_attribute( 'href' ) : '';
				$slide['button'] = $text;
			}
			$slide = self::read( (array) ( $block['innerBlocks'] ?? array() ), $slide );
		}
		return $slide;
	}
}
