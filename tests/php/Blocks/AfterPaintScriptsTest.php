<?php
/**
 * The module view script adds React itself after the first paint.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\AfterPaintScripts;
use Stagecraft\Blocks\ModuleScriptConfig;
use Stagecraft\Tests\FreshScripts;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The tags WordPress prints for the module view script after AfterPaintScripts::move().
 */
final class AfterPaintScriptsTest extends IntegrationTestCase {

	use FreshScripts;

	protected function set_up(): void {
		parent::set_up();
		$this->use_fresh_scripts();
		wp_register_script( ModuleScriptConfig::HANDLE, 'https://example.test/view.js', array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-i18n' ), '1', array( 'strategy' => 'defer' ) );
	}

	protected function tear_down(): void {
		$this->restore_scripts();
		parent::tear_down();
	}

	public function test_react_leaves_the_page_and_the_view_script_names_it_in_order(): void {
		AfterPaintScripts::move();
		wp_enqueue_script( ModuleScriptConfig::HANDLE );
		$html = $this->printed();
		foreach ( AfterPaintScripts::HANDLES as $handle ) {
			$this->assertStringNotContainsString( 'id="' . $handle . '-js"', $html, $handle );
		}
		// Dependencies the runtime does not need stay WordPress's to print.
		$this->assertStringContainsString( 'id="wp-i18n-js"', $html );
		$named = preg_match( '/window\.stagecraftAfterPaint = (\[.*?\]);/', $html, $match ) ? json_decode( $match[1], true ) : null;
		$this->assertIsArray( $named );
		$this->assertSame( array( 'react', 'react-dom', 'react-jsx-runtime' ), array_column( $named, 0 ) );
		$react = wp_scripts()->registered['react'];
		$this->assertSame( wp_scripts()->base_url . $react->src . '?ver=' . $react->ver, $named[0][1] );
	}

	public function test_another_script_that_needs_react_still_gets_wordpress_tag(): void {
		AfterPaintScripts::move();
		wp_enqueue_script( ModuleScriptConfig::HANDLE );
		wp_enqueue_script( 'stagecraft-test-other', 'https://example.test/other.js', array( 'react-dom' ), '1', array( 'strategy' => 'defer' ) );
		$html = $this->printed();
		$this->assertStringContainsString( 'id="react-dom-js"', $html );
		$this->assertLessThan( strpos( $html, 'id="stagecraft-test-other-js"' ), strpos( $html, 'id="react-dom-js"' ) );
	}

	public function test_moving_twice_changes_nothing_more(): void {
		AfterPaintScripts::move();
		AfterPaintScripts::move();
		$before = wp_scripts()->get_data( ModuleScriptConfig::HANDLE, 'before' );
		$this->assertCount( 1, array_filter( (array) $before, static fn ( $s ) => str_contains( (string) $s, AfterPaintScripts::GLOBAL_NAME ) ) );
	}
}
