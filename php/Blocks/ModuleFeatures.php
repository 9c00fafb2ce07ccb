<?php
/**
 * The features a module uses, printed on its markup so the browser fetches their code
 * alongside the module data rather than after it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Schema\SharedRules;

/**
 * Mirrors featuresOf() of src/module/features/needs.ts (both run the cases of
 * tests/fixtures/module-features.json). A hint: the runtime still decides from the data.
 */
final class ModuleFeatures {

	/** Navigation element kinds with a feature each, in build order. */
	public const NAV_KINDS = array( 'arrows', 'bullets', 'thumbs', 'tabs', 'scrubber' );

	/** Action kinds that need the modal feature. */
	private const MODAL_ACTIONS = array( 'openmodal', 'closemodal' );

	/**
	 * Feature names, for the data-stagecraft-features attribute.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return list<string>
	 */
	public static function of( array $module ): array {
		$settings = (array) ( $module['settings'] ?? array() );
		$type     = (string) ( $settings['type'] ?? $module['type'] ?? 'slider' );
		$slides   = array_map( static fn ( $slide ): array => (array) $slide, (array) ( $module['slides'] ?? array() ) );
		$features = array();
		// A stream module's template slide becomes a slide per item: its navigation loads with the data.
		$source = (array) ( $settings['source'] ?? array() );
		$stream = in_array( $source['type'] ?? '', SharedRules::STREAM_SOURCES, true );
		if ( 'hero' !== $type && ( count( $slides ) > 1 || $stream ) ) {
			$navigation = (array) ( $settings['navigation'] ?? array() );
			$set        = array_values(
				array_filter(
					self::NAV_KINDS,
					static fn ( string $kind ): bool => true === ( ( (array) ( $navigation[ $kind ] ?? array() ) )['set'] ?? false )
				)
			);
			$any_set    = array() !== array_filter(
				$navigation,
				static fn ( $element ): bool => true === ( ( (array) $element )['set'] ?? false )
			);
			// A slider with no element set gets arrows and bullets, as before navigation had settings.
			$features = ! $any_set && 'slider' === $type ? array( 'arrows', 'bullets' ) : $set;
			if ( true === ( ( (array) ( $settings['pbar'] ?? array() ) )['set'] ?? false ) ) {
				$features[] = 'progress';
			}
			if ( true === ( ( (array) ( ( (array) ( $settings['nav'] ?? array() ) )['wheel'] ?? array() ) )['set'] ?? false ) ) {
				$features[] = 'wheel';
			}
			if ( 'carousel' === $type ) {
				$features[] = 'carousel';
			}
		}
		if ( array() !== (array) ( $settings['fonts'] ?? array() ) ) {
			// The font loader fetches stylesheets through the resource loader.
			array_push( $features, 'fonts', 'resources' );
		} elseif ( array() !== (array) ( $module['addOns'] ?? array() ) ) {
			$features[] = 'resources';
		}
		// The module background's gradient (settings.bg) is drawn like a slide's.
		foreach ( array_merge( array( array( 'bg' => $settings['bg'] ?? array() ) ), $slides ) as $slide ) {
			if ( self::has_gradient( (array) $slide ) ) {
				$features[] = 'gradient';
				break;
			}
		}
		$features = array_merge( $features, self::interactivity( $type, $settings, $slides ) );
		// A stream source: the slides are cloned from its items (src/module/streams).
		if ( $stream ) {
			$features[] = 'streams';
		}
		// Layers that ease to a hover frame on pointer enter and focus (src/module/layers/hover.ts).
		if ( self::has_hover( $slides ) ) {
			$features[] = 'hover';
		}
		return $features;
	}

	/**
	 * Layer actions (or custom events a layer listens for); modals: the module opens as one or an
	 * action opens or closes one; pointer and scroll effects, or the scroll timeline.
	 *
	 * @param string                     $type     Module type.
	 * @param array<string,mixed>        $settings Module settings.
	 * @param array<array<string,mixed>> $slides   Slides.
	 * @return list<string>
	 */
	private static function interactivity( string $type, array $settings, array $slides ): array {
		$actions = false;
		$modal   = 'modal' === $type;
		foreach ( $slides as $slide ) {
			foreach ( (array) ( $slide['layers'] ?? array() ) as $layer ) {
				$layer   = (array) $layer;
				$list    = (array) ( $layer['actions'] ?? array() );
				$actions = $actions || array() !== (array) ( $layer['listen'] ?? array() );
				foreach ( $list as $action ) {
					$action  = (array) $action;
					$actions = $actions || ! self::plain_link( $action );
					$modal   = $modal || in_array( $action['a'] ?? '', self::MODAL_ACTIONS, true );
				}
			}
		}
		$effects = true === ( ( (array) ( $settings['sbt'] ?? array() ) )['use'] ?? false );
		foreach ( $slides as $slide ) {
			foreach ( (array) ( $slide['layers'] ?? array() ) as $layer ) {
				$mod     = (array) ( ( (array) $layer )['mod'] ?? array() );
				$effects = $effects || self::has_effect( $mod['mouse'] ?? null ) || self::has_effect( $mod['scroll'] ?? null );
			}
		}
		return array_merge(
			$actions ? array( 'actions' ) : array(),
			$modal ? array( 'modal' ) : array(),
			$effects ? array( 'effects' ) : array()
		);
	}

	/**
	 * Whether a layer has a hover state in use.
	 *
	 * @param array<array<string,mixed>> $slides Slides.
	 */
	private static function has_hover( array $slides ): bool {
		foreach ( $slides as $slide ) {
			foreach ( (array) ( $slide['layers'] ?? array() ) as $layer ) {
				if ( true === ( ( (array) ( ( (array) $layer )['hov'] ?? array() ) )['use'] ?? false ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether a pointer or scroll effect group has a non-zero depth or fade.
	 *
	 * @param mixed $group The mod.mouse or mod.scroll settings.
	 */
	private static function has_effect( $group ): bool {
		$group = (array) $group;
		foreach ( array( 'd', 'fade' ) as $key ) {
			if ( is_numeric( $group[ $key ] ?? null ) && 0.0 !== (float) $group[ $key ] ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A click link to another address: the rendered link follows it with no script. Hash links
	 * scroll on the page, which is the actions feature's work.
	 *
	 * @param array<string,mixed> $action Action.
	 */
	private static function plain_link( array $action ): bool {
		$event = (string) ( $action['evt'] ?? '' );
		return 'link' === ( $action['a'] ?? '' )
			&& in_array( $event, array( '', 'click' ), true )
			&& 'hash' !== ( $action['ltype'] ?? '' )
			&& ! str_starts_with( (string) ( $action['link'] ?? '' ), '#' );
	}

	/**
	 * Whether a slide or one of its layers has a background gradient.
	 *
	 * @param array<string,mixed> $slide Slide.
	 */
	private static function has_gradient( array $slide ): bool {
		if ( ! empty( ( (array) ( $slide['bg'] ?? array() ) )['gradient'] ) ) {
			return true;
		}
		foreach ( (array) ( $slide['layers'] ?? array() ) as $layer ) {
			if ( ! empty( ( (array) ( ( (array) $layer )['bg'] ?? array() ) )['gradient'] ) ) {
				return true;
			}
		}
		return false;
	}
}
