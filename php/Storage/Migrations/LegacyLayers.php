<?php
/**
 * Converts the flat layer list of a legacy (version 0) slide.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage\Migrations;

use Stagecraft\Schema\SchemaFile;

/**
 * Legacy layers carry a `unique_id` (number or string) and name their parent by `p_uid` or, in
 * older exports, `parent_id`; text, position and timing are flat keys. Version 1 layers have
 * numeric ids and `pid` (-1 for top level).
 */
final class LegacyLayers {

	// The largest legacy id kept as it is (2^31 - 1).
	private const MAX_ID = 2147483647;

	/**
	 * The slide's layers in the version 1 shape.
	 *
	 * @param mixed $layers Legacy layer list.
	 * @return list<array<string,mixed>>
	 */
	public static function convert( $layers ): array {
		$layers = is_array( $layers ) ? array_values( array_filter( $layers, 'is_array' ) ) : array();
		$ids    = self::ids( $layers );
		$map    = array();
		foreach ( $layers as $index => $layer ) {
			$key = self::key( $layer );
			if ( null !== $key && ! isset( $map[ $key ] ) ) {
				$map[ $key ] = $ids[ $index ];
			}
		}
		$parents = array();
		foreach ( $layers as $index => $layer ) {
			$parent                    = self::key( $layer, array( 'p_uid', 'parent_id' ) );
			$parents[ $ids[ $index ] ] = ( null === $parent || '-1' === $parent ) ? -1 : ( $map[ $parent ] ?? -1 );
		}
		$parents = self::without_cycles( $parents );

		$converted = array();
		foreach ( $layers as $index => $layer ) {
			$converted[] = self::layer( $layer, $ids[ $index ], $parents[ $ids[ $index ] ] );
		}
		return $converted;
	}

	/**
	 * New numeric ids: a legacy positive integer id is kept when unique and at most MAX_ID,
	 * others get the next free one.
	 *
	 * @param list<array<mixed>> $layers Legacy layers.
	 * @return array<int,int> New id by layer index.
	 */
	private static function ids( array $layers ): array {
		$ids  = array();
		$used = array();
		foreach ( $layers as $index => $layer ) {
			$key = self::key( $layer );
			// Ids stay within 32 bits, so the next free one never overflows into a float.
			if ( null !== $key && ctype_digit( $key ) && strlen( $key ) <= 10 && (int) $key > 0 && (int) $key <= self::MAX_ID && ! isset( $used[ (int) $key ] ) ) {
				$ids[ $index ]      = (int) $key;
				$used[ (int) $key ] = true;
			}
		}
		$next = $used ? max( array_keys( $used ) ) : 0;
		foreach ( array_keys( $layers ) as $index ) {
			$ids[ $index ] ??= ++$next;
		}
		return $ids;
	}

	/**
	 * A layer's legacy id (or its parent's) as a string key, or null when it has none.
	 *
	 * @param array<mixed> $layer Legacy layer.
	 * @param string[]     $keys  Keys to read, in order of preference.
	 */
	private static function key( array $layer, array $keys = array( 'unique_id', 'uid', 'id' ) ): ?string {
		$value = LegacyValue::first( $layer, $keys );
		return is_string( $value ) || is_int( $value ) ? (string) $value : null;
	}

	/**
	 * Breaks parent cycles (a layer inside itself) by making the layer top level.
	 *
	 * @param array<int,int> $parents Parent id by layer id.
	 * @return array<int,int>
	 */
	private static function without_cycles( array $parents ): array {
		foreach ( array_keys( $parents ) as $id ) {
			$seen = array( $id => true );
			for ( $at = $parents[ $id ]; - 1 !== $at; $at = $parents[ $at ] ?? -1 ) {
				if ( isset( $seen[ $at ] ) ) {
					$parents[ $id ] = -1;
					break;
				}
				$seen[ $at ] = true;
			}
		}
		return $parents;
	}

	/**
	 * One layer in the version 1 shape.
	 *
	 * @param array<mixed> $layer Legacy layer.
	 * @param int          $id    New id.
	 * @param int          $pid   New parent id, -1 for top level.
	 * @return array<string,mixed>
	 */
	private static function layer( array $layer, int $id, int $pid ): array {
		$types = SchemaFile::strings( 'layerTypes' );
		$type  = strtolower( LegacyValue::text( $layer['type'] ?? '' ) );
		$type  = in_array( $type, $types, true ) ? $type : 'text';
		$text  = LegacyValue::text( $layer['text'] ?? '' );
		$src   = LegacyValue::text( LegacyValue::first( $layer, array( 'image_url', 'video_url', 'src' ) ) );
		$alias = LegacyValue::text( $layer['alias'] ?? '' );

		$content = array();
		if ( '' !== $text ) {
			$content['text'] = $text;
		}
		if ( '' !== $src ) {
			$content['src'] = $src;
		}
		return array(
			'id'      => $id,
			'alias'   => '' !== $alias ? $alias : ucfirst( $type ) . ' ' . $id,
			'pid'     => $pid,
			'type'    => $type,
			'tag'     => strtolower( LegacyValue::text( LegacyValue::first( $layer, array( 'html_tag', 'tag' ) ), 'div' ) ),
			'content' => $content,
			'pos'     => array(
				'x' => self::responsive( $layer['x'] ?? 0 ),
				'y' => self::responsive( $layer['y'] ?? 0 ),
			),
			'tl'      => self::timeline( $layer ),
		);
	}

	/**
	 * One legacy offset for every device level (or five given ones).
	 *
	 * @param mixed $value Legacy offset.
	 * @return list<int|float>
	 */
	private static function responsive( $value ): array {
		if ( is_array( $value ) && 5 === count( $value ) ) {
			return array_map( static fn ( $v ) => LegacyValue::number( $v, 0 ) ?? 0, array_values( $value ) );
		}
		return array_fill( 0, 5, LegacyValue::number( $value, 0 ) ?? 0 );
	}

	/**
	 * The legacy start time and speed as a fade-in timeline.
	 *
	 * @param array<mixed> $layer Legacy layer.
	 * @return array<string,mixed>
	 */
	private static function timeline( array $layer ): array {
		$start = LegacyValue::number( $layer['start'] ?? null );
		$speed = LegacyValue::number( $layer['speed'] ?? null );
		if ( null === $start && null === $speed ) {
			return array();
		}
		return array(
			'in' => array(
				'frames' => array(
					array( 'o' => 0 ),
					array(
						'o'  => 1,
						'd'  => max( 0, $speed ?? 300 ),
						'st' => max( 0, $start ?? 0 ),
					),
				),
			),
		);
	}
}
