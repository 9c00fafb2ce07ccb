<?php
/**
 * The server side of a carousel's first paint: its settings within the limits of spec
 * section 5, the classes and stage properties the carousel stylesheet reads, and the first
 * window of slides with their offsets, so CSS lays out the window before any script runs.
 * Mirrors src/module/normalise/carousel.ts and src/module/carousel/style.ts.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Schema\SharedRules;

/**
 * Carousel settings and layout for the server markup.
 */
final class CarouselMarkup {

	/** A 2D spin without an angle set: a gentle arc (DEFAULT_SPIN_2D). */
	private const DEFAULT_SPIN_2D = 20;

	/**
	 * Whether a module is drawn as a carousel (more than one slide).
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 */
	public static function applies( array $module ): bool {
		$type = (string) ( $module['settings']['type'] ?? $module['type'] ?? 'slider' );
		return 'carousel' === $type && count( (array) ( $module['slides'] ?? array() ) ) > 1;
	}

	/**
	 * The carousel settings with defaults and limits: maxV (per device level) at least 3
	 * for a 3D spin, otherwise 1, capped to the slide count and made odd (not a page slider's
	 * count shown, `shown`); the spin angle
	 * within 360 / count either way; the duration capped at the slide length.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<string,mixed>
	 */
	public static function settings( array $module ): array {
		$stored = (array) ( $module['settings']['carousel'] ?? array() );
		$count  = max( 1, count( (array) ( $module['slides'] ?? array() ) ) );
		$spin   = (string) ( $stored['spin'] ?? 'off' );
		$spin   = in_array( $spin, array( 'off', '2d', '3d' ), true ) ? $spin : 'off';
		$least  = '3d' === $spin ? 3 : 1;
		// A page slider's count shown (PageSliderModule, not stored): maxV slots from the start,
		// an even count too; the odd rule centres the focus of modules authored in the editor.
		$shown = true === ( $stored['shown'] ?? false );
		$max_v = array();
		foreach ( self::levels( $stored['maxV'] ?? null, 3, static fn ( $item ): bool => is_numeric( $item ) && $item >= 1 ) as $stored_max ) {
			$visible = min( max( (int) floor( (float) $stored_max ), $least ), $count );
			$max_v[] = 0 === $visible % 2 && ! $shown ? $visible - 1 : $visible;
		}
		$ring  = 360 / $count;
		$angle = 0.0;
		if ( 'off' !== $spin ) {
			$angle = isset( $stored['spinA'] ) && is_numeric( $stored['spinA'] )
				? min( $ring, max( -$ring, (float) $stored['spinA'] ) )
				: ( '3d' === $spin ? $ring : min( self::DEFAULT_SPIN_2D, $ring ) );
		}
		$align = (string) ( $stored['align'] ?? 'center' );
		$align = in_array( $align, array( 'left', 'center', 'right' ), true ) ? $align : 'center';
		$all   = $stored['showAllLayers'] ?? null;
		return array(
			'vertical' => 'vertical' === ( $stored['direction'] ?? 'horizontal' ),
			'maxV'     => $max_v,
			'space'    => array_map( 'floatval', self::levels( $stored['space'] ?? null, 0, static fn ( $item ): bool => is_numeric( $item ) ) ),
			'justify'  => true === ( $stored['justify'] ?? false ),
			'stretch'  => true === ( $stored['stretch'] ?? false ),
			'spin'     => 0.0 === (float) $angle ? 'off' : $spin,
			'angle'    => $angle,
			'scale'    => (float) ( $stored['scale'] ?? 50 ),
			'rotation' => (float) ( $stored['rotation'] ?? 0 ),
			'opacity'  => (float) ( $stored['opacity'] ?? 100 ),
			'infinity' => true === ( $stored['infinity'] ?? false ),
			'align'    => $align,
			'showAll'  => true === $all || 'all' === $all,
		);
	}

	/**
	 * Five values, one per device level (the schema's carousel perLevel rule): a single value
	 * for every level, or a list where a missing or invalid entry is the level above it.
	 *
	 * @param mixed                 $value    Stored value.
	 * @param int                   $fallback Default of every level.
	 * @param callable(mixed): bool $valid    Whether an entry is valid.
	 * @return list<int|float>
	 */
	private static function levels( $value, int $fallback, callable $valid ): array {
		$given = is_array( $value ) ? array_values( $value ) : array( $value );
		$first = current( array_filter( $given, $valid ) );
		if ( false === $first ) {
			return array_fill( 0, count( SharedRules::DEVICE_LEVELS ), $fallback );
		}
		$levels = array();
		$last   = $first;
		foreach ( array_keys( SharedRules::DEVICE_LEVELS ) as $level ) {
			$last     = isset( $given[ $level ] ) && $valid( $given[ $level ] ) ? $given[ $level ] : $last;
			$levels[] = $last;
		}
		return $levels;
	}

	/**
	 * The window of visible slides in slide steps from the focused one, on a device level,
	 * or the widest of them all (the server prints every slide some level shows).
	 *
	 * @param array<string,mixed> $settings Normalised settings.
	 * @param int|null            $level    Level index, or null for the widest.
	 * @return array{0:int,1:int}
	 */
	public static function window( array $settings, ?int $level = null ): array {
		$max_v = null === $level ? max( $settings['maxV'] ) : (int) $settings['maxV'][ $level ];
		if ( 'left' === $settings['align'] ) {
			return array( 0, $max_v - 1 );
		}
		if ( 'right' === $settings['align'] ) {
			return array( 1 - $max_v, 0 );
		}
		$side = intdiv( $max_v, 2 );
		return array( -$side, $side );
	}

	/**
	 * Classes of the module element.
	 *
	 * @param array<string,mixed> $settings Normalised settings.
	 */
	public static function classes( array $settings ): string {
		$classes = array( 'is-carousel' );
		if ( $settings['vertical'] ) {
			$classes[] = 'is-carousel-vertical';
		}
		if ( 'off' !== $settings['spin'] ) {
			$classes[] = 'is-spin-' . $settings['spin'];
		}
		if ( $settings['justify'] ) {
			$classes[] = 'is-justify';
		}
		if ( $settings['stretch'] ) {
			$classes[] = 'is-stretch';
		}
		if ( ! $settings['showAll'] ) {
			$classes[] = 'is-individual';
		}
		return implode( ' ', $classes );
	}

	/**
	 * Custom properties of the stage: each device level's window (suffixed with the level,
	 * left out when equal to the level above; the stylesheet falls back), then the falloff.
	 *
	 * @param array<string,mixed> $settings Normalised settings.
	 */
	public static function stage_style( array $settings ): string {
		$levels = array();
		foreach ( array_keys( SharedRules::DEVICE_LEVELS ) as $level ) {
			list( $lo, $hi ) = self::window( $settings, $level );
			$levels[]        = array(
				'maxv'  => (string) $settings['maxV'][ $level ],
				'space' => self::number( (float) $settings['space'][ $level ] ) . 'px',
				'lo'    => (string) $lo,
				'hi'    => (string) $hi,
				'k'     => (string) max( 1, -$lo, $hi ),
			);
		}
		$style = '';
		foreach ( array( 'maxv', 'space', 'lo', 'hi', 'k' ) as $name ) {
			foreach ( $levels as $level => $values ) {
				if ( 0 === $level || $values[ $name ] !== $levels[ $level - 1 ][ $name ] ) {
					$style .= '--stagecraft-' . $name . $level . ':' . $values[ $name ] . ';';
				}
			}
		}
		$properties = array(
			'--stagecraft-min-scale' => self::number( $settings['scale'] / 100 ),
			'--stagecraft-rotation'  => self::number( (float) $settings['rotation'] ),
			'--stagecraft-fade'      => self::number( $settings['opacity'] / 100 ),
			'--stagecraft-spin'      => self::number( (float) $settings['angle'] ),
		);
		foreach ( $properties as $name => $value ) {
			$style .= $name . ':' . $value . ';';
		}
		return $style;
	}

	/**
	 * The first window, the widest of the device levels': each slide's index, style (its offset,
	 * and for justify its own width and place) and the levels whose window leaves it out (the
	 * stylesheet hides it there, so it is neither seen nor read), the focused (first) slide first.
	 *
	 * @param array<int,array<string,mixed>> $slides   Slides in display order.
	 * @param array<string,mixed>            $settings Normalised settings.
	 * @return list<array{index:int,style:string,out:string}>
	 */
	public static function first_window( array $slides, array $settings ): array {
		$count           = count( $slides );
		list( $lo, $hi ) = self::window( $settings );
		$window          = array();
		for ( $unit = $lo; $unit <= $hi; $unit++ ) {
			$index = $settings['infinity'] ? ( ( $unit % $count ) + $count ) % $count : $unit;
			if ( $index < 0 || $index >= $count || isset( $window[ $index ] ) ) {
				continue;
			}
			$window[ $index ] = $unit;
		}
		// The focused slide first: its image is the page's LCP element.
		$window = array( 0 => $window[0] ) + $window;
		$result = array();
		foreach ( $window as $index => $unit ) {
			$style = '--stagecraft-u:' . $unit . ';';
			$own   = self::own( (array) $slides[ $index ], $settings );
			if ( null !== $own ) {
				$style .= '--stagecraft-own:' . $own . ';';
			}
			if ( $settings['justify'] ) {
				$style .= '--stagecraft-x:' . self::place( $slides, $settings, $unit ) . ';';
			}
			$out = array();
			foreach ( array_keys( SharedRules::DEVICE_LEVELS ) as $level ) {
				list( $level_lo, $level_hi ) = self::window( $settings, $level );
				if ( $unit < $level_lo || $unit > $level_hi ) {
					$out[] = $level;
				}
			}
			$result[] = array(
				'index' => (int) $index,
				'style' => $style,
				'out'   => implode( ' ', $out ),
			);
		}
		return $result;
	}

	/**
	 * A justified slide's own length along the axis, from its image's proportions (as the
	 * runtime measures it), or null to fill its slot.
	 *
	 * @param array<string,mixed> $slide    Slide.
	 * @param array<string,mixed> $settings Normalised settings.
	 */
	private static function own( array $slide, array $settings ): ?string {
		$image  = (array) ( $slide['bg']['image'] ?? array() );
		$width  = (float) ( $image['width'] ?? 0 );
		$height = (float) ( $image['height'] ?? 0 );
		if ( ! $settings['justify'] || $width <= 0 || $height <= 0 ) {
			return null;
		}
		return $settings['vertical']
			? 'min(100cqh, 100cqw * ' . self::number( $height / $width ) . ')'
			: 'min(100cqw, 100cqh * ' . self::number( $width / $height ) . ')';
	}

	/**
	 * A justified slide's distance from the stage's middle: the lengths of the slides between
	 * it and the focused one, and where the focused one sits (align).
	 *
	 * @param array<int,array<string,mixed>> $slides   Slides in display order.
	 * @param array<string,mixed>            $settings Normalised settings.
	 * @param int                            $unit     Slide steps from the focused slide.
	 */
	private static function place( array $slides, array $settings, int $unit ): string {
		$count  = count( $slides );
		$length = static function ( int $index ) use ( $slides, $settings, $count ): string {
			$slide = (array) $slides[ ( ( $index % $count ) + $count ) % $count ];
			return self::own( $slide, $settings ) ?? 'var(--stagecraft-slot)';
		};
		$terms  = array();
		$sign   = $unit < 0 ? -1 : 1;
		for ( $step = 0; $step !== $unit; $step += $sign ) {
			// Half of each end slide, all of those between, and a space per step.
			$terms[] = $length( $step ) . ' * ' . self::number( 0.5 * $sign );
			$terms[] = $length( $step + $sign ) . ' * ' . self::number( 0.5 * $sign );
			$terms[] = 'var(--stagecraft-space) * ' . $sign;
		}
		$along = $settings['vertical'] ? 'cqh' : 'cqw';
		if ( 'left' === $settings['align'] ) {
			$terms[] = '-50' . $along;
			$terms[] = $length( 0 ) . ' * 0.5';
		} elseif ( 'right' === $settings['align'] ) {
			$terms[] = '50' . $along;
			$terms[] = $length( 0 ) . ' * -0.5';
		}
		return array() === $terms ? '0px' : 'calc(' . implode( ' + ', $terms ) . ')';
	}

	/**
	 * A number as CSS writes it.
	 *
	 * @param float $value Number.
	 */
	private static function number( float $value ): string {
		return rtrim( rtrim( number_format( $value, 4, '.', '' ), '0' ), '.' );
	}
}
