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
		$align = static fn ( $item ): bool => in_array( $item, array( 'left', 'center', 'right' ), true );
		$flag  = static fn ( $item ): bool => is_bool( $item );
		$all   = $stored['showAllLayers'] ?? null;
		return array(
			'vertical' => 'vertical' === ( $stored['direction'] ?? 'horizontal' ),
			'maxV'     => $max_v,
			'space'    => array_map( 'floatval', self::levels( $stored['space'] ?? null, 0, static fn ( $item ): bool => is_numeric( $item ) ) ),
			'justify'  => self::levels( $stored['justify'] ?? null, false, $flag ),
			'stretch'  => self::levels( $stored['stretch'] ?? null, false, $flag ),
			'spin'     => 0.0 === (float) $angle ? 'off' : $spin,
			'angle'    => $angle,
			'scale'    => (float) ( $stored['scale'] ?? 50 ),
			'rotation' => (float) ( $stored['rotation'] ?? 0 ),
			'opacity'  => (float) ( $stored['opacity'] ?? 100 ),
			'infinity' => true === ( $stored['infinity'] ?? false ),
			'align'    => self::levels( $stored['align'] ?? null, 'center', $align ),
			'showAll'  => true === $all || 'all' === $all,
		);
	}

	/**
	 * Five values, one per device level (the schema's carousel perLevel rule): a single value
	 * for every level, or a list where a missing or invalid entry is the level above it.
	 *
	 * @param mixed                 $value    Stored value.
	 * @param int|bool|string       $fallback Default of every level.
	 * @param callable(mixed): bool $valid    Whether an entry is valid.
	 * @return list<mixed>
	 */
	private static function levels( $value, $fallback, callable $valid ): array {
		$given       = is_array( $value ) ? array_values( $value ) : array( $value );
		$valid_given = array_filter( $given, $valid );
		if ( array() === $valid_given ) {
			return array_fill( 0, count( SharedRules::DEVICE_LEVELS ), $fallback );
		}
		$levels = array();
		$last   = reset( $valid_given );
		foreach ( array_keys( SharedRules::DEVICE_LEVELS ) as $level ) {
			$last     = isset( $given[ $level ] ) && $valid( $given[ $level ] ) ? $given[ $level ] : $last;
			$levels[] = $last;
		}
		return $levels;
	}

	/**
	 * The window of visible slides in slide steps from the focused one, on a device level
	 * (its maxV and align).
	 *
	 * @param array<string,mixed> $settings Normalised settings.
	 * @param int                 $level    Level index.
	 * @return array{0:int,1:int}
	 */
	public static function window( array $settings, int $level ): array {
		$max_v = (int) $settings['maxV'][ $level ];
		if ( 'left' === $settings['align'][ $level ] ) {
			return array( 0, $max_v - 1 );
		}
		if ( 'right' === $settings['align'][ $level ] ) {
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
		if ( ! $settings['showAll'] ) {
			$classes[] = 'is-individual';
		}
		return implode( ' ', $classes );
	}

	/**
	 * Custom properties of the stage: each device level's window, justify and stretch (1 or 0;
	 * suffixed with the level, left out when equal to the level above; the stylesheet falls
	 * back), then the falloff.
	 *
	 * @param array<string,mixed> $settings Normalised settings.
	 */
	public static function stage_style( array $settings ): string {
		$levels = array();
		foreach ( array_keys( SharedRules::DEVICE_LEVELS ) as $level ) {
			list( $lo, $hi ) = self::window( $settings, $level );
			$levels[]        = array(
				'maxv'    => (string) $settings['maxV'][ $level ],
				'space'   => self::number( (float) $settings['space'][ $level ] ) . 'px',
				'lo'      => (string) $lo,
				'hi'      => (string) $hi,
				'k'       => (string) max( 1, -$lo, $hi ),
				'justify' => $settings['justify'][ $level ] ? '1' : '0',
				'stretch' => $settings['stretch'][ $level ] ? '1' : '0',
			);
		}
		$style = '';
		foreach ( array_keys( $levels[0] ) as $name ) {
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
	 * The first window: every slide some device level shows, the focused (first) one first;
	 * each with its index, style (its offset on each level, suffixed and left out when equal to
	 * the level above: an endless track wraps around each level's window, so a level aligned
	 * left and one aligned right place a slide apart; and for justify its own length and place)
	 * and the levels whose window leaves it out (the stylesheet hides it there, so it is
	 * neither seen nor read).
	 *
	 * @param array<int,array<string,mixed>> $slides   Slides in display order.
	 * @param array<string,mixed>            $settings Normalised settings.
	 * @return list<array{index:int,style:string,out:string}>
	 */
	public static function first_window( array $slides, array $settings ): array {
		$count  = count( $slides );
		$window = array();
		foreach ( array_keys( SharedRules::DEVICE_LEVELS ) as $level ) {
			list( $lo, $hi ) = self::window( $settings, $level );
			// Half a slide in for an even window (a page slider's count shown).
			$middle = ( $lo + $hi ) / 2;
			for ( $index = 0; $index < $count; $index++ ) {
				// As the runtime's unitsAt: wrapped into half the track either side of the middle.
				$unit                       = $settings['infinity']
					? (int) round( fmod( fmod( $index - $middle + $count / 2, $count ) + $count, $count ) - $count / 2 + $middle )
					: $index;
				$window[ $index ][ $level ] = array( $unit, $unit >= $lo && $unit <= $hi );
			}
		}
		$window = array_filter( $window, static fn ( array $levels ): bool => in_array( true, array_column( $levels, 1 ), true ) );
		// In the large desktop's track order, the focused slide first: its image is the page's
		// LCP element.
		uasort( $window, static fn ( array $a, array $b ): int => ( $a[0][0] ?? 0 ) <=> ( $b[0][0] ?? 0 ) );
		$window = array( 0 => $window[0] ) + $window;
		$result = array();
		foreach ( $window as $index => $levels ) {
			$places = array();
			$out    = array();
			foreach ( $levels as $level => list( $unit, $shown ) ) {
				$places['u'][ $level ] = (string) $unit;
				if ( $settings['justify'][ $level ] ) {
					$places['jx'][ $level ] = self::place( $slides, $settings, $unit, $level );
				}
				if ( ! $shown ) {
					$out[] = $level;
				}
			}
			$style = self::suffixed( 'u', $places['u'] );
			$own   = self::own( (array) $slides[ $index ], $settings );
			if ( null !== $own ) {
				$style .= '--stagecraft-own:' . $own . ';';
			}
			$style   .= self::suffixed( 'jx', $places['jx'] ?? array() );
			$result[] = array(
				'index' => (int) $index,
				'style' => $style,
				'out'   => implode( ' ', $out ),
			);
		}
		return $result;
	}

	/**
	 * Per-level declarations, each suffixed with its level and left out when the level above
	 * printed the same (the stylesheet falls back to it).
	 *
	 * @param string            $name   Property name after --stagecraft-.
	 * @param array<int,string> $values Values by level (a level may be missing).
	 */
	private static function suffixed( string $name, array $values ): string {
		$style = '';
		$last  = null;
		foreach ( $values as $level => $value ) {
			if ( $value !== $last ) {
				$style .= '--stagecraft-' . $name . $level . ':' . $value . ';';
				$last   = $value;
			}
		}
		return $style;
	}

	/**
	 * A justified slide's own length along the axis, from its image's proportions (as the
	 * runtime measures it), or null to fill its slot (or when no level justifies).
	 *
	 * @param array<string,mixed> $slide    Slide.
	 * @param array<string,mixed> $settings Normalised settings.
	 */
	private static function own( array $slide, array $settings ): ?string {
		$image  = (array) ( $slide['bg']['image'] ?? array() );
		$width  = (float) ( $image['width'] ?? 0 );
		$height = (float) ( $image['height'] ?? 0 );
		if ( ! in_array( true, $settings['justify'], true ) || $width <= 0 || $height <= 0 ) {
			return null;
		}
		return $settings['vertical']
			? 'min(100cqh, 100cqw * ' . self::number( $height / $width ) . ')'
			: 'min(100cqw, 100cqh * ' . self::number( $width / $height ) . ')';
	}

	/**
	 * A justified slide's distance from the stage's middle on a device level: the lengths of
	 * the slides between it and the focused one, and where the focused one sits (align).
	 *
	 * @param array<int,array<string,mixed>> $slides   Slides in display order.
	 * @param array<string,mixed>            $settings Normalised settings.
	 * @param int                            $unit     Slide steps from the focused slide.
	 * @param int                            $level    Level index.
	 */
	private static function place( array $slides, array $settings, int $unit, int $level ): string {
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
		if ( 'left' === $settings['align'][ $level ] ) {
			$terms[] = '-50' . $along;
			$terms[] = $length( 0 ) . ' * 0.5';
		} elseif ( 'right' === $settings['align'][ $level ] ) {
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
