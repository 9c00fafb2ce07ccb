<?php
/**
 * Outer navigation space reserved by the server.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\NavigationSpace;
use PHPUnit\Framework\TestCase;

/**
 * The server and the runtime reserve the same space (tests/fixtures/navigation-space.json is
 * shared with src/module/navigation/navigation.test.ts).
 */
final class NavigationSpaceTest extends TestCase {

	public function test_sides_match_the_shared_fixture(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/navigation-space.json' ), true );
		foreach ( $fixture['cases'] as $case ) {
			$module = array(
				'settings' => array( 'navigation' => $case['navigation'] ),
				'slides'   => array( array(), array() ),
			);
			$this->assertSame( $case['sides'], NavigationSpace::sides( $module ) );
			$style = '';
			foreach ( $case['style'] as $name => $value ) {
				$style .= ';' . $name . ':' . $value;
			}
			$this->assertSame( $style, NavigationSpace::style( $module ) );
		}
	}

	public function test_style_names_only_reserved_sides_and_skips_heroes(): void {
		$module = array(
			'settings' => array(
				'type'       => 'slider',
				'navigation' => array(
					'thumbs' => array(
						'set'  => true,
						'io'   => 'outer-bottom',
						'y'    => 0,
						'size' => array(
							'w' => 100,
							'h' => 40,
						),
					),
				),
			),
			'slides'   => array( array(), array() ),
		);
		$this->assertSame( ';--stagecraft-outer-bottom:calc(0px + clamp(20px, calc(4vw + 0.8px), 40px))', NavigationSpace::style( $module ) );
		$module['settings']['type'] = 'hero';
		$this->assertSame( '', NavigationSpace::style( $module ) );
		$module['settings']['type'] = 'slider';
		$module['slides']           = array( array() );
		$this->assertSame( '', NavigationSpace::style( $module ) );
	}
}
