<?php
/**
 * The language stream items are asked for.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Blocks\ModuleScriptConfig;
use Stagecraft\Streams\SiteLanguage;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * A multilingual plugin's language reaches the page configuration (then srlang); none, nothing.
 */
final class SiteLanguageTest extends IntegrationTestCase {

	public function test_no_multilingual_plugin_no_language(): void {
		$this->assertSame( '', SiteLanguage::current() );
		$this->assertArrayNotHasKey( 'lang', ModuleScriptConfig::config() );
	}

	public function test_the_wpml_filter_gives_the_language_and_bad_codes_are_dropped(): void {
		$lang = 'pt-BR';
		$wpml = static function () use ( &$lang ) {
			return $lang;
		};
		add_filter( 'wpml_current_language', $wpml ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPML's filter.
		$this->assertSame( 'pt-BR', SiteLanguage::current() );
		$this->assertSame( 'pt-BR', ModuleScriptConfig::config()['lang'] );
		$lang = '"><script>';
		$this->assertSame( '', SiteLanguage::current() );
		remove_filter( 'wpml_current_language', $wpml );
	}
}
