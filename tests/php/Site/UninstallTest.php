<?php
/**
 * Deleting the plugin removes what it stored.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Forms\ProofOfWork;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\RateLimit;
use Stagecraft\Tests\Forms\FeedbackTestCase;

/**
 * Modules, forms, submissions, options, counters, challenges and keys go; other data stays.
 */
final class UninstallTest extends FeedbackTestCase {

	public function test_uninstall_removes_everything_stagecraft_stored_and_nothing_else(): void {
		global $wpdb;
		$module = ( new ModuleRepository() )->save( $this->module( 'to-uninstall' ) );
		$form   = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'who',
				),
			)
		);
		$this->feedback( $form, array( 'who' => 'Ada' ) );
		ProofOfWork::challenge();
		RateLimit::hit( 'test', 'someone', 5, 60 );
		update_option( 'stagecraft_forms_blocklist', 'spam' );
		set_transient( 'stagecraft_captcha_123', array( 'hash' => 'x' ), 60 );
		$other = wp_insert_post(
			array(
				'post_title'  => 'Not ours',
				'post_status' => 'publish',
			)
		);

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'stagecraft/stagecraft.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own constant, as core defines it before uninstall.php.
		}
		include dirname( __DIR__, 3 ) . '/plugin/uninstall.php';

		$this->assertNull( get_post( $module ) );
		$this->assertNull( get_post( $form ) );
		$this->assertSame(
			array(),
			get_posts(
				array(
					'post_type'   => 'stagecraft_entry',
					'post_status' => 'any',
				)
			)
		);
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", 'stagecraft\\_%', '\\_transient\\_stagecraft\\_%' ) ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $other ), 'other content stays' );
		$this->assertNotFalse( get_option( 'siteurl' ) );
	}
}
