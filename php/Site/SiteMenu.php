<?php
/**
 * Menu and language list markup for the site header block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Renders a WordPress menu by slug, or the page list when the site has no such menu.
 */
final class SiteMenu {

	/**
	 * The <ul> of a menu.
	 *
	 * Mega menus need three levels: the top item, its columns and the columns' links.
	 *
	 * @param string $menu         Menu slug, name or ID; empty for the page list.
	 * @param string $menu_id      Id attribute of the list, unique on the page.
	 * @param int    $button_depth Deepest level whose parents get a disclosure button; -1 for none.
	 */
	public static function render( string $menu, string $menu_id, int $button_depth = -1 ): string {
		if ( '' !== $menu && wp_get_nav_menu_object( $menu ) ) {
			$args = array(
				'menu'        => $menu,
				'menu_id'     => $menu_id,
				'menu_class'  => 'stagecraft-menu',
				'container'   => '',
				'echo'        => false,
				'fallback_cb' => false,
				'depth'       => 3,
			);
			if ( $button_depth >= 0 ) {
				$args['walker'] = new MenuWalker( $menu_id, $button_depth );
			}
			$html = wp_nav_menu( $args );
			if ( is_string( $html ) && '' !== $html ) {
				return $html;
			}
		}
		$pages = wp_list_pages(
			array(
				'title_li' => '',
				'depth'    => 2,
				'echo'     => false,
			)
		);
		return sprintf( '<ul id="%s" class="stagecraft-menu">%s</ul>', esc_attr( $menu_id ), is_string( $pages ) ? $pages : '' );
	}

	/**
	 * True when a menu with this slug, name or id exists.
	 *
	 * @param string $menu Menu slug, name or ID.
	 */
	public static function exists( string $menu ): bool {
		return '' !== $menu && false !== wp_get_nav_menu_object( $menu );
	}

	/**
	 * The languages the site offers. A multilingual plugin fills the list through the
	 * `stagecraft_languages` filter; alone, WordPress has the site's own language.
	 *
	 * @return list<array{code:string,label:string,url:string,current:bool}>
	 */
	public static function languages(): array {
		$locale = determine_locale();
		$list   = array(
			array(
				'code'    => $locale,
				'label'   => \Locale::getDisplayLanguage( $locale, $locale ),
				'url'     => home_url( '/' ),
				'current' => true,
			),
		);
		/**
		 * Filters the languages listed in the mobile menu.
		 *
		 * @param list<array{code:string,label:string,url:string,current:bool}> $list Languages.
		 */
		return apply_filters( 'stagecraft_languages', $list );
	}
}
