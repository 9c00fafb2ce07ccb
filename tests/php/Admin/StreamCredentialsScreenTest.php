<?php
/**
 * Settings → Stream sources.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Admin;

use Stagecraft\Admin\StreamCredentialsScreen;
use Stagecraft\Streams\StreamCredentials;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * The credentials screen: only for manage_options, saved through options.php with its nonce,
 * stored unautoloaded, never printed back.
 */
final class StreamCredentialsScreenTest extends IntegrationTestCase {

	use RestRequests;

	private const SECRET = 'AIzaSy-very-secret-key-0123456789';

	/**
	 * Registers the screen's setting as admin_init would.
	 */
	protected function set_up(): void {
		parent::set_up();
		StreamCredentialsScreen::register_setting();
		add_action( 'add_option_' . StreamCredentials::OPTION, array( StreamCredentialsScreen::class, 'no_autoload' ) );
	}

	/**
	 * Unregisters it.
	 */
	protected function tear_down(): void {
		unregister_setting( StreamCredentialsScreen::GROUP, StreamCredentials::OPTION );
		remove_action( 'add_option_' . StreamCredentials::OPTION, array( StreamCredentialsScreen::class, 'no_autoload' ) );
		parent::tear_down();
	}

	public function test_the_screen_is_under_settings_for_manage_options_only(): void {
		global $submenu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->user( 'administrator' ) );

		StreamCredentialsScreen::menu();

		$entry = array_values( array_filter( $submenu['options-general.php'] ?? array(), static fn ( $item ) => StreamCredentialsScreen::PAGE === $item[2] ) );
		$this->assertCount( 1, $entry );
		$this->assertSame( 'manage_options', $entry[0][1] );
		// options.php asks this capability of the group (nothing lowers it).
		$this->assertSame( 'manage_options', apply_filters( 'option_page_capability_' . StreamCredentialsScreen::GROUP, 'manage_options' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		global $new_allowed_options;
		$this->assertContains( StreamCredentials::OPTION, $new_allowed_options[ StreamCredentialsScreen::GROUP ] ?? array(), 'options.php accepts the option from this group' );
	}

	public function test_the_form_carries_the_nonce_and_never_the_secret(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		StreamCredentials::save( array( 'youtube' => self::SECRET ) );
		wp_set_current_user( $this->user( 'administrator' ) );

		ob_start();
		StreamCredentialsScreen::render();
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( self::SECRET, $html );
		$this->assertStringNotContainsString( substr( self::SECRET, -6 ), $html, 'not even its end' );
		$this->assertMatchesRegularExpression( '/name=.option_page. value=.stagecraft_stream_sources./', $html );
		$this->assertSame( 1, preg_match( '/name="_wpnonce" value="([0-9a-f]+)"/', $html, $nonce ) );
		$this->assertSame( 1, wp_verify_nonce( $nonce[1], StreamCredentialsScreen::GROUP . '-options' ) );
		$this->assertSame( 6, substr_count( $html, 'type="password"' ) );
		$this->assertSame( 6, substr_count( $html, 'value="" autocomplete="off"' ) );
		$this->assertStringContainsString( 'A credential is saved.', $html );
		$this->assertSame( 1, substr_count( $html, 'name="stagecraft_stream_credentials[clear][youtube]"' ) );
		$this->assertSame( 5, substr_count( $html, 'Not set.' ) );
	}

	public function test_users_without_manage_options_see_nothing(): void {
		StreamCredentials::save( array( 'youtube' => self::SECRET ) );
		wp_set_current_user( $this->user( 'editor' ) );

		ob_start();
		StreamCredentialsScreen::render();

		$this->assertSame( '', ob_get_clean() );
	}

	public function test_a_save_replaces_keeps_or_clears_and_is_not_autoloaded(): void {
		delete_option( StreamCredentials::OPTION );
		// As options.php saves the form: update_option() through the registered sanitizer.
		update_option(
			StreamCredentials::OPTION,
			array(
				'youtube' => ' ' . self::SECRET . "\n",
				'vimeo'   => 'vimeo-token',
				'myspace' => 'unknown source',
			)
		);
		$this->assertSame(
			array(
				'vimeo'   => 'vimeo-token',
				'youtube' => self::SECRET,
			),
			StreamCredentials::all() + array()
		);
		$this->assertNotAutoloaded();

		update_option(
			StreamCredentials::OPTION,
			array(
				'youtube' => '',
				'flickr'  => 'flickr-key',
				'clear'   => array( 'vimeo' => '1' ),
			)
		);

		$this->assertSame( self::SECRET, StreamCredentials::get( 'youtube' ), 'an empty field keeps it' );
		$this->assertSame( 'flickr-key', StreamCredentials::get( 'flickr' ) );
		$this->assertFalse( StreamCredentials::has( 'vimeo' ), 'the clear box removes it' );
		$this->assertNotAutoloaded();
	}

	public function test_the_option_is_not_in_the_rest_settings(): void {
		StreamCredentials::save( array( 'youtube' => self::SECRET ) );
		wp_set_current_user( $this->user( 'administrator' ) );

		$settings = $this->send( 'GET', '/wp/v2/settings' );

		$this->assertSame( 200, $settings->get_status() );
		$this->assertArrayNotHasKey( StreamCredentials::OPTION, $settings->get_data() );
		$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( $settings->get_data() ) );
	}

	/**
	 * The option row is not autoloaded.
	 */
	private function assertNotAutoloaded(): void {
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", StreamCredentials::OPTION ) );
		$this->assertContains( $autoload, array( 'off', 'no' ) );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayNotHasKey( StreamCredentials::OPTION, wp_load_alloptions() );
	}
}
