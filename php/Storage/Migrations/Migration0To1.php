<?php
/**
 * Version 0 (legacy flat format) to version 1 (the foundation's shape).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage\Migrations;

use Stagecraft\Schema\SchemaFile;

/**
 * Legacy modules keep their settings in `slider_params` with one value where version 1 has one
 * per device level, slide data in `params`, and the static slide apart in `static_slide`.
 */
final class Migration0To1 implements Migration {

	/** Legacy slider types by their version 1 name. */
	private const TYPES = array(
		'standard' => 'slider',
		'slider'   => 'slider',
		'hero'     => 'hero',
		'carousel' => 'carousel',
		'modal'    => 'modal',
	);

	/** Legacy key of the value for each device level; the first two share the main value. */
	private const LEVEL_SUFFIXES = array( '', '', '_notebook', '_tablet', '_mobile' );

	/**
	 * The version this step reads.
	 */
	public function from(): int {
		return 0;
	}

	/**
	 * The module in the version 1 shape.
	 *
	 * @param array<string,mixed> $module Legacy module.
	 * @return array<string,mixed>
	 */
	public function migrate( array $module ): array {
		$params = is_array( $module['slider_params'] ?? null ) ? $module['slider_params'] : array();
		$alias  = LegacyValue::text( $module['alias'] ?? $params['alias'] ?? '' );

		$slides = array();
		foreach ( is_array( $module['slides'] ?? null ) ? $module['slides'] : array() as $index => $slide ) {
			if ( is_array( $slide ) ) {
				$slides[] = $this->slide( $slide, (int) $index );
			}
		}
		if ( is_array( $module['static_slide'] ?? null ) ) {
			$static           = $this->slide( $module['static_slide'], count( $slides ) );
			$static['global'] = true;
			$slides[]         = $static;
		}

		return array(
			'version'  => 1,
			'alias'    => $alias,
			'title'    => LegacyValue::text( $module['title'] ?? $params['title'] ?? '', $alias ),
			'type'     => self::type( $module ),
			'settings' => $this->settings( $params ),
			'slides'   => $this->unique_ids( $slides ),
		);
	}

	/**
	 * The module type of a legacy module, read without migrating the rest.
	 *
	 * @param array<string,mixed> $module Legacy module.
	 */
	public static function type( array $module ): string {
		$params = is_array( $module['slider_params'] ?? null ) ? $module['slider_params'] : array();
		$type   = strtolower( LegacyValue::text( LegacyValue::first( $params, array( 'slider_type', 'type' ) ) ?? $module['type'] ?? '' ) );
		return self::TYPES[ $type ] ?? 'slider';
	}

	/**
	 * Settings: the grid per device level, slideshow and background.
	 *
	 * @param array<mixed> $params Legacy slider_params.
	 * @return array<string,mixed>
	 */
	private function settings( array $params ): array {
		$settings = array(
			'size'      => $this->size( $params ),
			'slideshow' => array(
				'auto'    => LegacyValue::flag( $params['auto_play'] ?? null, true ),
				'len'     => LegacyValue::number( $params['delay'] ?? null, 9000 ),
				'sOH'     => LegacyValue::flag( $params['stop_on_hover'] ?? null, false ),
				'loop'    => LegacyValue::number( $params['loop_slide'] ?? null, -1 ),
				'stopAt'  => LegacyValue::number( $params['stop_at_slide'] ?? null, -1 ),
				'shuffle' => LegacyValue::flag( $params['shuffle'] ?? null, false ),
			),
		);
		$color    = LegacyValue::text( $params['bg_color'] ?? '' );
		if ( '' !== $color ) {
			$settings['bg'] = array( 'color' => $color );
		}
		return $settings;
	}

	/**
	 * One width and height per device level. A legacy grid had one size, scaled down on smaller
	 * screens: each level gets the legacy width capped at that level's default width, with the
	 * height keeping the ratio, unless the legacy module gave that level its own value.
	 *
	 * @param array<mixed> $params Legacy slider_params.
	 * @return array{width: list<int>, height: list<int>}
	 */
	private function size( array $params ): array {
		$defaults = SchemaFile::default_size();
		$width    = LegacyValue::number( $params['width'] ?? null );
		$height   = LegacyValue::number( $params['height'] ?? null );
		$width    = null !== $width && $width > 0 ? $width : $defaults['width'][1];
		$height   = null !== $height && $height > 0 ? $height : $width * $defaults['height'][1] / $defaults['width'][1];
		$size     = array(
			'width'  => array(),
			'height' => array(),
		);
		foreach ( self::LEVEL_SUFFIXES as $level => $suffix ) {
			$level_width  = min( $width, $defaults['width'][ $level ] );
			$own_width    = '' === $suffix ? null : LegacyValue::number( $params[ 'width' . $suffix ] ?? null );
			$own_height   = '' === $suffix ? null : LegacyValue::number( $params[ 'height' . $suffix ] ?? null );
			$level_width  = null !== $own_width && $own_width > 0 ? $own_width : $level_width;
			$level_height = null !== $own_height && $own_height > 0 ? $own_height : $height * $level_width / $width;

			$size['width'][]  = (int) round( $level_width );
			$size['height'][] = (int) round( $level_height );
		}
		return $size;
	}

	/**
	 * One slide in the version 1 shape.
	 *
	 * @param array<mixed> $slide Legacy slide.
	 * @param int          $index Position in the legacy list, the order when none is stored.
	 * @return array<string,mixed>
	 */
	private function slide( array $slide, int $index ): array {
		$params = is_array( $slide['params'] ?? null ) ? $slide['params'] : array();
		$bg     = array();
		$color  = LegacyValue::text( $params['bg_color'] ?? '' );
		$src    = LegacyValue::text( LegacyValue::first( $params, array( 'image_url', 'bg_image_url', 'image' ) ) );
		if ( '' !== $color ) {
			$bg['color'] = $color;
		}
		if ( '' !== $src ) {
			$bg['image'] = array(
				'id'     => (int) LegacyValue::number( $params['image_id'] ?? null, 0 ),
				'src'    => $src,
				'width'  => (int) LegacyValue::number( $params['image_width'] ?? null, 0 ),
				'height' => (int) LegacyValue::number( $params['image_height'] ?? null, 0 ),
				'alt'    => LegacyValue::text( $params['image_alt'] ?? '' ),
			);
		}
		$state   = LegacyValue::text( $params['state'] ?? '', 'published' );
		$publish = array( 'state' => in_array( $state, array( 'published', 'unpublished', 'draft' ), true ) ? $state : 'published' );
		foreach ( array(
			'from' => 'date_from',
			'to'   => 'date_to',
		) as $bound => $key ) {
			$date = LegacyValue::text( $params[ $key ] ?? '' );
			if ( '' !== $date ) {
				$publish[ $bound ] = $date;
			}
		}
		return array(
			'id'      => (int) LegacyValue::number( $slide['id'] ?? $params['id'] ?? null, 0 ),
			'title'   => LegacyValue::text( $params['title'] ?? '' ),
			'order'   => LegacyValue::number( LegacyValue::first( $params, array( 'slide_order', 'order' ) ), $index ),
			'bg'      => $bg,
			'publish' => $publish,
			'layers'  => LegacyLayers::convert( $slide['layers'] ?? null ),
		);
	}

	/**
	 * Gives slides without a usable id (missing or repeated) the next free one.
	 *
	 * @param list<array<string,mixed>> $slides Slides.
	 * @return list<array<string,mixed>>
	 */
	private function unique_ids( array $slides ): array {
		$used = array();
		foreach ( $slides as $index => $slide ) {
			if ( $slide['id'] > 0 && ! isset( $used[ $slide['id'] ] ) ) {
				$used[ $slide['id'] ] = true;
			} else {
				$slides[ $index ]['id'] = 0;
			}
		}
		$next = $used ? max( array_keys( $used ) ) : 0;
		foreach ( $slides as $index => $slide ) {
			if ( 0 === $slide['id'] ) {
				$slides[ $index ]['id'] = ++$next;
			}
		}
		return $slides;
	}
}
