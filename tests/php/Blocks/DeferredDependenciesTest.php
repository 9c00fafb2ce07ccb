<?php
/**
 * React and wp-element load deferred on the front end when only deferred scripts need them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\DeferredDependencies;
use Stagecraft\Tests\FreshScripts;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The script tags WordPress prints after DeferredDependencies::defer().
 */
final class DeferredDependenciesTest extends IntegrationTestCase {

	use FreshScripts;

	protected function set_up(): void {
		parent::set_up();
		$this->use_fresh_scripts();
	}

	protected function tear_down(): void {
		$this->restore_scripts();
		parent::tear_down();
	}

	/**
	 * Whether the printed tag of a script has the defer attribute (WordPress 6.8 and 7.1 order
	 * the attributes differently).
	 *
	 * @param string $html   Printed tags.
	 * @param string $handle Script handle.
	 */
	private function deferred( string $html, string $handle ): bool {
		$this->assertSame( 1, preg_match( '/<script\b[^>]*\bid="' . preg_quote( $handle, '/' ) . '-js"[^>]*>/', $html, $tag ), "$handle is printed" );
		return 1 === preg_match( '/\sdefer(?=[\s>])/', $tag[0] );
	}

	public function test_reacts_packages_are_deferred_when_only_deferred_scripts_need_them(): void {
		DeferredDependencies::defer();
		wp_enqueue_script( 'stagecraft-test-view', 'https://example.test/view.js', array( 'react-jsx-runtime', 'wp-element', 'wp-i18n' ), '1', array( 'strategy' => 'defer' ) );
		$html = $this->printed();
		foreach ( DeferredDependencies::HANDLES as $handle ) {
			$this->assertTrue( $this->deferred( $html, $handle ), $handle );
		}
		$this->assertTrue( $this->deferred( $html, 'stagecraft-test-view' ) );
	}

	public function test_a_blocking_script_that_needs_react_keeps_it_blocking(): void {
		DeferredDependencies::defer();
		wp_enqueue_script( 'stagecraft-test-view', 'https://example.test/view.js', array( 'wp-element' ), '1', array( 'strategy' => 'defer' ) );
		// Another plugin's blocking script that needs React, through a script it only registers.
		wp_register_script( 'stagecraft-test-library', 'https://example.test/library.js', array( 'react-dom' ), '1', array( 'in_footer' => false ) );
		wp_enqueue_script( 'stagecraft-test-blocking', 'https://example.test/blocking.js', array( 'stagecraft-test-library' ), '1', array( 'in_footer' => false ) );
		$html = $this->printed();
		foreach ( array( 'react', 'react-dom' ) as $handle ) {
			// WordPress keeps its data-wp-strategy note, but prints no defer attribute.
			$this->assertFalse( $this->deferred( $html, $handle ), $handle );
		}
		$this->assertLessThan( strpos( $html, 'id="stagecraft-test-library-js"' ), strpos( $html, 'id="react-dom-js"' ) );
	}
}
