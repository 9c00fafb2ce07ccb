<?php
/**
 * The site chrome's view scripts a page gets: one script where the header and the consent
 * dialog are both on it, none for the cookie banner beside the consent dialog.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Every block keeps its own view script for pages that have it alone. Where the site header and
 * the consent dialog share a page, the header's second view script (with-consent.js, both mount
 * steps in one) replaces the two, so the page downloads one file and gzip shares what they have
 * in common. Beside the consent dialog the cookie banner stays hidden and only records the
 * dialog's answer (mfn-gdpr), which the consent script does itself (src/site/mount-consent.ts):
 * the banner's own script is taken off such a page.
 */
final class ChromeScripts {

	public const HEADER_BLOCK  = 'stagecraft/site-header';
	public const CONSENT_BLOCK = 'stagecraft/consent';
	public const BANNER_BLOCK  = 'stagecraft/cookie-banner';
	/** The header's view script that mounts the consent dialog too. */
	public const COMBINED_FILE = 'with-consent.js';

	/**
	 * Hooks in before the head's and the footer's scripts print (a block theme renders the page
	 * before its head; a classic theme's blocks may enqueue for the footer).
	 */
	public static function register(): void {
		add_action( 'wp_print_scripts', array( self::class, 'choose' ), 1 );
		add_action( 'wp_print_footer_scripts', array( self::class, 'choose' ), 1 );
	}

	/**
	 * Picks the view scripts from those the rendered blocks enqueued.
	 */
	public static function choose(): void {
		if ( is_admin() ) {
			return;
		}
		$header   = self::view_handles( self::HEADER_BLOCK );
		$combined = array_values( array_filter( $header, array( self::class, 'is_combined' ) ) );
		$header   = array_values( array_diff( $header, $combined ) );
		$consent  = self::view_handles( self::CONSENT_BLOCK );

		$consent_on = self::any( $consent, 'enqueued' ) || self::any( $combined, 'done' );
		if ( $consent_on ) {
			self::dequeue( self::view_handles( self::BANNER_BLOCK ) );
		}
		// Both still to print: the one script instead of the two. Otherwise the combined one
		// goes, unless it already printed (this runs again before the footer's scripts).
		if ( array() !== $combined && self::pending( $header ) && self::pending( $consent ) ) {
			self::dequeue( array_merge( $header, $consent ) );
		} elseif ( ! self::any( $combined, 'done' ) ) {
			self::dequeue( $combined );
		}
	}

	/**
	 * Whether a handle is the header's combined view script.
	 *
	 * @param string $handle Script handle.
	 */
	private static function is_combined( string $handle ): bool {
		$script = wp_scripts()->query( $handle, 'registered' );
		return $script instanceof \_WP_Dependency && str_contains( (string) $script->src, '/' . self::COMBINED_FILE );
	}

	/**
	 * Whether any of the handles is in that state ('enqueued' or 'done').
	 *
	 * @param string[]          $handles Script handles.
	 * @param 'enqueued'|'done' $state   State.
	 */
	private static function any( array $handles, string $state ): bool {
		foreach ( $handles as $handle ) {
			if ( wp_script_is( $handle, $state ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether every handle is enqueued and none printed yet.
	 *
	 * @param string[] $handles Script handles.
	 */
	private static function pending( array $handles ): bool {
		foreach ( $handles as $handle ) {
			if ( ! wp_script_is( $handle, 'enqueued' ) || wp_script_is( $handle, 'done' ) ) {
				return false;
			}
		}
		return array() !== $handles;
	}

	/**
	 * Takes scripts off the page.
	 *
	 * @param string[] $handles Script handles.
	 */
	private static function dequeue( array $handles ): void {
		foreach ( $handles as $handle ) {
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
