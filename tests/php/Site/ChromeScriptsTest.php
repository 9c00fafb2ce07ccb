<?php
/**
 * The site chrome's view scripts a page keeps: one for the header with the consent dialog, none
 * for the cookie banner beside the dialog, each block's own where it is alone.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\ChromeScripts;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Which view scripts are enqueued after ChromeScripts::choose().
 */
final class ChromeScriptsTest extends IntegrationTestCase {

	private const BLOCKS = array( ChromeScripts::HEADER_BLOCK, ChromeScripts::CONSENT_BLOCK, ChromeScripts::BANNER_BLOCK );

	protected function tear_down(): void {
		foreach ( self::BLOCKS as $name ) {
			foreach ( $this->handles( $name ) as $handle ) {
				wp_dequeue_script( $handle );
				wp_scripts()->done = array_values( array_diff( wp_scripts()->done, array( $handle ) ) );
			}
		}
		parent::tear_down();
	}

	/**
	 * A block's view script handles.
	 *
	 * @param string $name Block name.
	 * @return string[]
	 */
	private function handles( string $name ): array {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		$this->assertNotNull( $block, $name );
		$this->assertNotEmpty( $block->view_script_handles, $name );
		return $block->view_script_handles;
	}

	/**
	 * The built files of the enqueued view scripts of the chrome blocks, e.g. site-header/view.js.
	 *
	 * @return string[]
	 */
	private function files(): array {
		$files = array();
		foreach ( self::BLOCKS as $name ) {
			foreach ( $this->handles( $name ) as $handle ) {
				if ( wp_script_is( $handle, 'enqueued' ) ) {
					$src     = (string) wp_scripts()->registered[ $handle ]->src;
					$files[] = preg_replace( '#^.*/build/#', '', $src );
				}
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Renders blocks as a page would, then lets ChromeScripts choose.
	 *
	 * @param string $blocks Block markup.
	 * @return string[] The view scripts left.
	 */
	private function page( string $blocks ): array {
		do_blocks( $blocks );
		ChromeScripts::choose();
		return $this->files();
	}

	public function test_header_and_consent_share_one_script_and_the_banner_has_none(): void {
		do_blocks( '<!-- wp:stagecraft/site-header /--><!-- wp:stagecraft/consent /--><!-- wp:stagecraft/cookie-banner /-->' );
		// What WordPress enqueues by itself: every view script of the three blocks.
		$this->assertSame( array( 'consent/view.js', 'cookie-banner/view.js', 'site-header/view.js', 'site-header/with-consent.js' ), $this->files() );
		ChromeScripts::choose();
		$this->assertSame( array( 'site-header/with-consent.js' ), $this->files() );
		// Before the footer's scripts, with the combined script printed: nothing changes.
		wp_scripts()->done[] = $this->handles( ChromeScripts::HEADER_BLOCK )[1];
		ChromeScripts::choose();
		$this->assertSame( array( 'site-header/with-consent.js' ), $this->files() );
	}

	public function test_each_block_alone_keeps_its_own_script(): void {
		$this->assertSame( array( 'site-header/view.js' ), $this->page( '<!-- wp:stagecraft/site-header /-->' ) );
		$this->tear_down_scripts();
		$this->assertSame( array( 'consent/view.js' ), $this->page( '<!-- wp:stagecraft/consent /-->' ) );
		$this->tear_down_scripts();
		$this->assertSame( array( 'cookie-banner/view.js' ), $this->page( '<!-- wp:stagecraft/cookie-banner /-->' ) );
	}

	public function test_consent_with_the_banner_and_no_header(): void {
		$this->assertSame( array( 'consent/view.js' ), $this->page( '<!-- wp:stagecraft/consent /--><!-- wp:stagecraft/cookie-banner /-->' ) );
	}

	public function test_header_printed_before_the_consent_dialog_came_keeps_both_own_scripts(): void {
		// A classic theme: the header's script printed in the head, the dialog rendered later.
		$this->assertSame( array( 'site-header/view.js' ), $this->page( '<!-- wp:stagecraft/site-header /-->' ) );
		wp_scripts()->done[] = $this->handles( ChromeScripts::HEADER_BLOCK )[0];
		do_blocks( '<!-- wp:stagecraft/consent /-->' );
		ChromeScripts::choose();
		$this->assertSame( array( 'consent/view.js', 'site-header/view.js' ), $this->files() );
	}

	public function test_both_hooks_run_before_the_scripts_print(): void {
		$this->assertSame( 1, has_action( 'wp_print_scripts', array( ChromeScripts::class, 'choose' ) ) );
		$this->assertSame( 1, has_action( 'wp_print_footer_scripts', array( ChromeScripts::class, 'choose' ) ) );
	}

	/**
	 * Dequeues the chrome scripts between two pages of one test.
	 */
	private function tear_down_scripts(): void {
		foreach ( self::BLOCKS as $name ) {
			foreach ( $this->handles( $name ) as $handle ) {
				wp_dequeue_script( $handle );
			}
		}
	}
}
