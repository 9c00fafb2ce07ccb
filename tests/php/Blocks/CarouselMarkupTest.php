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
			$first  = CarouselMarkup::first_window( $module['slides'], $settings );
			$window = array_column( $first, 'index' );
			// The focused slide comes first (its image is the LCP element); the set is the fixture's.
			$this->assertSame( 0, $window[0], $case['name'] );
			sort( $window );
			$this->assertSame( $case['window'], $window, $case['name'] );
			foreach ( $first as $item ) {
				if ( isset( $case['units'] ) ) {
					$this->assertSame( $case['units'][ (string) $item['index'] ], self::units_of( $item['style'] ), $case['name'] . ': slide ' . $item['index'] );
				}
				if ( isset( $case['out'] ) ) {
					$this->assertSame( $case['out'][ (string) $item['index'] ], $item['out'], $case['name'] . ': slide ' . $item['index'] );
				}
			}
		}
	}

	/**
	 * A slide whose background image is `$width` wide and 800 px high: landscape at 1280, square
	 * at 800 (a justified slide's own width follows the image's proportions).
	 *
	 * @param int $width The image's width, px.
	 * @return array<string,mixed>
	 */
	private static function image_slide( int $width ): array {
		return array(
			'bg' => array(
				'image' => array(
					'width'  => $width,
					'height' => 800,
				),
			),
		);
	}

	/**
	 * A slide's offset on each level as the stylesheet reads it: the level's own, else the
	 * nearest level above that printed one.
	 *
	 * @param string $style Slide style.
	 * @return list<int>
	 */
	private static function units_of( string $style ): array {
		preg_match_all( '/--stagecraft-u(\d):(-?\d+);/', $style, $matches, PREG_SET_ORDER );
		$printed = array();
		foreach ( $matches as $match ) {
			$printed[ (int) $match[1] ] = (int) $match[2];
		}
		$units = array();
		$last  = null;
		for ( $level = 0; $level < 5; $level++ ) {
			$last    = $printed[ $level ] ?? $last;
			$units[] = $last;
		}
		return $units;
	}

	public function test_a_justified_window_places_slides_by_their_own_widths(): void {
		$slides = array( self::image_slide( 1280 ), self::image_slide( 800 ), self::image_slide( 1280 ) );
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
		$this->assertSame( '--stagecraft-u0:0;--stagecraft-own:min(100cqw, 100cqh * 1.6);--stagecraft-jx0:calc(-50cqw + min(100cqw, 100cqh * 1.6) * 0.5);', $window[0]['style'] );
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
		$this->assertStringStartsWith( '--stagecraft-maxv0:3;--stagecraft-space0:24px;--stagecraft-lo0:-1;--stagecraft-hi0:1;--stagecraft-k0:1;--stagecraft-justify0:0;--stagecraft-stretch0:0;--stagecraft-min-scale', CarouselMarkup::stage_style( $single ) );
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

	public function test_justify_and_align_per_level_place_each_level_by_its_own_rules(): void {
		$slides = array( self::image_slide( 1280 ), self::image_slide( 800 ), self::image_slide( 1280 ), self::image_slide( 800 ) );
		// Justified and aligned left on the desktops, justified and centred on tablets, the
		// slots filled on phones; endless.
		$module   = array(
			'type'     => 'carousel',
			'settings' => array(
				'carousel' => array(
					'justify'  => array( true, true, true, true, false ),
					'align'    => array( 'left', 'left', 'left', 'center' ),
					'infinity' => true,
				),
			),
			'slides'   => $slides,
		);
		$settings = CarouselMarkup::settings( $module );
		$this->assertSame( array( true, true, true, true, false ), $settings['justify'] );
		$this->assertSame( array( 'left', 'left', 'left', 'center', 'center' ), $settings['align'] );
		$this->assertStringContainsString( '--stagecraft-justify0:1;--stagecraft-justify4:0;', CarouselMarkup::stage_style( $settings ) );
		$window = array_column( CarouselMarkup::first_window( $slides, $settings ), 'style', 'index' );
		// The focused slide: at the stage's left edge on the desktops, in its middle on tablets
		// (0px), and no justified place on phones.
		$this->assertSame( '--stagecraft-u0:0;--stagecraft-own:min(100cqw, 100cqh * 1.6);--stagecraft-jx0:calc(-50cqw + min(100cqw, 100cqh * 1.6) * 0.5);--stagecraft-jx3:0px;', $window[0] );
		// The last slide: behind the desktops' window aligned left, the focused one's neighbour
		// before it on tablets, centred; its place there is the two half slides and a space.
		$this->assertStringStartsWith( '--stagecraft-u0:-1;--stagecraft-own:min(100cqw, 100cqh * 1);', $window[3] );
		$this->assertStringContainsString( '--stagecraft-jx3:calc(min(100cqw, 100cqh * 1.6) * -0.5 + min(100cqw, 100cqh * 1) * -0.5 + var(--stagecraft-space) * -1);', $window[3] );
		// A stored value of another type is the level above; none valid is the default.
		$mixed = CarouselMarkup::settings(
			array(
				'settings' => array(
					'carousel' => array(
						'stretch' => array( false, 'yes', true ),
						'align'   => 'middle',
					),
				),
				'slides'   => $slides,
			)
		);
		$this->assertSame( array( false, false, true, true, true ), $mixed['stretch'] );
		$this->assertSame( array_fill( 0, 5, 'center' ), $mixed['align'] );
	}
}
