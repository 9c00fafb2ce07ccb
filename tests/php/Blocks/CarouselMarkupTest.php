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
}
