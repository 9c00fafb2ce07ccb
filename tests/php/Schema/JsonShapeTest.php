<?php
/**
 * JSON shape of decoded data.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Schema;

use Stagecraft\Schema\JsonShape;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Empty objects encode as {}, whole floats as integers.
 */
final class JsonShapeTest extends IntegrationTestCase {

	public function test_empty_objects_and_whole_numbers_get_their_json_shape_back(): void {
		$schema = array(
			'type'       => 'object',
			'properties' => array(
				'tl'    => array( 'type' => 'object' ),
				'list'  => array(
					'type'  => 'array',
					'items' => array( 'type' => 'number' ),
				),
				'maybe' => array( 'anyOf' => array( array( 'type' => 'boolean' ), array( 'type' => 'object' ) ) ),
			),
		);
		$value  = array(
			'tl'    => array(),
			'list'  => array( 1600.0, 0.5 ),
			'maybe' => array(),
			'free'  => array(),
		);

		$this->assertSame( '{"tl":{},"list":[1600,0.5],"maybe":{},"free":[]}', wp_json_encode( JsonShape::restore( $value, $schema ) ) );
	}
}
