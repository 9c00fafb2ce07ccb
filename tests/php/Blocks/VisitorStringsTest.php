<?php
/**
 * The visitor scripts that translate without wp-i18n get their strings from their own file.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\VisitorStrings;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The module and site header view scripts print window.stagecraftStrings from the JSON file
 * WordPress names after the script, and nothing on an English site.
 */
final class VisitorStringsTest extends IntegrationTestCase {

	private const MODULE = 'stagecraft-module-view-script';
	private const HEADER = 'stagecraft-site-header-view-script';

	private function languages_dir(): string {
		return dirname( __DIR__, 3 ) . '/plugin/languages';
	}

	public function test_the_module_and_header_view_scripts_need_neither_wp_i18n_nor_wp_hooks(): void {
		foreach ( array( self::MODULE, self::HEADER ) as $handle ) {
			$script = wp_scripts()->query( $handle, 'registered' );
			$this->assertInstanceOf( \_WP_Dependency::class, $script, $handle );
			$this->assertNotContains( 'wp-i18n', $script->deps, $handle );
			$this->assertNotContains( 'wp-hooks', $script->deps, $handle );
			$this->assertContains( $handle, VisitorStrings::wire( array( $handle ), $this->languages_dir() ), $handle );
		}
	}

	public function test_the_strings_are_the_translated_ones_of_the_scripts_own_file(): void {
		$asked = array();
		$jed   = static function ( $translations, $file, $handle ) use ( &$asked ) {
			$asked[] = array( $handle, $file );
			return (string) wp_json_encode(
				array(
					'domain'      => 'messages',
					'locale_data' => array(
						'messages' => array(
							''               => array( 'lang' => 'de_DE' ),
							'Next slide'     => array( 'Nächstes Bild' ),
							'Previous slide' => array( '' ),
						),
					),
				)
			);
		};
		add_filter( 'pre_load_script_translations', $jed, 10, 3 );
		try {
			$strings = VisitorStrings::strings( self::MODULE, $this->languages_dir() );
			$script  = VisitorStrings::script( self::MODULE, $this->languages_dir() );
		} finally {
			remove_filter( 'pre_load_script_translations', $jed, 10 );
		}

		$this->assertSame( array( 'Next slide' => 'Nächstes Bild' ), $strings );
		$this->assertStringContainsString( '"Next slide":"Nächstes Bild"', $script );
		$this->assertStringStartsWith( 'window.stagecraftStrings = Object.assign(', $script );
		$this->assertSame( self::MODULE, $asked[0][0] );
	}

	public function test_an_english_site_prints_nothing(): void {
		$this->assertSame( array(), VisitorStrings::strings( self::MODULE, $this->languages_dir() ) );
		$this->assertSame( '', VisitorStrings::script( self::MODULE, $this->languages_dir() ) );
	}

	public function test_the_strings_are_added_before_the_script_when_it_is_printed(): void {
		VisitorStrings::wire( array( self::MODULE ), $this->languages_dir() );
		$jed = static fn () => '{"locale_data":{"messages":{"":{},"Close":["Schließen"]}}}';
		add_filter( 'pre_load_script_translations', $jed );
		try {
			VisitorStrings::attach( array( self::MODULE ) );
			VisitorStrings::attach( array( self::MODULE ) );
		} finally {
			remove_filter( 'pre_load_script_translations', $jed );
		}
		$before = wp_scripts()->get_data( self::MODULE, 'before' );
		$this->assertIsArray( $before );
		$ours = array_values( array_filter( $before, static fn ( $code ) => str_contains( (string) $code, 'stagecraftStrings' ) ) );
		$this->assertCount( 1, $ours );
		$this->assertStringContainsString( 'Schließen', $ours[0] );
	}
}
