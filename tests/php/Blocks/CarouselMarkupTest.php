<?php
/**
 * The carousel's first window as the server prints it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\CarouselMarkup;
use PHPUnit\Framework\TestCase;

/**
 * The server and the runtime apply the same carousel rules (tests/fixtures/carousel-layout.json
 * is shared with src/module/carousel/style.test.ts).
 */
final class CarouselMarkupTest extends TestCase {

	public function test_rules_match_the_shared_fixture(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/carousel-layout.json' ), true );
		$this->assertNotEmpty( $fixture['cases'] );
		foreach ( $fixture['cases'] as $case ) {
			$module   = array(
				'type'     => 'carousel',
				'settings' => array( 'carousel' => $case['carousel'] ),
				'slides'   => array_fill( 0, $case['count'], array( 'layers' => array() ) ),
			);
			$settings = CarouselMarkup::settings( $module );
			$this->assertSame( $case['maxV'], $settings['maxV'], $case['name'] );
			$this->assertSame( implode( ' ', $case['classes'] ), CarouselMarkup::classes( $settings ), $case['name'] );
			$style = '';
			foreach ( $case['properties'] as $name => $value ) {
				$style .= $name . ':' . $value . ';';
			}
			$this->assertSame( $style, CarouselMarkup::stage_style( $settings ), $case['name'] );
			$window = array_column( CarouselMarkup::first_window( $module['slides'], $settings ), 'index' );
			// The focused slide comes first (its image is the LCP element); the set is the fixture's.
			$this->assertSame( 0, $window[0], $case['name'] );
			sort( $window );
			$this->assertSame( $case['window'], $window, $case['name'] );
		}
	}

	public function test_a_justified_window_places_slides_by_their_own_widths(): void {
		$image  = static fn ( int $width ): array => array(
			'bg' => array(
				'image' => array(
					'width'  => $width,
					'height' => 800,
				),
			),
		);
		$slides = array( $image( 1280 ), $image( 800 ), $image( 1280 ) );
		$module = array(
			'type'     => 'carousel',
			'settings' => array(
				'carousel' => array(
					'justify' => true,
					'align'   => 'left',
				),
			),
			'slides'   => $slides,
		);
		$window = CarouselMarkup::first_window( $slides, CarouselMarkup::settings( $module ) );
		$this->assertSame( '--stagecraft-u:0;--stagecraft-own:min(100cqw, 100cqh * 1.6);--stagecraft-x:calc(-50cqw + min(100cqw, 100cqh * 1.6) * 0.5);', $window[0]['style'] );
		$this->assertStringContainsString( '--stagecraft-own:min(100cqw, 100cqh * 1);', $window[1]['style'] );
		$this->assertFalse(
			CarouselMarkup::applies(
				array(
					'type'   => 'carousel',
					'slides' => array( array() ),
				)
			)
		);
	}

	public function test_each_device_level_gets_its_own_window_in_the_stage_style(): void {
		$module   = array(
			'type'     => 'carousel',
			'settings' => array(
				'carousel' => array(
					'maxV'  => array( 5, 5, 5, 5, 1 ),
					'space' => array( 30, 30, 30, 20, 10 ),
				),
			),
			'slides'   => array_fill( 0, 6, array( 'layers' => array() ) ),
		);
		$settings = CarouselMarkup::settings( $module );
		$this->assertSame( array( 5, 5, 5, 5, 1 ), $settings['maxV'] );
		$this->assertSame( array( 30.0, 30.0, 30.0, 20.0, 10.0 ), $settings['space'] );
		$this->assertSame( array( -2, 2 ), CarouselMarkup::window( $settings, 0 ) );
		$this->assertSame( array( 0, 0 ), CarouselMarkup::window( $settings, 4 ) );
		$style = CarouselMarkup::stage_style( $settings );
		// Largedesktop prints every number; a level equal to the one above is left out.
		$this->assertStringStartsWith( '--stagecraft-maxv0:5;--stagecraft-maxv4:1;--stagecraft-space0:30px;--stagecraft-space3:20px;--stagecraft-space4:10px;--stagecraft-lo0:-2;--stagecraft-lo4:0;--stagecraft-hi0:2;--stagecraft-hi4:0;--stagecraft-k0:2;--stagecraft-k4:1;', $style );
		$this->assertStringNotContainsString( 'maxv1', $style );
		// The server prints the widest window (the desktops'); each slide says on which levels it is
		// outside the window, for the stylesheet to hide it there (a phone shows only the focused one).
		$window = array_column( CarouselMarkup::first_window( $module['slides'], $settings ), 'out', 'index' );
		ksort( $window );
		$this->assertSame(
			array(
				0 => '',
				1 => '4',
				2 => '4',
			),
			$window
		);
	}

	public function test_a_single_number_is_every_level_as_the_page_sliders_store_it(): void {
		$single = CarouselMarkup::settings(
			array(
				'type'     => 'carousel',
				'settings' => array(
					'carousel' => array(
						'maxV'  => 4,
						'space' => 24,
					),
				),
				'slides'   => array_fill( 0, 9, array() ),
			)
		);
		$this->assertSame( array( 3, 3, 3, 3, 3 ), $single['maxV'] );
		$this->assertSame( array( 24.0, 24.0, 24.0, 24.0, 24.0 ), $single['space'] );
		$this->assertStringStartsWith( '--stagecraft-maxv0:3;--stagecraft-space0:24px;--stagecraft-lo0:-1;--stagecraft-hi0:1;--stagecraft-k0:1;--stagecraft-min-scale', CarouselMarkup::stage_style( $single ) );
		// A short list: the missing levels are the level above; an invalid entry too.
		$short = CarouselMarkup::settings(
			array(
				'type'     => 'carousel',
				'settings' => array( 'carousel' => array( 'maxV' => array( 7, 'x', 3 ) ) ),
				'slides'   => array_fill( 0, 9, array() ),
			)
		);
		$this->assertSame( array( 7, 7, 3, 3, 3 ), $short['maxV'] );
	}
}
