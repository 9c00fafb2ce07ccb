<?php
/**
 * Screen classes on <body> (spec site.md section 2 "Screen classes", section 9 breakpoints):
 * mobile up to 767 px, tablet from 768 to 959 px, desktop from 960 px, mobile-menu below the
 * mobile-menu threshold (1240 px unless the site header sets another) and wide-screen from 1441 px.
 *
 * Printed as a tiny inline script right after <body> opens, before any content, so nothing that
 * depends on the classes moves once it has painted; src/site/screen-classes.ts keeps them
 * current on resize with the same rules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Prints the script that sets the screen classes.
 */
final class ScreenClasses {

	public const MOBILE_MAX      = 767;
	public const TABLET_MAX      = 959;
	public const WIDE_MIN        = 1441;
	public const MENU_BREAKPOINT = 1240;

	/**
	 * The mobile-menu threshold of the page's site header.
	 *
	 * @var int
	 */
	private static int $menu_breakpoint = self::MENU_BREAKPOINT;

	/**
	 * Hooks the script at the opening of <body>. Block themes render the template before
	 * wp_head, so the header has reported its threshold by then.
	 */
	public static function register(): void {
		add_action( 'wp_body_open', array( self::class, 'print_script' ), 1 );
	}

	/**
	 * Records the site header's mobile-menu threshold.
	 *
	 * @param int $px Width in px from which the full menu shows.
	 */
	public static function use_menu_breakpoint( int $px ): void {
		self::$menu_breakpoint = max( 320, $px );
	}

	/**
	 * The inline script.
	 */
	public static function script(): string {
		return sprintf(
			'(function(b,w,m){var c=b.classList;c.toggle("mobile",w<=%1$d);c.toggle("tablet",w>%1$d&&w<=%2$d);c.toggle("desktop",w>%2$d);c.toggle("mobile-menu",w<m);c.toggle("wide-screen",w>=%3$d);b.setAttribute("data-menu-breakpoint",m);})(document.body,window.innerWidth,%4$d);',
			self::MOBILE_MAX,
			self::TABLET_MAX,
			self::WIDE_MIN,
			self::$menu_breakpoint
		);
	}

	/**
	 * Prints the inline script.
	 */
	public static function print_script(): void {
		wp_print_inline_script_tag( self::script(), array( 'id' => 'stagecraft-screen-classes' ) );
	}
}
