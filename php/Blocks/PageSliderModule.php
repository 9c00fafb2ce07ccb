<?php
/**
 * The one adapter of the page sliders (spec site.md section 2): a block's items (a query's
 * posts, or its own inner items) become a carousel module built in memory, printed by the
 * module markup with its data inline and run by the module runtime. One engine: no page
 * slider has a slider script of its own.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Builds and renders the in-memory carousel module of a page slider.
 */
final class PageSliderModule {

	/** Slider autoplay default (spec site.md section 9). */
	public const AUTOPLAY = 5000;

	/** Most items of one slider. */
	private const MOST = 50;

	/** Space between slides, in px. */
	private const SPACE = 16;

	/**
	 * The items of a query: title, link and featured image of each published post.
	 *
	 * @param string $post_type Post type.
	 * @param int    $count     Most items.
	 * @return array<int,array{title:string,url:string,image:int,alt:string}>
	 */
	public static function query_items( string $post_type, int $count ): array {
		$posts = get_posts(
			array(
				'post_type'        => $post_type,
				'post_status'      => 'publish',
				'numberposts'      => max( 1, min( self::MOST, $count ) ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- at most MOST (50).
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => false,
			)
		);
		$items = array();
		foreach ( $posts as $post ) {
			$image   = (int) get_post_thumbnail_id( $post );
			$items[] = array(
				'title' => get_the_title( $post ),
				'url'   => (string) get_permalink( $post ),
				'image' => $image,
				'alt'   => $image > 0 ? (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) : '',
			);
		}
		return $items;
	}

	/**
	 * The carousel module of a page slider, in the module's canonical shape.
	 *
	 * @param string                                                         $kind   Slider kind (blog, portfolio…), part of the alias.
	 * @param string                                                         $title  Accessible name of the carousel.
	 * @param array<int,array{title:string,url:string,image:int,alt:string}> $items  Items.
	 * @param int                                                            $shown  Slides shown at once.
	 * @param int                                                            $height Slide height in px at the widest level.
	 * @return array<string,mixed>
	 */
	public static function build( string $kind, string $title, array $items, int $shown, int $height ): array {
		$slides = array();
		foreach ( array_values( $items ) as $index => $item ) {
			$slides[] = array(
				'id'     => $index + 1,
				'title'  => $item['title'],
				'order'  => $index,
				'bg'     => array(
					'color' => '#0f172a',
					'image' => $item['image'] > 0 ? self::image( $item['image'], $item['alt'] ) : array(),
				),
				'layers' => array(
					array(
						'id'      => 1,
						'alias'   => 'Title',
						'pid'     => -1,
						'type'    => 'text',
						'tag'     => 'h3',
						'content' => array( 'text' => sprintf( '<a href="%s">%s</a>', esc_url( $item['url'] ), esc_html( $item['title'] ) ) ),
					),
				),
			);
		}
		$levels = array( 1, 1, 0.82, 0.62, 0.4 );
		return array(
			'id'       => 0,
			'alias'    => 'page-slider-' . sanitize_key( $kind ),
			'title'    => $title,
			'type'     => 'carousel',
			'settings' => array(
				'size'       => array(
					'width'  => array( 1240, 1240, 1024, 778, 480 ),
					'height' => array_map( static fn ( $scale ) => (int) round( $height * $scale ), $levels ),
				),
				'slideshow'  => array(
					'auto' => true,
					'len'  => self::AUTOPLAY,
				),
				'carousel'   => array(
					'maxV'          => $shown,
					'space'         => self::SPACE,
					'justify'       => false,
					'stretch'       => true,
					'spin'          => 'off',
					'scale'         => 100,
					'opacity'       => 100,
					'snap'          => true,
					'infinity'      => true,
					'align'         => 'left',
					'dur'           => 300,
					'ease'          => 'power3.inOut',
					'showAllLayers' => 'all',
				),
				'navigation' => array(
					'arrows' => array( 'set' => true ),
				),
				'nav'        => array(
					'keyboard' => true,
					'swipe'    => true,
				),
			),
			'slides'   => $slides,
		);
	}

	/**
	 * The slider's markup: the module (its data inline, so no request) and, for visitors
	 * without scripts, every item as a list of links.
	 *
	 * @param array<string,mixed>                                            $module  Module from build().
	 * @param array<int,array{title:string,url:string,image:int,alt:string}> $items   The same items.
	 * @param string                                                         $wrapper The block wrapper attributes (core's, escaped).
	 */
	public static function render( array $module, array $items, string $wrapper ): string {
		if ( array() === $items ) {
			return '';
		}
		wp_enqueue_script( 'stagecraft-module-view-script' );
		wp_enqueue_style( 'stagecraft-module-style' );
		$reply = array(
			'success'  => true,
			'alias'    => $module['alias'],
			'id'       => 0,
			'addOns'   => (object) array(),
			'settings' => array_merge(
				(array) $module['settings'],
				array(
					'alias' => $module['alias'],
					'title' => $module['title'],
					'type'  => $module['type'],
				)
			),
			'slides'   => $module['slides'],
			'v6v7ids'  => (object) array(),
		);
		$list  = '';
		foreach ( $items as $item ) {
			$list .= sprintf( '<li><a href="%s">%s</a></li>', esc_url( $item['url'] ), esc_html( $item['title'] ) );
		}
		return sprintf(
			'<div %1$s data-count="%2$d" data-col="%3$d">%4$s<noscript><ul class="stagecraft-page-slider__list">%5$s</ul></noscript></div>',
			$wrapper,
			count( $items ),
			(int) $module['settings']['carousel']['maxV'],
			ModuleMarkup::render(
				$module,
				array(),
				array(
					'source' => 'inline',
					'inline' => $reply,
				)
			),
			$list
		);
	}

	/**
	 * An attachment as a module image record (id, src, size, alt).
	 *
	 * @param int    $id  Attachment id.
	 * @param string $alt Alternative text.
	 * @return array<string,mixed>
	 */
	private static function image( int $id, string $alt ): array {
		$src = wp_get_attachment_image_src( $id, 'medium_large' );
		if ( false === $src ) {
			return array();
		}
		return array(
			'id'     => $id,
			'src'    => $src[0],
			'width'  => (int) $src[1],
			'height' => (int) $src[2],
			'alt'    => $alt,
		);
	}
}
