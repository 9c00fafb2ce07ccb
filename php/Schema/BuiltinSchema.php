<?php
/**
 * The minimal module schema used until the generated schema file exists.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Schema;

use Stagecraft\Storage\Migrations\Migrator;

/**
 * A small, tolerant subset of src/schema: only what the server relies on. Unknown fields pass.
 */
final class BuiltinSchema {

	/**
	 * The canonical stored module, in the JSON Schema subset WordPress validates.
	 *
	 * @return array<string,mixed>
	 */
	public static function module(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'stagecraft-module',
			'type'       => 'object',
			'required'   => array( 'alias' ),
			'properties' => array(
				'version'  => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => Migrator::CURRENT,
				),
				'alias'    => self::text( 1, 200 ),
				'title'    => self::text( 0, 200 ),
				'type'     => array(
					'type' => 'string',
					'enum' => SharedRules::MODULE_TYPES,
				),
				'settings' => array(
					'type'       => 'object',
					'properties' => array(
						'size'      => array(
							'type'       => 'object',
							'properties' => array(
								'width'  => self::responsive( 'number' ),
								'height' => self::responsive( 'number' ),
							),
						),
						'slideshow' => array(
							'type'       => 'object',
							'properties' => array(
								'auto' => array( 'type' => 'boolean' ),
								'len'  => array(
									'type'    => 'number',
									'minimum' => 0,
								),
							),
						),
					),
				),
				'slides'   => array(
					'type'  => 'array',
					'items' => self::slide( SharedRules::LAYER_TYPES ),
				),
			),
		);
	}

	/**
	 * One slide.
	 *
	 * @param string[] $layer_types Layer types.
	 * @return array<string,mixed>
	 */
	private static function slide( array $layer_types ): array {
		$time = array( 'type' => array( 'string', 'number' ) );
		$id   = array( 'type' => array( 'integer', 'string' ) );
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'        => $id,
				'title'     => self::text( 0, 500 ),
				'order'     => array( 'type' => 'number' ),
				'global'    => array( 'type' => 'boolean' ),
				'publish'   => array(
					'type'       => 'object',
					'properties' => array(
						'from'  => $time,
						'to'    => $time,
						'state' => array(
							'type' => 'string',
							'enum' => array( 'published', 'unpublished', 'draft' ),
						),
					),
				),
				'slideshow' => array( 'type' => 'object' ),
				'bg'        => array(
					'type'       => 'object',
					'properties' => array(
						'color' => array( 'type' => 'string' ),
						'image' => array( 'type' => 'object' ),
					),
				),
				'layers'    => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'      => $id,
							'alias'   => array( 'type' => 'string' ),
							'pid'     => $id,
							'type'    => array(
								'type' => 'string',
								'enum' => $layer_types,
							),
							'tag'     => array( 'type' => 'string' ),
							'content' => array( 'type' => 'object' ),
							'vis'     => self::responsive( 'boolean' ),
							'tl'      => array( 'type' => 'object' ),
						),
					),
				),
			),
		);
	}

	/**
	 * Five values, one per device level.
	 *
	 * @param string $type Item type.
	 * @return array<string,mixed>
	 */
	private static function responsive( string $type ): array {
		return array(
			'type'     => 'array',
			'items'    => array( 'type' => $type ),
			'minItems' => 5,
			'maxItems' => 5,
		);
	}

	/**
	 * A string with length bounds.
	 *
	 * @param int $min Minimum length.
	 * @param int $max Maximum length.
	 * @return array<string,mixed>
	 */
	private static function text( int $min, int $max ): array {
		return array(
			'type'      => 'string',
			'minLength' => $min,
			'maxLength' => $max,
		);
	}
}
