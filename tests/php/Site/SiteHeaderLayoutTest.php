<?php
/**
 * Server markup of the header layouts, menus, screen classes and the chrome blocks.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\ScreenClasses;
use Stagecraft\Site\SiteMenu;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * What exists before any script runs.
 */
final class SiteHeaderLayoutTest extends IntegrationTestCase {

	/**
	 * A menu with a mega menu item (columns with links) and a plain item.
	 */
	private function menu(): string {
		$menu   = wp_create_nav_menu( 'Layout test ' . wp_generate_password( 6, false ) );
		$add    = static function ( string $title, int $parent, string $classes = '' ) use ( $menu ): int {
			return (int) wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'     => $title,
					'menu-item-url'       => '/' . sanitize_title( $title ) . '/',
					'menu-item-status'    => 'publish',
					'menu-item-parent-id' => $parent,
					'menu-item-classes'   => $classes,
				)
			);
		};
		$mega   = $add( 'Products', 0, 'mega-menu' );
		$column = $add( 'Column', $mega );
		$add( 'Deep link', $column );
		$add( 'About', 0 );
		return (string) $menu;
	}

	public function test_menu_parents_get_apg_disclosure_buttons_controlling_their_submenu(): void {
		$html = SiteMenu::render( $this->menu(), 'm', 0 );

		$this->assertSame( 1, preg_match_all( '/<button type="button" class="stagecraft-menu__disclosure" aria-expanded="false" aria-controls="(m-sub-\d+)">/', $html, $buttons ) );
		$this->assertStringContainsString( 'id="' . $buttons[1][0] . '"', $html );
		$this->assertStringContainsString( 'Products submenu', $html );
		$this->assertStringContainsString( 'mega-menu', $html );
		$this->assertStringContainsString( 'Deep link', $html, 'three levels for mega menu columns' );

		$side = SiteMenu::render( $this->menu(), 's', 1 );
		$this->assertSame( 2, substr_count( $side, 'stagecraft-menu__disclosure' ), 'side menus get buttons on two levels' );
		$this->assertStringNotContainsString( 'stagecraft-menu__disclosure', SiteMenu::render( $this->menu(), 'n' ) );
	}

	public function test_layouts_secondary_menu_search_overlay_and_back_to_top(): void {
		$menu = $this->menu();
		$html = do_blocks( '<!-- wp:stagecraft/site-header {"menu":"' . $menu . '","secondaryMenu":"' . $menu . '","layout":"side","submenuMode":"replace","menuTabs":true} /-->' );

		$this->assertStringContainsString( 'data-layout="side"', $html );
		$this->assertStringContainsString( 'data-submenus="replace" data-close-ms="310"', $html );
		$this->assertStringContainsString( 'role="tablist"', $html );
		$this->assertStringContainsString( 'class="stagecraft-side-menu__breadcrumb"', $html );
		$this->assertStringNotContainsString( 'stagecraft-header__nav', $html, 'the side layout has no bar menu' );
		$this->assertMatchesRegularExpression( '/<dialog class="stagecraft-search-overlay" id="([^"]+)" aria-labelledby="\1-title">/', $html );
		$this->assertStringContainsString( 'name="s"', $html );
		$this->assertStringContainsString( 'class="stagecraft-search-overlay__close" data-close-panel', $html );
		$this->assertStringContainsString( 'data-stagecraft-back-to-top', $html );

		$classic = do_blocks( '<!-- wp:stagecraft/site-header {"menu":"' . $menu . '","secondaryMenu":"' . $menu . '"} /-->' );
		$this->assertStringContainsString( 'aria-label="Secondary"', $classic );
		$this->assertStringContainsString( 'data-stagecraft-disclosure-nav', $classic );
		$this->assertStringNotContainsString( 'aria-label="Secondary"', do_blocks( '<!-- wp:stagecraft/site-header {"secondaryMenu":"no-such-menu"} /-->' ) );

		$creative = do_blocks( '<!-- wp:stagecraft/site-header {"layout":"creative-side"} /-->' );
		$this->assertStringContainsString( 'data-creative="1"', $creative );
		$this->assertStringContainsString( 'body { padding-left:', implode( "\n", (array) wp_styles()->get_data( 'stagecraft-site-header-style', 'after' ) ) );
	}

	public function test_unknown_layout_falls_back_to_classic(): void {
		$html = do_blocks( '<!-- wp:stagecraft/site-header {"layout":"<script>","submenuMode":"x"} /-->' );
		$this->assertStringContainsString( 'data-layout="classic"', $html );
		$this->assertStringContainsString( 'data-submenus="nested"', $html );
	}

	public function test_screen_class_script_uses_the_spec_widths_and_the_header_threshold(): void {
		ScreenClasses::use_menu_breakpoint( 1024 );
		$script = ScreenClasses::script();
		ScreenClasses::use_menu_breakpoint( null );

		$this->assertStringContainsString( '"mobile",w<=767', $script );
		$this->assertStringContainsString( '"tablet",w>767&&w<=959', $script );
		$this->assertStringContainsString( '"desktop",w>959', $script );
		$this->assertStringContainsString( '"wide-screen",w>=1441', $script );
		$this->assertStringContainsString( '(document.body,window.innerWidth,1024)', $script );
		$this->assertSame( 1, has_action( 'wp_body_open', array( ScreenClasses::class, 'print_script' ) ) );
	}

	public function test_table_of_contents_lists_anchored_headings_and_off_canvas_is_a_labelled_dialog(): void {
		$post            = wp_insert_post(
			array(
				'post_title'   => 'TOC',
				'post_status'  => 'publish',
				'post_content' => '<h2 class="x" id="one">One &amp; more</h2><p>a</p><h3 id="two">Two</h3><h2>No anchor</h2>',
			)
		);
		$GLOBALS['post'] = get_post( $post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the block reads the current post.
		$toc             = do_blocks( '<!-- wp:stagecraft/table-of-contents {"title":"On this page","startOpen":false} /-->' );
		$this->assertStringContainsString( 'aria-expanded="false"', $toc );
		$this->assertStringContainsString( '<a href="#one">One &amp; more</a>', $toc );
		$this->assertStringContainsString( 'stagecraft-toc__item--h3"><a href="#two">', $toc );
		$this->assertStringNotContainsString( 'No anchor', $toc );
		$this->assertMatchesRegularExpression( '/id="([^"]+-list)" hidden>/', $toc );

		$panel = do_blocks( '<!-- wp:stagecraft/off-canvas {"label":"Open","title":"Links"} --><p>In</p><!-- /wp:stagecraft/off-canvas -->' );
		$this->assertMatchesRegularExpression( '/aria-controls="(stagecraft-off-canvas-\d+)">Open<\/button>/', $panel );
		$this->assertStringContainsString( '<dialog ', $panel );
		$this->assertStringContainsString( 'aria-label="Close sidebar"', $panel );
		$this->assertStringContainsString( '<p>In</p>', $panel );
		unset( $GLOBALS['post'] );
	}
}
