<?php
/**
 * The canonical module: defaults filled, slides in order, text cleaned for HTML.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Schema\SharedRules;
use Stagecraft\Storage\Migrations\Migrator;

/**
 * Runs on every save (after validation) and every read (after migration), so stored data that
 * never passed the REST validation is served just as clean. Idempotent.
 */
final class ModuleNormalizer {

	/** The canonical module's own fields, in their order. */
	private const FIELDS = array( 'version', 'alias', 'title', 'type', 'settings', 'slides' );

	/**
	 * The module in its canonical form.
	 *
	 * @param array<string,mixed> $module Module in the current version's shape.
	 * @return array<string,mixed>
	 */
	public static function normalize( array $module ): array {
		$module            = ModuleDefaults::fill( $module );
		$module['version'] = Migrator::CURRENT;
		if ( is_array( $module['settings'] ) ) {
			unset( $module['settings']['migrated'] );
		}
		if ( is_array( $module['slides'] ) ) {
			$slides = array_map( array( self::class, 'slide' ), array_values( array_filter( $module['slides'], 'is_array' ) ) );
			usort( $slides, static fn ( array $a, array $b ) => self::order( $a ) <=> self::order( $b ) );
			$module['slides'] = $slides;
		}
		// The canonical fields first, in one order, so stored JSON and replies read the same.
		return array_merge( array_intersect_key( array_flip( self::FIELDS ), $module ), $module );
	}

	/**
	 * A slide's sort key.
	 *
	 * @param array<string,mixed> $slide Slide.
	 */
	private static function order( array $slide ): float {
		return is_numeric( $slide['order'] ?? null ) ? (float) $slide['order'] : 0.0;
	}

	/**
	 * One slide: plain-text title, description and params; its layers cleaned.
	 *
	 * @param array<string,mixed> $slide Slide.
	 * @return array<string,mixed>
	 */
	private static function slide( array $slide ): array {
		foreach ( array( 'title', 'description' ) as $field ) {
			if ( isset( $slide[ $field ] ) && is_string( $slide[ $field ] ) ) {
				$slide[ $field ] = RichText::plain( $slide[ $field ] );
			}
		}
		$slide['global'] = (bool) ( $slide['global'] ?? false );
		if ( isset( $slide['params'] ) && is_array( $slide['params'] ) ) {
			$slide['params'] = array_map( array( self::class, 'param' ), array_slice( $slide['params'], 0, 10 ) );
		}
		if ( isset( $slide['bg']['image']['src'] ) && is_string( $slide['bg']['image']['src'] ) ) {
			$slide['bg']['image']['src'] = RichText::url( $slide['bg']['image']['src'] );
		}
		if ( is_array( $slide['layers'] ?? null ) ) {
			$slide['layers'] = array_map( array( self::class, 'layer' ), array_values( array_filter( $slide['layers'], 'is_array' ) ) );
		}
		return $slide;
	}

	/**
	 * One slide param {v, l}: plain text cut to its limit (default 500).
	 *
	 * @param mixed $param Param.
	 * @return mixed
	 */
	private static function param( $param ) {
		if ( is_array( $param ) && isset( $param['v'] ) && is_string( $param['v'] ) ) {
			$param['v'] = RichText::limited( $param['v'], is_numeric( $param['l'] ?? null ) ? (int) $param['l'] : 0 );
		}
		return $param;
	}

	/**
	 * One layer: whitelisted tag, text cleaned for its type, URLs with safe protocols.
	 *
	 * @param array<string,mixed> $layer Layer.
	 * @return array<string,mixed>
	 */
	private static function layer( array $layer ): array {
		$type         = is_string( $layer['type'] ?? null ) ? $layer['type'] : 'text';
		$tag          = is_string( $layer['tag'] ?? null ) ? strtolower( $layer['tag'] ) : '';
		$layer['tag'] = in_array( $tag, SharedRules::LAYER_TAGS, true ) ? $tag : SharedRules::GENERIC_LAYER_TAG;
		if ( isset( $layer['alias'] ) && is_string( $layer['alias'] ) ) {
			$layer['alias'] = RichText::plain( $layer['alias'] );
		}
		if ( ! is_array( $layer['content'] ?? null ) ) {
			return $layer;
		}
		if ( isset( $layer['content']['text'] ) && is_string( $layer['content']['text'] ) ) {
			$layer['content']['text'] = RichText::layer( $layer['content']['text'], $type );
		}
		foreach ( array( 'src', 'poster' ) as $field ) {
			if ( isset( $layer['content'][ $field ] ) && is_string( $layer['content'][ $field ] ) ) {
				$layer['content'][ $field ] = RichText::url( $layer['content'][ $field ] );
			}
		}
		return $layer;
	}
}
