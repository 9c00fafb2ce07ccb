<?php
/**
 * Screen classes on <body> (spec site.md section 2 "Screen classes", section 9 breakpoints):
 * mobile, tablet and desktop by width, mobile-menu below the mobile-menu threshold (the site
 * header's setting) and wide-screen on the widest screens.
 *
 * Printed as a tiny inline script right after <body> opens, before any content, so nothing that
 * depends on the classes moves once it has painted; src/site/screen-classes.ts keeps them
 * current on resize with the same rules. The widths come from src/schema/site.ts (SharedRules),
 * the default threshold from the site header's block.json; tests/fixtures/screen-classes.json
 * holds the cases both sides answer alike.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

use Stagecraft\Blocks\BlockAttributes;
use Stagecraft\Schema\SharedRules;

/**
 * Prints the script that sets the screen classes.
 */
final class ScreenClasses {

	/** The block whose setting the mobile-menu threshold is. */
	public const HEADER_BLOCK = 'stagecraft/site-header';

	/**
	 * The mobile-menu threshold the page's site header reported; null for the header's default.
	 *
	 * @var int|null
	 */
	private static ?int $menu_breakpoint = null;

	/**
	 * Hooks the script at the opening of <body>. Block themes render the template before
	 * wp_head, so the header has reported its threshold by then.
	 */
	public static function register(): void {
		add_action( 'wp_body_open', array( self::class, 'print_script' ), 1 );
	}

	/**
	 * Records the site header's mobile-menu threshold; null goes back to the default.
	 *
	 * @param int|null $px Width in px from which the full menu shows.
	 */
	public static function use_menu_breakpoint( ?int $px ): void {
		self::$menu_breakpoint = null === $px ? null : self::menu_breakpoint( $px );
	}

	/**
	 * A threshold as the header may set it: at least the smallest one.
	 *
	 * @param int $px Width in px.
	 */
	public static function menu_breakpoint( int $px ): int {
		return max( SharedRules::MENU_BREAKPOINT_MIN, $px );
	}

	/**
	 * The site header's default threshold (its block.json).
	 */
	public static function default_menu_breakpoint(): int {
		return (int) BlockAttributes::default( self::HEADER_BLOCK, 'mobileBreakpoint' );
	}

	/**
	 * The inline script.
	 */
	public static function script(): string {
		return sprintf(
			'(function(b,w,m){var c=b.classList;c.toggle("mobile",w<=%1$d);c.toggle("tablet",w>%1$d&&w<=%2$d);c.toggle("desktop",w>%2$d);c.toggle("mobile-menu",w<m);c.toggle("wide-screen",w>=%3$d);b.setAttribute("data-menu-breakpoint",m);})(document.body,window.innerWidth,%4$d);',
			SharedRules::SCREEN_MOBILE_MAX,
			SharedRules::SCREEN_TABLET_MAX,
			SharedRules::SCREEN_WIDE_MIN,
			self::$menu_breakpoint ?? self::default_menu_breakpoint()
		);
	}

	/**
	 * Prints the inline script.
	 */
	public static function print_script(): void {
		wp_print_inline_script_tag( self::script(), array( 'id' => 'stagecraft-screen-classes' ) );
	}
}
