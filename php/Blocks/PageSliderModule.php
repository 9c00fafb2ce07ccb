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

	/** The promo bar's slide transition, ms (spec site.md section 9). */
	public const PROMO_TRANSITION = 300;

	/** The most height of a bar, px: bars keep it on every device. */
	private const BAR_MOST = 100;

	/** Most items of one slider. */
	private const MOST = 50;

	/** The widest stage, in px (device level 0). */
	private const WIDEST = 1240;

	/** The least width of a client's slot, in px, however many clients. */
	private const CLIENT_LEAST = 80;

	/** Space between slides, in px. */
	private const SPACE = 16;

	/**
	 * How many sliders of each alias this request has printed: a second slider of a kind on
	 * one page gets its own alias (its element id and its module's name), and its own title.
	 *
	 * @var array<string,int>
	 */
	private static array $printed = array();

	/**
	 * The widths a page slider's visible count changes at, px (spec site.md section 9: 1441,
	 * 960 and 768, the query-loop slider's): a count per width band, widest first.
	 */
	public const WIDTHS = array( 1441, 960, 768 );

	/**
	 * The items of a query: title, link and featured image of each published post.
	 *
	 * @param string $post_type Post type.
	 * @param int    $count     Most items.
	 * @return array<int,array{id:int,title:string,url:string,image:int,alt:string}>
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
				'id'    => (int) $post->ID,
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
	 * @param string                                                                                                 $kind   Slider kind (blog, portfolio…), part of the alias.
	 * @param string                                                                                                 $title  Accessible name of the carousel.
	 * @param array<int,array{title:string,url:string,image:int,alt:string,text?:string,tag?:string,button?:string}> $items  Items (text: a line under the title).
	 * @param int                                                                                                    $shown  Slides shown at once; 1 is a slideshow.
	 * @param int                                                                                                    $height Slide height in px at the widest level.
	 * @param int                                                                                                    $len    Slide length (autoplay), ms.
	 * @param int                                                                                                    $trans  A slideshow's fade between slides, ms (0: the module default).
	 * @param array<string,mixed>                                                                                    $nav    More navigation (thumbs…) beside the arrows.
	 * @return array<string,mixed>
	 */
	public static function build( string $kind, string $title, array $items, int $shown, int $height, int $len = self::AUTOPLAY, int $trans = 0, array $nav = array() ): array {
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
				'layers' => self::layers( $item ),
			);
		}
		// Cards shrink with the stage; a slideshow's one slide holds its text, so it keeps most
		// of its height; a bar (a low slider) keeps all of it so its line stays readable.
		$levels = array( 1, 1, 1, 1, 1 );
		if ( $height > self::BAR_MOST ) {
			$levels = $shown > 1 ? array( 1, 1, 0.82, 0.62, 0.4 ) : array( 1, 1, 0.9, 0.85, 0.8 );
		}
		return array(
			'id'       => 0,
			// Asked for (data-col); the carousel's window is the odd count that holds it.
			'shown'    => max( 1, $shown ),
			'alias'    => 'page-slider-' . sanitize_key( $kind ),
			'title'    => $title,
			'type'     => $shown > 1 ? 'carousel' : 'slider',
			'settings' => array(
				'size'       => array(
					'width'  => array( self::WIDEST, self::WIDEST, 1024, 778, 480 ),
					'height' => array_map( static fn ( $scale ) => (int) round( $height * $scale ), $levels ),
				),
				'slideshow'  => array_merge(
					array(
						'auto' => true,
						'len'  => max( 1000, $len ),
					),
					$trans > 0 ? array(
						'trans' => array(
							'e' => 'fade',
							'd' => $trans,
						),
					) : array()
				),
				'carousel'   => array(
					// The count asked, from the start, an even one too (CarouselMarkup: the
					// module's odd rule is for authored modules); the stylesheet and the
					// runtime show each width's count (wrapper()).
					'maxV'          => $shown,
					'shown'         => true,
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
				'navigation' => array_merge( array( 'arrows' => $shown > 1 ? PageSliderLayout::arrows() : array( 'set' => true ) ), $nav ),
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
	 * @param array<string,mixed>                                                                                    $module  Module from build().
	 * @param array<int,array{title:string,url:string,image:int,alt:string,text?:string,tag?:string,button?:string}> $items   The same items.
	 * @param string                                                                                                 $wrapper The block wrapper attributes (core's, escaped).
	 */
	public static function render( array $module, array $items, string $wrapper ): string {
		if ( array() === $items ) {
			return '';
		}
		wp_enqueue_script( 'stagecraft-module-view-script' );
		wp_enqueue_style( 'stagecraft-module-style' );
		$nth                               = ( self::$printed[ $module['alias'] ] ?? 0 ) + 1;
		self::$printed[ $module['alias'] ] = $nth;
		if ( $nth > 1 ) {
			$module['alias'] .= '-' . $nth;
			/* translators: 1: slider name, 2: its number among the sliders of that kind on the page */
			$module['title'] = sprintf( __( '%1$s (%2$d)', 'stagecraft' ), $module['title'], $nth );
		}
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
			$name  = '' === $item['url'] ? esc_html( $item['title'] ) : sprintf( '<a href="%s">%s</a>', esc_url( $item['url'] ), esc_html( $item['title'] ) );
			$list .= '<li>' . ( empty( $item['text'] ) ? '' : '<p>' . esc_html( $item['text'] ) . '</p>' ) . $name . '</li>';
		}
		return sprintf(
			'<div %1$s data-count="%2$d" data-col="%3$d">%4$s<noscript><ul class="stagecraft-page-slider__list">%5$s</ul></noscript></div>',
			$wrapper,
			count( $items ),
			(int) ( $module['shown'] ?? $module['settings']['carousel']['maxV'] ),
			PageSliderLayout::past(
				ModuleMarkup::render(
					$module,
					array(),
					array(
						'source' => 'inline',
						'inline' => $reply,
					)
				),
				$wrapper
			),
			$list
		);
	}

	/**
	 * Starts the count of printed sliders again (a new page, as in tests).
	 */
	public static function forget(): void {
		self::$printed = array();
	}

	/**
	 * The block wrapper of a carousel whose visible count follows the viewport: a count per
	 * band of WIDTHS (widest first; the last band is below the narrowest width), each within
	 * the carousel's window, as custom properties the page slider stylesheet reads in its
	 * media queries. The server's markup and the stylesheet alone size the slides, so the
	 * count changes with the width without any layout shift (CLS 0).
	 *
	 * @param array<string,mixed> $module Module from build().
	 * @param array<int,int>      $counts Slides shown per width band, widest first (four).
	 * @param string              $class  The slider's classes.
	 * @param array<string,mixed> $extra  More wrapper attributes.
	 */
	public static function wrapper( array $module, array $counts, string $class, array $extra = array() ): string {
		// The carousel's normalised window (one per device level; a page slider sets one for all).
		$window = (int) max( array_merge( array( 1 ), (array) CarouselMarkup::settings( $module )['maxV'] ) );
		$style  = self::arrow_band_style() . ';';
		foreach ( array_values( $counts ) as $band => $count ) {
			$style .= sprintf( '--stagecraft-shown-%d:%d;', $band + 1, max( 1, min( $window, $count ) ) );
		}
		return get_block_wrapper_attributes(
			array_merge(
				$extra,
				array(
					'class' => $class . ' has-widths',
					// Without the last ';': WordPress 6.8 keeps it, later versions drop it.
					'style' => rtrim( $style, ';' ),
				)
			)
		);
	}

	/**
	 * The wrapper style that reserves the arrows' band under the track
	 * (PageSliderLayout::arrows()): the module pads its box by it, so nothing shifts.
	 * Without a last ';' (WordPress 6.8 keeps it in a block wrapper's style, later versions drop it).
	 */
	public static function arrow_band_style(): string {
		return sprintf( '--stagecraft-outer-bottom:%dpx', PageSliderLayout::ARROW_BAND );
	}

	/**
	 * How many clients the clients slider shows: each is given 400 px minus 40 per client
	 * (spec site.md section 9) of the widest stage, at least one and at most all of them.
	 *
	 * @param int $count Number of clients.
	 */
	public static function clients_shown( int $count ): int {
		$size = max( self::CLIENT_LEAST, 400 - 40 * $count );
		return max( 1, min( $count, (int) ceil( self::WIDEST / $size ) ) );
	}

	/**
	 * The clients shown per width band (PageSliderModule::wrapper): as many slots of 400 px
	 * minus 40 per client as fit the band's narrowest stage (the widest stage, 960, 768 and a
	 * 360 px phone), at least one and at most all of them.
	 *
	 * @param int $count Number of clients.
	 * @return array<int,int>
	 */
	public static function clients_widths( int $count ): array {
		$size = max( self::CLIENT_LEAST, 400 - 40 * $count );
		return array_map(
			static fn ( int $width ): int => max( 1, min( $count, (int) floor( $width / $size ) ) ),
			array( self::WIDEST, 960, 768, 360 )
		);
	}

	/**
	 * A slide's layers: the title (a link when the item has one and no button; a heading
	 * unless the item's tag is p), its line of text and its button.
	 *
	 * @param array<string,mixed> $item Item.
	 * @return array<int,array<string,mixed>>
	 */
	private static function layers( array $item ): array {
		$title  = esc_html( (string) $item['title'] );
		$url    = (string) $item['url'];
		$button = (string) ( $item['button'] ?? '' );
		$linked = '' !== $url && '' === $button;
		$layers = array(
			array(
				'id'      => 1,
				'alias'   => 'Title',
				'pid'     => -1,
				'type'    => 'text',
				'tag'     => in_array( $item['tag'] ?? '', array( 'h2', 'h3', 'p' ), true ) ? $item['tag'] : 'h3',
				'content' => array( 'text' => $linked ? sprintf( '<a href="%s">%s</a>', esc_url( $url ), $title ) : $title ),
			),
		);
		if ( ! empty( $item['text'] ) ) {
			$layers[] = array(
				'id'      => 2,
				'alias'   => 'Text',
				'pid'     => -1,
				'type'    => 'text',
				'tag'     => 'p',
				'content' => array( 'text' => esc_html( (string) $item['text'] ) ),
			);
		}
		if ( '' !== $button && '' !== $url ) {
			$layers[] = array(
				'id'      => 3,
				'alias'   => 'Button',
				'pid'     => -1,
				'type'    => 'button',
				'tag'     => 'a',
				'content' => array( 'text' => esc_html( $button ) ),
				'actions' => array(
					array(
						'a'      => 'link',
						'evt'    => 'click',
						'ltype'  => 'a',
						'link'   => esc_url_raw( $url ),
						'target' => '_self',
					),
				),
			);
		}
		return $layers;
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
