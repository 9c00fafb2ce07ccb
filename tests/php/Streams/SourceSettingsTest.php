<?php
/**
 * Reading stream settings from stored modules of any shape.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Streams\SourceSettings;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Tolerant normalisation, never a warning.
 */
final class SourceSettingsTest extends IntegrationTestCase {

	public function test_type_and_groups_are_read_with_defaults(): void {
		$module = array(
			'settings' => array(
				'source' => array(
					'type' => 'Post',
					'post' => array( 'types' => array( 'page' ) ),
				),
			),
		);

		$this->assertSame( 'post', SourceSettings::type( $module ) );
		$this->assertSame( array( 'types' => array( 'page' ) ), SourceSettings::group( $module, 'post' ) );
		$this->assertSame( array(), SourceSettings::group( $module, 'gallery' ) );
		foreach ( array( array(), array( 'settings' => 'x' ), array( 'settings' => array( 'source' => array( 'type' => array( 'post' ) ) ) ) ) as $broken ) {
			$this->assertSame( '', SourceSettings::type( $broken ) );
			$this->assertSame( array(), SourceSettings::group( $broken, 'post' ) );
		}
	}

	public function test_ids_come_from_lists_or_comma_strings_in_order(): void {
		$this->assertSame( array( 5, 3, 9 ), SourceSettings::ids( array( 5, '3', 'x', -2, 0, 9, null, array( 1 ) ) ) );
		$this->assertSame( array( 12, 4 ), SourceSettings::ids( '12, 4,,abc' ) );
		$this->assertSame( array( 7 ), SourceSettings::ids( 7 ) );
		$this->assertSame( array(), SourceSettings::ids( null ) );
		$this->assertSame( array(), SourceSettings::ids( 1.5 ) );
	}

	public function test_keys_are_sanitized_and_unique(): void {
		$this->assertSame( array( 'post', 'page' ), SourceSettings::keys( 'post, page,post' ) );
		$this->assertSame( array( 'product' ), SourceSettings::keys( array( 'Product', 3, '<>', null ) ) );
	}
}
