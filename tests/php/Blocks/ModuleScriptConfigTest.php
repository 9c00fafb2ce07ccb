<?php
/**
 * The page configuration (window.stagecraftConfig) before the module view script.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleScriptConfig;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * The configuration is attached to the block's view script, with a nonce for editors only.
 */
final class ModuleScriptConfigTest extends IntegrationTestCase {

	use RestRequests;

	/**
	 * The inline scripts before the handle.
	 *
	 * @var mixed
	 */
	private $before;

	/**
	 * Remembers the handle's inline scripts.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->before = wp_scripts()->get_data( ModuleScriptConfig::HANDLE, 'before' );
	}

	/**
	 * Restores the handle's inline scripts.
	 */
	protected function tear_down(): void {
		wp_scripts()->add_data( ModuleScriptConfig::HANDLE, 'before', $this->before );
		parent::tear_down();
	}

	public function test_visitors_get_the_actions_without_a_nonce(): void {
		$config = ModuleScriptConfig::config();

		$this->assertSame( admin_url( 'admin-ajax.php' ), $config['ajaxUrl'] );
		$this->assertSame( 'stagecraft_front', $config['ajaxAction'] );
		$this->assertSame( 'stagecraft_ajax', $config['genericAction'] );
		$this->assertSame( 'stagecraft/v1', $config['restNamespace'] );
		$this->assertSame( rest_url(), $config['restUrl'] );
		$this->assertArrayNotHasKey( 'nonce', $config );
	}

	public function test_editors_get_the_generic_action_nonce(): void {
		wp_set_current_user( 1 );
		$this->assertSame( 1, wp_verify_nonce( ModuleScriptConfig::config()['nonce'], 'stagecraft_ajax' ) );
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertArrayNotHasKey( 'nonce', ModuleScriptConfig::config() );
	}

	public function test_the_config_is_printed_once_before_the_view_script(): void {
		$this->assertTrue( wp_script_is( ModuleScriptConfig::HANDLE, 'registered' ), 'block.json viewScript is registered under this handle' );
		wp_scripts()->add_data( ModuleScriptConfig::HANDLE, 'before', array() );
		ModuleScriptConfig::attach();
		ModuleScriptConfig::attach();

		$before = wp_scripts()->get_data( ModuleScriptConfig::HANDLE, 'before' );
		$this->assertCount( 1, $before );
		$this->assertStringStartsWith( 'window.stagecraftConfig = {"ajaxUrl":"', $before[0] );
		$this->assertStringContainsString( '"ajaxAction":"stagecraft_front"', $before[0] );
	}
}
