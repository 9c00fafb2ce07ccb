<?php
/**
 * The module resource's schema, declared once, and the route arguments derived from it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Schema\SchemaFile;

/**
 * The item schema is the generated schema of the canonical stored module plus its read-only id.
 */
final class ModuleSchema {

	/**
	 * The schema of one module in the edit context.
	 *
	 * @return array<string,mixed>
	 */
	public static function item(): array {
		$schema                         = SchemaFile::module();
		$schema['$schema']              = 'http://json-schema.org/draft-04/schema#';
		$schema['title']                = 'stagecraft-module';
		$schema['properties']           = (array) ( $schema['properties'] ?? array() );
		$schema['properties']['id']     = array(
			'description' => __( 'Module post id.', 'stagecraft' ),
			'type'        => 'integer',
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
		);
		$schema['properties']['status'] = array(
			'description' => __( 'Post status: publish needs the capability to publish; without it a new module is pending review.', 'stagecraft' ),
			'type'        => 'string',
			'enum'        => array( 'publish', 'draft', 'pending', 'private', 'future', 'trash' ),
			'context'     => array( 'edit' ),
		);
		return $schema;
	}

	/**
	 * Body arguments of create and update: one per writable top-level property, for discovery.
	 * They carry no callbacks: the body is checked as a whole in ModuleValidator, so its size
	 * limits apply before any schema walk and every error has one shape.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function body_args(): array {
		$args = array();
		foreach ( (array) self::item()['properties'] as $name => $property ) {
			if ( ! is_array( $property ) || ! empty( $property['readonly'] ) ) {
				continue;
			}
			$args[ (string) $name ] = array(
				'description'       => (string) ( $property['description'] ?? '' ),
				'type'              => $property['type'] ?? 'object',
				'validate_callback' => null,
				'sanitize_callback' => null,
			);
		}
		return $args;
	}

	/**
	 * The id in the route.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function id_arg(): array {
		return array(
			'id' => array(
				'description' => __( 'Module post id.', 'stagecraft' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}
}
