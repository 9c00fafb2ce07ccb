<?php
/**
 * A module's custom CSS and JavaScript on the page.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleCodes;
use PHPUnit\Framework\TestCase;

/**
 * The codes of settings.codes are enqueued once per module; a script that uses jQuery gets the deprecation
 * notice and jQuery as a dependency (spec section 8).
 */
final class ModuleCodesTest extends TestCase {

	/**
	 * A module with these codes, under a fresh alias.
	 *
	 * @param string $css Custom CSS.
	 * @param string $js  Custom JavaScript.
	 * @return array<string,mixed>
	 */
	private function module( string $css, string $js ): array {
		return array(
			'alias'    => 'codes-' . wp_generate_password( 8, false ),
			'settings' => array(
				'codes' => array(
					'css' => $css,
					'js'  => $js,
				),
			),
		);
	}

	/**
	 * The style and script handle of a module.
	 *
	 * @param array<string,mixed> $module The module.
	 */
	private function handle( array $module ): string {
		return 'stagecraft-module-codes-' . sanitize_key( (string) $module['alias'] );
	}

	public function test_css_and_js_are_enqueued_once(): void {
		$module = $this->module( '.a { color: red; }', 'window.ran = 1;' );
		ModuleCodes::enqueue( $module );
		ModuleCodes::enqueue( $module );
		$handle = $this->handle( $module );
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ) );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		$this->assertSame( array( '.a { color: red; }' ), wp_styles()->get_data( $handle, 'after' ) );
		$this->assertSame( array( 'window.ran = 1;' ), array_values( array_filter( (array) wp_scripts()->get_data( $handle, 'after' ) ) ) );
		$this->assertSame( array(), wp_scripts()->registered[ $handle ]->deps );
	}

	public function test_a_script_using_jquery_gets_the_notice_and_jquery(): void {
		$module = $this->module( '', 'jQuery( ".a" ).hide();' );
		ModuleCodes::enqueue( $module );
		$handle = $this->handle( $module );
		$this->assertSame( array( 'jquery' ), wp_scripts()->registered[ $handle ]->deps );
		$after = implode( "\n", (array) wp_scripts()->get_data( $handle, 'after' ) );
		$this->assertStringContainsString( 'console.warn(', $after );
		$this->assertStringContainsString( 'uses jQuery', $after );
		$this->assertFalse( wp_style_is( $handle, 'enqueued' ) );
	}

	public function test_dollar_calls_count_as_jquery_but_template_literals_do_not(): void {
		$dollar = $this->module( '', '$( function () {} );' );
		ModuleCodes::enqueue( $dollar );
		$this->assertSame( array( 'jquery' ), wp_scripts()->registered[ $this->handle( $dollar ) ]->deps );
		$plain = $this->module( '', 'const a = `${ 1 }`; const b$ = 2;' );
		ModuleCodes::enqueue( $plain );
		$this->assertSame( array(), wp_scripts()->registered[ $this->handle( $plain ) ]->deps );
	}

	public function test_a_closing_tag_cannot_end_the_element_early(): void {
		$module = $this->module( 'a{}</style><script>x()</script>', '"</script><b>"' );
		ModuleCodes::enqueue( $module );
		$handle = $this->handle( $module );
		$this->assertStringNotContainsString( '</style', implode( '', (array) wp_styles()->get_data( $handle, 'after' ) ) );
		$this->assertStringNotContainsString( '</script', implode( '', (array) wp_scripts()->get_data( $handle, 'after' ) ) );
	}

	public function test_nothing_without_codes(): void {
		$module = $this->module( '', '  ' );
		ModuleCodes::enqueue( $module );
		$this->assertFalse( wp_script_is( $this->handle( $module ), 'registered' ) );
		$this->assertFalse( wp_style_is( $this->handle( $module ), 'registered' ) );
	}
}
