<?php
/**
 * The module's box per device level.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleBox;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Custom properties and classes the stylesheet reads before any script.
 */
final class ModuleBoxTest extends TestCase {

	public function test_every_level_gets_its_grid_and_missing_levels_inherit(): void {
		$box = ModuleBox::attributes(
			array(
				'width'  => array( 1400, 1200, 'x' ),
				'height' => 500,
			)
		);
		$this->assertSame(
			'--stagecraft-w0:1400;--stagecraft-h0:500;--stagecraft-w1:1200;--stagecraft-h1:500;--stagecraft-w2:1200;--stagecraft-h2:500;--stagecraft-w3:1200;--stagecraft-h3:500;--stagecraft-w4:1200;--stagecraft-h4:500',
			$box['style']
		);
		$this->assertSame( '', $box['class'] );
	}

	public function test_defaults_apply_without_sizes(): void {
		$box = ModuleBox::attributes( array() );
		$this->assertStringStartsWith( '--stagecraft-w0:1600;--stagecraft-h0:900;--stagecraft-w1:1240;', $box['style'] );
	}

	public function test_limits_offsets_boxes_and_flags(): void {
		$box = ModuleBox::attributes(
			array(
				'width'            => array( 1240, 1240, 1024, 778, 480 ),
				'height'           => array( 600, 600, 560, 520, 640 ),
				'minHeight'        => 300,
				'maxHeight'        => 900,
				'maxWidth'         => 1400,
				'fullWidth'        => true,
				'fullHeight'       => true,
				'fullHeightOffset' => '10%',
				'respectRatio'     => true,
				'keepBPHeight'     => true,
				'padding'          => array( 10, '2em' ),
				'margins'          => array(
					't' => 5,
					'b' => 5,
				),
			)
		);
		$this->assertStringContainsString( ';--stagecraft-min-h:300px;--stagecraft-max-h:900px;--stagecraft-max-w:1400px;--stagecraft-offset:10svh;--stagecraft-padding:10px 2em;margin:5px 0px 5px 0px', $box['style'] );
		$this->assertSame( 'is-full-width is-full-height is-respect-ratio is-keep-height', $box['class'] );
	}

	public function test_unsafe_values_are_left_out(): void {
		$box = ModuleBox::attributes(
			array(
				'fullHeightOffset' => '#masthead',
				'padding'          => '1px;background:url(x)',
				'maxHeight'        => -5,
			)
		);
		$this->assertStringNotContainsString( 'offset', $box['style'] );
		$this->assertStringNotContainsString( 'padding', $box['style'] );
		$this->assertStringNotContainsString( 'max-h', $box['style'] );
		$this->assertStringNotContainsString( 'background', $box['style'] );
	}

	public function test_a_bare_number_offset_is_px(): void {
		$this->assertStringContainsString( '--stagecraft-offset:64px', ModuleBox::attributes( array( 'fullHeightOffset' => '64' ) )['style'] );
	}
}
