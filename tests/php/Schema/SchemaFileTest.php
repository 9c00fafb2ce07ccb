<?php
/**
 * The generated schema files and their built-in fallback.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Schema;

use Stagecraft\Schema\BuiltinSchema;
use Stagecraft\Schema\SchemaFile;
use Stagecraft\Schema\SharedRules;
use Stagecraft\Storage\Migrations\Migrator;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Reads php/Schema/generated when present, the built-in subset otherwise; either must be
 * something WordPress's validator understands.
 */
final class SchemaFileTest extends IntegrationTestCase {

	/**
	 * Back to the real folder.
	 */
	protected function tear_down(): void {
		SchemaFile::use_dir( null );
		parent::tear_down();
	}

	/**
	 * Schema nodes without a type (WordPress would call _doing_it_wrong on them).
	 *
	 * @param array<mixed> $node Schema node.
	 * @param string       $path Where it is.
	 * @return list<string>
	 */
	private function untyped( array $node, string $path ): array {
		$found = isset( $node['type'] ) || isset( $node['anyOf'] ) || isset( $node['oneOf'] ) ? array() : array( $path );
		foreach ( array( 'properties', 'patternProperties' ) as $keyword ) {
			foreach ( (array) ( $node[ $keyword ] ?? array() ) as $name => $child ) {
				$found = array_merge( $found, $this->untyped( (array) $child, "$path.$name" ) );
			}
		}
		foreach ( array( 'items', 'additionalProperties' ) as $keyword ) {
			if ( is_array( $node[ $keyword ] ?? null ) ) {
				$found = array_merge( $found, $this->untyped( $node[ $keyword ], "$path.$keyword" ) );
			}
		}
		foreach ( array( 'anyOf', 'oneOf' ) as $keyword ) {
			foreach ( (array) ( $node[ $keyword ] ?? array() ) as $index => $child ) {
				$found = array_merge( $found, $this->untyped( (array) $child, "$path.$keyword[$index]" ) );
			}
		}
		return $found;
	}

	public function test_a_missing_file_falls_back_to_the_built_in_schema(): void {
		SchemaFile::use_dir( sys_get_temp_dir() . '/stagecraft-no-such-dir' );

		$this->assertFalse( SchemaFile::is_generated() );
		$this->assertSame( BuiltinSchema::module(), SchemaFile::module() );
	}

	public function test_the_schema_in_use_is_typed_everywhere_and_uses_known_keywords(): void {
		$known = array_merge( rest_get_allowed_schema_keywords(), array( '$schema', 'required', 'readonly', 'context' ) );
		foreach ( array( SchemaFile::module(), BuiltinSchema::module() ) as $schema ) {
			$this->assertSame( array(), $this->untyped( $schema, 'module' ) );
			$this->assertSame( array(), array_values( array_diff( $this->keywords( $schema ), $known ) ) );
			$this->assertSame( 'object', $schema['type'] );
			$this->assertArrayHasKey( 'slides', $schema['properties'] );
		}
	}

	/**
	 * Every keyword a schema uses.
	 *
	 * @param array<mixed> $node Schema node.
	 * @return list<string>
	 */
	private function keywords( array $node ): array {
		$found = array_map( 'strval', array_keys( $node ) );
		foreach ( array( 'properties', 'patternProperties' ) as $keyword ) {
			foreach ( (array) ( $node[ $keyword ] ?? array() ) as $child ) {
				$found = array_merge( $found, $this->keywords( (array) $child ) );
			}
		}
		foreach ( array( 'items', 'additionalProperties' ) as $keyword ) {
			if ( is_array( $node[ $keyword ] ?? null ) ) {
				$found = array_merge( $found, $this->keywords( $node[ $keyword ] ) );
			}
		}
		foreach ( array( 'anyOf', 'oneOf' ) as $keyword ) {
			foreach ( (array) ( $node[ $keyword ] ?? array() ) as $child ) {
				$found = array_merge( $found, $this->keywords( (array) $child ) );
			}
		}
		return array_values( array_unique( $found ) );
	}

	public function test_the_shared_rules_are_the_generated_class(): void {
		$this->assertTrue( SchemaFile::is_generated() );
		$this->assertSame( SharedRules::SCHEMA_VERSION, Migrator::CURRENT );
		$this->assertSame( SharedRules::MODULE_TYPES, BuiltinSchema::module()['properties']['type']['enum'] );
		$this->assertSame(
			array(
				'width'  => array( 1600, 1240, 1024, 778, 480 ),
				'height' => array( 900, 698, 576, 438, 270 ),
			),
			SchemaFile::default_size()
		);
		$file = ( new \ReflectionClass( SharedRules::class ) )->getFileName();
		$this->assertSame( dirname( __DIR__, 3 ) . '/php/Schema/generated/SharedRules.php', realpath( (string) $file ) );
	}

	public function test_the_demo_and_test_modules_are_valid(): void {
		$demo                             = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/demo/modules/hero-demo.json' ), true );
		$demo['slides'][0]['bg']['image'] = array(
			'id'     => 5,
			'src'    => '/wp-content/uploads/hero.jpg',
			'width'  => 1600,
			'height' => 900,
			'alt'    => '',
		);
		foreach ( array( $demo, $this->module( 'schema-test' ) ) as $module ) {
			$this->assertTrue( rest_validate_value_from_schema( $module, SchemaFile::module(), 'module' ) );
		}
	}

	public function test_a_schema_file_that_is_not_an_object_is_ignored(): void {
		$dir = get_temp_dir() . 'stagecraft-schema-' . wp_generate_password( 6, false );
		wp_mkdir_p( $dir );
		file_put_contents( $dir . '/module.schema.json', '[1, 2]' );
		SchemaFile::use_dir( $dir );

		$this->assertFalse( SchemaFile::is_generated(), 'a file that is not a JSON object is ignored' );
		$this->assertSame( BuiltinSchema::module(), SchemaFile::module() );
		unlink( $dir . '/module.schema.json' );
		rmdir( $dir );
	}
}
