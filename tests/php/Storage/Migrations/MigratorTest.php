<?php
/**
 * The migration chain: legacy (0) to the foundation's shape (1) to the current shape (2).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage\Migrations;

use Stagecraft\Storage\Migrations\Migration0To1;
use Stagecraft\Storage\Migrations\Migration1To2;
use Stagecraft\Storage\Migrations\Migrator;
use Stagecraft\Storage\ModuleNormalizer;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Covers each step and the chain on the legacy fixture.
 */
final class MigratorTest extends IntegrationTestCase {

	/**
	 * The legacy fixture, migrated and normalised as a read does.
	 *
	 * @return array<string,mixed>
	 */
	private function migrated_fixture(): array {
		$legacy = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/legacy-module.json' ), true );
		$result = Migrator::run( $legacy );
		$this->assertTrue( $result['migrated'] );
		return ModuleNormalizer::normalize( $result['module'] );
	}

	/**
	 * A slide of a module by id.
	 *
	 * @param array<string,mixed> $module Module.
	 * @param int                 $id     Slide id.
	 * @return array<string,mixed>
	 */
	private function slide( array $module, int $id ): array {
		foreach ( $module['slides'] as $slide ) {
			if ( $id === $slide['id'] ) {
				return $slide;
			}
		}
		$this->fail( "no slide $id" );
	}

	/**
	 * Layers of a slide by id.
	 *
	 * @param array<string,mixed> $slide Slide.
	 * @return array<int,array<string,mixed>>
	 */
	private function layers( array $slide ): array {
		return array_column( $slide['layers'], null, 'id' );
	}

	public function test_steps_are_numbered_in_a_chain(): void {
		$this->assertSame( array( 0, 1 ), array_map( static fn ( $step ) => $step->from(), Migrator::chain() ) );
		$this->assertSame( Migrator::CURRENT, count( Migrator::chain() ) );
		$this->assertSame( 0, ( new Migration0To1() )->from() );
		$this->assertSame( 1, ( new Migration1To2() )->from() );
	}

	public function test_version_is_read_or_recognised(): void {
		$this->assertSame( 0, Migrator::version_of( array( 'slider_params' => array() ) ) );
		$this->assertSame( 1, Migrator::version_of( array( 'alias' => 'a' ) ) );
		$this->assertSame( 2, Migrator::version_of( array( 'version' => '2' ) ) );
	}

	public function test_legacy_settings_become_five_level_arrays(): void {
		$module = $this->migrated_fixture();

		$this->assertSame( 2, $module['version'] );
		$this->assertSame( 'legacy-hero', $module['alias'] );
		$this->assertSame( 'Legacy hero', $module['title'] );
		$this->assertSame( 'slider', $module['type'], 'legacy "standard" is a slider' );
		$this->assertSame( array( 1240, 1240, 1024, 778, 480 ), $module['settings']['size']['width'] );
		$this->assertSame( array( 600, 600, 495, 376, 400 ), $module['settings']['size']['height'], 'scaled with the width, or the level\'s own value' );
		$this->assertTrue( $module['settings']['slideshow']['auto'] );
		$this->assertSame( 7000, $module['settings']['slideshow']['len'] );
		$this->assertTrue( $module['settings']['slideshow']['sOH'] );
		$this->assertSame( -1, $module['settings']['slideshow']['loop'] );
		$this->assertFalse( $module['settings']['slideshow']['shuffle'] );
		$this->assertSame( '#000000', $module['settings']['bg']['color'] );
		$this->assertArrayNotHasKey( 'slider_params', $module );
	}

	public function test_legacy_slides_get_ids_order_background_and_the_static_slide(): void {
		$module = $this->migrated_fixture();

		$this->assertSame( array( 30, 31, 32, 33 ), array_column( $module['slides'], 'id' ), 'sorted by order; the repeated id 30 and the static slide get new ids' );
		$first = $this->slide( $module, 30 );
		$this->assertSame( 'First slide', $first['title'], 'titles are plain text' );
		$this->assertSame( '#101a3c', $first['bg']['color'] );
		$this->assertSame(
			array(
				'id'     => 0,
				'src'    => '/wp-content/uploads/legacy-1.jpg',
				'width'  => 1240,
				'height' => 600,
				'alt'    => 'Mountains',
			),
			$first['bg']['image']
		);
		$this->assertSame( array( 'state' => 'published' ), $first['publish'] );
		$this->assertFalse( $first['global'] );
		$this->assertSame( 'unpublished', $this->slide( $module, 32 )['publish']['state'] );
		$static = $this->slide( $module, 33 );
		$this->assertTrue( $static['global'] );
		$this->assertSame( 'Always here', $static['layers'][0]['content']['text'] );
	}

	public function test_legacy_layers_map_parents_to_pid(): void {
		$layers = $this->layers( $this->slide( $this->migrated_fixture(), 30 ) );

		$this->assertSame( array( 1, 2, 3, 7, 5, 6 ), array_keys( $layers ), 'in their legacy order' );
		$this->assertSame( -1, $layers[1]['pid'], 'top level' );
		$this->assertSame( 1, $layers[2]['pid'], 'p_uid' );
		$this->assertSame( 2, $layers[3]['pid'], 'parent_id' );
		$this->assertSame( 2, $layers[7]['pid'], 'the string id "btn-4" became 7' );
		$this->assertSame( 7, $layers[6]['pid'], 'a child of "btn-4" follows it' );
		$this->assertSame( -1, $layers[5]['pid'], 'a missing parent makes a top-level layer' );
	}

	public function test_legacy_ids_too_large_for_an_integer_get_new_ids(): void {
		$layers = \Stagecraft\Storage\Migrations\LegacyLayers::convert(
			array(
				array( 'unique_id' => '9223372036854775807' ),
				array( 'unique_id' => '99999999999999999999' ),
				array(
					'unique_id' => 'x',
					'p_uid'     => '9223372036854775807',
				),
				array( 'unique_id' => 2147483647 ),
			)
		);
		$this->assertSame( array( 2147483648, 2147483649, 2147483650, 2147483647 ), array_column( $layers, 'id' ) );
		$this->assertSame( 2147483648, $layers[2]['pid'] );
	}

	public function test_legacy_layers_take_the_current_field_names(): void {
		$layers = $this->layers( $this->slide( $this->migrated_fixture(), 30 ) );

		$this->assertSame( 'Headline', $layers[3]['alias'] );
		$this->assertSame( 'text', $layers[3]['type'] );
		$this->assertSame( 'h1', $layers[3]['tag'] );
		$this->assertSame( 'Welcome alert(1)<strong>home</strong>', $layers[3]['content']['text'] );
		$this->assertSame( array( 10, 10, 10, 10, 10 ), $layers[3]['pos']['x'] );
		$this->assertSame( array( 20, 20, 20, 20, 20 ), $layers[3]['pos']['y'] );
		$this->assertSame(
			array(
				array( 'o' => 0 ),
				array(
					'o'  => 1,
					'd'  => 800,
					'st' => 300,
				),
			),
			$layers[3]['tl']['in']['frames']
		);
		$this->assertSame( array_fill( 0, 5, true ), $layers[3]['vis'] );
		$this->assertSame( '<a rel="noopener" href="/shop" target="_blank">Shop</a>', $layers[7]['content']['text'] );
		$this->assertSame( 'Button 7', $layers[7]['alias'] );
		$this->assertSame( '/wp-content/uploads/logo.png', $layers[5]['content']['src'] );
		$this->assertSame( 'div', $layers[5]['tag'], 'a tag outside the whitelist becomes the generic tag' );
	}

	public function test_version_1_gets_the_version_2_defaults_and_keeps_its_data(): void {
		$v1     = array(
			'version'  => 1,
			'alias'    => 'one',
			'title'    => 'One',
			'type'     => 'hero',
			'settings' => array(
				'size'      => array(
					'width'  => array( 1, 2, 3, 4, 5 ),
					'height' => array( 6, 7, 8, 9, 10 ),
				),
				'slideshow' => array( 'auto' => false ),
			),
			'slides'   => array(
				array(
					'id'     => 4,
					'title'  => 'S',
					'order'  => 0,
					'bg'     => array( 'color' => '#fff' ),
					'layers' => array(
						array(
							'id'      => 1,
							'alias'   => 'L',
							'pid'     => -1,
							'type'    => 'text',
							'tag'     => 'h2',
							'content' => array( 'text' => 'Hi' ),
							'tl'      => array(),
						),
					),
				),
			),
		);
		$result = Migrator::run( $v1 );
		$v2     = $result['module'];

		$this->assertTrue( $result['migrated'] );
		$this->assertSame( 2, $v2['version'] );
		$this->assertSame(
			array(
				'auto' => false,
				'len'  => 9000,
			),
			$v2['settings']['slideshow']
		);
		$this->assertSame( $v1['settings']['size'], $v2['settings']['size'] );
		$this->assertSame( array( 'state' => 'published' ), $v2['slides'][0]['publish'] );
		$this->assertSame( array(), $v2['slides'][0]['slideshow'] );
		$this->assertFalse( $v2['slides'][0]['global'] );
		$this->assertSame( array_fill( 0, 5, true ), $v2['slides'][0]['layers'][0]['vis'] );
		$this->assertSame( 'Hi', $v2['slides'][0]['layers'][0]['content']['text'] );
		$this->assertSame( '#fff', $v2['slides'][0]['bg']['color'] );
	}

	public function test_a_current_module_is_not_migrated(): void {
		$result = Migrator::run(
			array(
				'version' => 2,
				'alias'   => 'x',
			)
		);

		$this->assertFalse( $result['migrated'] );
		$this->assertSame(
			array(
				'version' => 2,
				'alias'   => 'x',
			),
			$result['module']
		);
	}

	public function test_malformed_stored_data_migrates_without_a_warning(): void {
		$shapes = array(
			array(
				'slider_params' => 'nonsense',
				'slides'        => 'x',
				'static_slide'  => 5,
			),
			array(
				'slider_params' => array(
					'width'  => array( 1 ),
					'height' => 'tall',
				),
				'slides'        => array(
					1,
					'a',
					array(
						'params' => 'p',
						'layers' => 'l',
					),
				),
			),
			array(
				'slider_params' => array(),
				'slides'        => array(
					array(
						'layers' => array(
							7,
							array(
								'unique_id' => array( 1 ),
								'p_uid'     => array(),
								'x'         => array( 'a' => 1 ),
								'text'      => array(),
							),
						),
					),
				),
			),
			array(
				'slider_params' => array(),
				'slides'        => array(
					array(
						'layers' => array(
							array(
								'unique_id' => 1,
								'p_uid'     => 2,
							),
							array(
								'unique_id' => 2,
								'p_uid'     => 1,
							),
						),
					),
				),
			),
			array(
				'version'  => 1,
				'settings' => 'x',
				'slides'   => array(
					'y',
					array(
						'layers'  => array( 'z' ),
						'publish' => 'p',
					),
				),
			),
		);
		foreach ( $shapes as $shape ) {
			$module = ModuleNormalizer::normalize( Migrator::run( $shape )['module'] );
			$this->assertSame( 2, $module['version'] );
		}
		$cycle = ModuleNormalizer::normalize( Migrator::run( $shapes[3] )['module'] )['slides'][0]['layers'];
		$this->assertContains( -1, array_column( $cycle, 'pid' ), 'a parent cycle is broken' );
	}
}
