<?php
/**
 * One cookie script where the consent dialog and the cookie banner are both on the page.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Beside the consent dialog the cookie banner stays hidden and only records the dialog's answer
 * (mfn-gdpr), which the consent script does itself (blocks/consent/view.tsx): the banner's own
 * script is taken off such a page. A page with the banner alone keeps it.
 */
final class CookiePrompt {

	public const CONSENT_BLOCK = 'stagecraft/consent';
	public const BANNER_BLOCK  = 'stagecraft/cookie-banner';

	/**
	 * Hooks in before the head's and the footer's scripts print (a block theme renders the page
	 * before its head, a classic theme's footer blocks enqueue for the footer).
	 */
	public static function register(): void {
		add_action( 'wp_print_scripts', array( self::class, 'drop_banner_script' ), 1 );
		add_action( 'wp_print_footer_scripts', array( self::class, 'drop_banner_script' ), 1 );
	}

	/**
	 * Dequeues the banner's view script when the consent dialog's is on the page.
	 */
	public static function drop_banner_script(): void {
		if ( is_admin() ) {
			return;
		}
		$consent = array_filter(
			self::view_handles( self::CONSENT_BLOCK ),
			static fn ( string $handle ): bool => wp_script_is( $handle, 'enqueued' ) || wp_script_is( $handle, 'done' )
		);
		if ( array() === $consent ) {
			return;
		}
		foreach ( self::view_handles( self::BANNER_BLOCK ) as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/**
	 * A block's view script handles.
	 *
	 * @param string $name Block name.
	 * @return string[]
	 */
	private static function view_handles( string $name ): array {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		return null === $block ? array() : $block->view_script_handles;
	}
}
