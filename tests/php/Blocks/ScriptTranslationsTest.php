<?php
/**
 * Every block script that uses @wordpress/i18n reads the plugin's translations.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ScriptTranslations;
use Stagecraft\Tests\IntegrationTestCase;
use WP_Block_Type_Registry;

/**
 * The handles registered from block.json carry the text domain and the languages folder, and
 * WordPress asks for the file name that `npm run i18n`'s references produce.
 */
final class ScriptTranslationsTest extends IntegrationTestCase {

	private function languages_dir(): string {
		return dirname( __DIR__, 3 ) . '/plugin/languages';
	}

	/**
	 * Handles of Stagecraft's block scripts that depend on wp-i18n.
	 *
	 * @return string[]
	 */
	private function translated_handles(): array {
		$handles = array();
		foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $block ) {
			if ( ! str_starts_with( $name, 'stagecraft/' ) ) {
				continue;
			}
			foreach ( array_merge( $block->editor_script_handles, $block->script_handles, $block->view_script_handles ) as $handle ) {
				if ( in_array( 'wp-i18n', wp_scripts()->registered[ $handle ]->deps, true ) ) {
					$handles[] = $handle;
				}
			}
		}
		return $handles;
	}

	public function test_every_block_script_using_i18n_has_the_plugin_translations(): void {
		$handles = $this->translated_handles();

		// The visitors' scripts translate without wp-i18n (VisitorStringsTest, i18n-german e2e).
		$this->assertNotContains( 'stagecraft-module-view-script', $handles );
		$this->assertNotContains( 'stagecraft-contact-form-view-script', $handles );
		$this->assertContains( 'stagecraft-module-editor-script', $handles );
		foreach ( $handles as $handle ) {
			$script = wp_scripts()->registered[ $handle ];
			$this->assertSame( ScriptTranslations::DOMAIN, $script->textdomain, $handle );
			$this->assertSame( realpath( $this->languages_dir() ), realpath( (string) $script->translations_path ), $handle );
		}
	}

	public function test_wordpress_asks_for_the_file_named_by_the_built_script_path(): void {
		$asked  = array();
		$record = static function ( $file ) use ( &$asked ) {
			$asked[] = $file;
			return $file;
		};
		$german = static fn () => 'de_DE';
		add_filter( 'load_script_translation_file', $record );
		add_filter( 'pre_determine_locale', $german );
		try {
			load_script_textdomain( 'stagecraft-contact-form-view-script', 'stagecraft', $this->languages_dir() );
		} finally {
			remove_filter( 'load_script_translation_file', $record );
			remove_filter( 'pre_determine_locale', $german );
		}

		$name = 'stagecraft-de_DE-' . md5( 'build/contact-form/view.js' ) . '.json';
		$this->assertContains( $this->languages_dir() . '/' . $name, $asked );
		$this->assertContains( WP_LANG_DIR . '/plugins/' . $name, $asked );
	}
}
