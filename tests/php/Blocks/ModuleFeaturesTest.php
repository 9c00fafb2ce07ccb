<?php
/**
 * The features hint the server prints on a module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleFeatures;
use PHPUnit\Framework\TestCase;

/**
 * The server and the runtime name the same features (tests/fixtures/module-features.json is
 * shared with src/module/features/needs.test.ts).
 */
final class ModuleFeaturesTest extends TestCase {

	public function test_features_match_the_shared_fixture(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/module-features.json' ), true );
		$this->assertNotEmpty( $fixture['cases'] );
		foreach ( $fixture['cases'] as $case ) {
			$slides = array();
			foreach ( $case['slides'] as $slide ) {
				$slides[] = array(
					'bg'     => $slide['bg'] ?? array(),
					'layers' => isset( $slide['layerBg'] ) ? array( array( 'bg' => $slide['layerBg'] ) ) : array( ( $slide['layer'] ?? array() ) + array( 'type' => 'text' ) ),
				);
			}
			$module = array(
				'type'     => $case['type'],
				'settings' => $case['settings'],
				'slides'   => $slides,
			);
			$this->assertSame( $case['features'], ModuleFeatures::of( $module ), $case['name'] );
		}
	}

	public function test_add_ons_need_the_resource_loader(): void {
		$module = array(
			'type'     => 'hero',
			'settings' => array(),
			'slides'   => array( array() ),
			'addOns'   => array( 'particles' => 'https://example.test/particles.js' ),
		);
		$this->assertSame( array( 'resources' ), ModuleFeatures::of( $module ) );
	}
}
