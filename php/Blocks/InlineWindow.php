<?php
/**
 * The part of a long module's slider object that goes inline into the page.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Storage\ModuleCache;
use Stagecraft\Storage\ModuleDefaults;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\PublishWindow;

/**
 * A module of a thousand slides made a 1 MB page that every visitor downloaded, parsed and kept
 * in memory before the first slide moved. Inline, only the slides a visitor sees first carry
 * their layers: the first ones in display order, the last one (the previous slide of the first)
 * and the one the server drew. The others keep every field but their layers and say `deferred`;
 * the runtime fetches each from GET sliders/{id}?slideid= before it draws it.
 */
final class InlineWindow {

	/** Slides inline with their layers, by default. */
	public const SLIDES = 10;

	/**
	 * Layers inline beyond the first slide's: a module of three slides of 500 layers each sent
	 * 1,500 layers (425 kB of JSON) that the visitor parsed and validated before the first slide
	 * moved. The first slide always goes whole; the others while their layers fit.
	 */
	public const LAYERS = 200;

	/**
	 * The inline slider object of a module, from the object cache: a page showing a module of a
	 * thousand slides then reads this small entry, not the whole reply (1.7 MB serialized, a
	 * quarter of the page's server time), and cuts nothing on each view.
	 *
	 * @param int $id Module post id.
	 * @return array<mixed>
	 */
	public static function cached( int $id ): array {
		$entry = ModuleCache::remember(
			'inline',
			$id,
			// format: the entry's shape; 2 since deferred slides leave their defaults out.
			array(
				'slides' => self::count(),
				'format' => 2,
			),
			static function () use ( $id ): array {
				$repository = new ModuleRepository();
				$post       = $repository->published_post( $id );
				$slides     = null === $post ? array() : (array) ( $repository->load( $post )['slides'] ?? array() );
				$reply      = ModuleDataSource::slider_object( $id );
				return array(
					'data'     => is_array( $reply ) ? self::apply( $reply ) : array( 'success' => false ),
					'modified' => 0,
					// A publish window opening or closing changes the reply without a save.
					'expires'  => PublishWindow::next_change( $slides, time() ),
				);
			}
		);
		return null === $entry ? array( 'success' => false ) : $entry['data'];
	}

	/**
	 * How many slides go inline with their layers.
	 */
	private static function count(): int {
		/**
		 * Filters how many slides of a module go inline with their layers (at least 3).
		 *
		 * @param int $count Slides.
		 */
		return max( 3, (int) apply_filters( 'stagecraft_inline_slides', self::SLIDES ) );
	}

	/**
	 * The slider object with the layers of the slides outside the window left out.
	 *
	 * @param array<mixed> $reply Slider object as GET sliders/{id} serves it.
	 * @return array<mixed>
	 */
	public static function apply( array $reply ): array {
		$slides = $reply['slides'] ?? null;
		$count  = self::count();
		if ( ! is_array( $slides ) ) {
			return $reply;
		}
		$kept     = self::window( $slides, $count );
		$defaults = ModuleDefaults::slide_fields();
		foreach ( $slides as $index => $slide ) {
			if ( is_array( $slide ) && ! isset( $kept[ $index ] ) ) {
				unset( $slide['layers'] );
				// Fields at their defaults go too: the runtime fills them in as it reads the slide
				// (of a thousand slides' 155 kB, 60 kB were `"publish":{"state":"published"}`,
				// `"slideshow":{}` and `"global":false`).
				foreach ( $defaults as $key => $value ) {
					if ( array_key_exists( $key, $slide ) && self::same( $slide[ $key ], $value ) ) {
						unset( $slide[ $key ] );
					}
				}
				$slide['deferred'] = true;
				$slides[ $index ]  = $slide;
			}
		}
		$reply['slides'] = $slides;
		return $reply;
	}

	/**
	 * Indexes of the slides kept whole: the first in display order (the runtime sorts by `order`,
	 * keeping the stored order of equals) and the first stored one, then the next `$count` - 1 in
	 * display order and the last one while their layers fit LAYERS.
	 *
	 * @param array<int|string,mixed> $slides Slides.
	 * @param int                     $count  How many from the start.
	 * @return array<int|string,true>
	 */
	private static function window( array $slides, int $count ): array {
		$order = array_keys( $slides );
		$rank  = array_flip( $order );
		usort(
			$order,
			static function ( $a, $b ) use ( $slides, $rank ): int {
				$by_order = self::order_of( $slides[ $a ] ) <=> self::order_of( $slides[ $b ] );
				return 0 !== $by_order ? $by_order : $rank[ $a ] <=> $rank[ $b ];
			}
		);
		$kept   = array();
		$layers = 0;
		$first  = array( reset( $order ), array_key_first( $slides ) );
		$more   = array_merge( array_slice( $order, 1, $count - 1 ), array( end( $order ) ) );
		foreach ( array_merge( $first, $more ) as $position => $index ) {
			if ( isset( $kept[ $index ] ) ) {
				continue;
			}
			$weight = is_array( $slides[ $index ] ) ? count( (array) ( $slides[ $index ]['layers'] ?? array() ) ) : 0;
			if ( $position < 2 ) {
				$kept[ $index ] = true;
			} elseif ( $layers + $weight <= self::LAYERS ) {
				$kept[ $index ] = true;
				$layers        += $weight;
			}
		}
		return $kept;
	}

	/**
	 * Whether a field holds its default: an empty object (decoded as one) is an empty array.
	 *
	 * @param mixed $value   The field.
	 * @param mixed $default Its default.
	 */
	private static function same( $value, $default ): bool {
		return ( $value instanceof \stdClass ? (array) $value : $value ) === $default;
	}

	/**
	 * A slide's `order`, 0 when it has none.
	 *
	 * @param mixed $slide Slide.
	 */
	private static function order_of( $slide ): float {
		return is_array( $slide ) && is_numeric( $slide['order'] ?? null ) ? (float) $slide['order'] : 0.0;
	}
}
