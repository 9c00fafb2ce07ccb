<?php
/**
 * Defaults of the current module shape.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Schema\SchemaFile;

/**
 * Fills what a module leaves out, and nothing else: a value of the wrong type stays for the schema
 * validation to reject, and must not cause a PHP warning here.
 */
final class ModuleDefaults {

	/** Responsive values have one entry per device level, largedesktop to mobile. */
	public const LEVELS = 5;

	/** Slideshow defaults (spec section 3 and 9): autoplay, slide length 9000 ms. */
	private const SLIDESHOW = array(
		'auto' => true,
		'len'  => 9000,
	);

	/**
	 * The module with every missing default filled.
	 *
	 * @param array<string,mixed> $module Module.
	 * @return array<string,mixed>
	 */
	public static function fill( array $module ): array {
		$module += array(
			'type'     => 'slider',
			'title'    => $module['alias'] ?? '',
			'settings' => array(),
			'slides'   => array(),
		);
		if ( is_array( $module['settings'] ) ) {
			$module['settings'] += array(
				'size'      => SchemaFile::default_size(),
				'slideshow' => array(),
			);
			if ( is_array( $module['settings']['slideshow'] ) ) {
				$module['settings']['slideshow'] += self::SLIDESHOW;
			}
		}
		if ( is_array( $module['slides'] ) ) {
			$module['slides'] = array_map( array( self::class, 'slide' ), $module['slides'] );
		}
		return $module;
	}

	/**
	 * The fields fill() gives a slide that has none of them, besides its layers.
	 *
	 * @return array<string,mixed>
	 */
	public static function slide_fields(): array {
		$slide = self::slide( array() );
		unset( $slide['layers'] );
		return $slide;
	}

	/**
	 * A slide with its defaults.
	 *
	 * @param mixed $slide Slide.
	 * @return mixed
	 */
	private static function slide( $slide ) {
		if ( ! is_array( $slide ) ) {
			return $slide;
		}
		$slide += array(
			'publish'   => array(),
			'slideshow' => array(),
			'global'    => false,
			'bg'        => array(),
			'layers'    => array(),
		);
		if ( is_array( $slide['publish'] ) ) {
			$slide['publish'] += array( 'state' => 'published' );
		}
		if ( is_array( $slide['layers'] ) ) {
			$slide['layers'] = array_map( array( self::class, 'layer' ), $slide['layers'] );
		}
		return $slide;
	}

	/**
	 * A layer with its defaults: top level, visible on every device level.
	 *
	 * @param mixed $layer Layer.
	 * @return mixed
	 */
	private static function layer( $layer ) {
		if ( ! is_array( $layer ) ) {
			return $layer;
		}
		return $layer + array(
			'pid'     => -1,
			'content' => array(),
			'vis'     => array_fill( 0, self::LEVELS, true ),
			'tl'      => array(),
		);
	}
}
