<?php
/**
 * The offers of the offer sliders (spec site.md section 2): full-width slides, each a title,
 * a text, an image and a button, as a site owner sets them in the block's inspector.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Offer items from a block's attributes.
 */
final class PageSliderOffers {

	/** An offer's height at the widest level, px. */
	public const HEIGHT = 480;

	/**
	 * The thumbnails navigation of the offer thumbnails slider: below the slides, four at
	 * once, its window following the focused slide (the module's thumbs navigation).
	 *
	 * @return array<string,mixed>
	 */
	public static function thumbs(): array {
		return array(
			'thumbs' => array(
				'set'  => true,
				'key'  => 'default',
				'io'   => 'outer-bottom',
				'h'    => 'center',
				'v'    => 'bottom',
				'x'    => 0,
				'y'    => 10,
				'd'    => 'horizontal',
				'm'    => 4,
				'g'    => 8,
				'size' => array(
					'w' => 120,
					'h' => 68,
				),
			),
		);
	}

	/**
	 * The offers: an offer without a title is left out; the button shows when it has both a
	 * label and a link.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return array<int,array{title:string,url:string,image:int,alt:string,text:string,tag:string,button:string}>
	 */
	public static function items( array $attributes ): array {
		$items = array();
		foreach ( (array) ( $attributes['items'] ?? array() ) as $offer ) {
			$offer = (array) $offer;
			$title = trim( (string) ( $offer['title'] ?? '' ) );
			if ( '' === $title ) {
				continue;
			}
			$image   = max( 0, (int) ( $offer['image'] ?? 0 ) );
			$items[] = array(
				'title'  => $title,
				'url'    => (string) ( $offer['url'] ?? '' ),
				'image'  => $image,
				'alt'    => $image > 0 ? (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) : '',
				'text'   => (string) ( $offer['text'] ?? '' ),
				'tag'    => 'h2',
				'button' => (string) ( $offer['button'] ?? '' ),
			);
		}
		return $items;
	}
}
