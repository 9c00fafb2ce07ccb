<?php
/**
 * Menu markup with WAI-ARIA APG disclosure buttons: each item that has a submenu gets a button
 * after its link that controls the submenu by id, so the menu works by keyboard and the
 * scripts only add behaviour to markup that is already there (no layout shift).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Walker_Nav_Menu that prints disclosure buttons and submenu ids.
 */
final class MenuWalker extends \Walker_Nav_Menu {

	/**
	 * Prefix of submenu ids, unique per rendered menu.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * Item ids by depth: start_lvl() needs the parent of the submenu it opens.
	 *
	 * @var array<int,int>
	 */
	private array $parents = array();

	/**
	 * Item titles by depth, for the button labels.
	 *
	 * @var array<int,string>
	 */
	private array $titles = array();

	/**
	 * Deepest level that gets buttons (0: top level only, as mega menus need).
	 *
	 * @var int
	 */
	private int $button_depth;

	/**
	 * Builds the walker.
	 *
	 * @param string $prefix       Prefix of submenu ids (the menu's id).
	 * @param int    $button_depth Deepest level whose parents get a button.
	 */
	public function __construct( string $prefix, int $button_depth = 0 ) {
		$this->prefix       = $prefix;
		$this->button_depth = $button_depth;
	}

	/**
	 * The id of the submenu of an item.
	 *
	 * @param int $item_id Menu item id.
	 */
	private function submenu_id( int $item_id ): string {
		return $this->prefix . '-sub-' . $item_id;
	}

	/**
	 * Opens a submenu list with its id.
	 *
	 * @param string    $output Markup so far.
	 * @param int       $depth  Depth of the submenu.
	 * @param \stdClass $args   wp_nav_menu() arguments.
	 */
	public function start_lvl( &$output, $depth = 0, $args = null ): void {
		$parent  = $this->parents[ $depth ] ?? 0;
		$output .= sprintf(
			'<ul class="sub-menu" id="%1$s" data-depth="%2$d" data-parent-title="%3$s">',
			esc_attr( $this->submenu_id( $parent ) ),
			(int) $depth,
			esc_attr( $this->titles[ $depth ] ?? '' )
		);
	}

	/**
	 * An item, with a disclosure button when it has a submenu.
	 *
	 * @param string    $output            Markup so far.
	 * @param \WP_Post  $data_object       Menu item.
	 * @param int       $depth             Depth.
	 * @param \stdClass $args              wp_nav_menu() arguments.
	 * @param int       $current_object_id Current object id.
	 */
	public function start_el( &$output, $data_object, $depth = 0, $args = null, $current_object_id = 0 ): void {
		parent::start_el( $output, $data_object, $depth, $args, $current_object_id );
		// Menu items are WP_Post objects decorated with title and classes by wp_setup_nav_menu_item().
		$item                    = get_object_vars( $data_object );
		$this->parents[ $depth ] = (int) $data_object->ID;
		$title                   = wp_strip_all_tags( (string) ( $item['title'] ?? '' ) );
		$this->titles[ $depth ]  = $title;
		$classes                 = is_array( $item['classes'] ?? null ) ? $item['classes'] : array();
		if ( $depth > $this->button_depth || ! in_array( 'menu-item-has-children', $classes, true ) ) {
			return;
		}
		$output .= sprintf(
			'<button type="button" class="stagecraft-menu__disclosure" aria-expanded="false" aria-controls="%1$s"><span class="screen-reader-text">%2$s</span></button>',
			esc_attr( $this->submenu_id( (int) $data_object->ID ) ),
			/* translators: %s: menu item title. */
			esc_html( sprintf( __( '%s submenu', 'stagecraft' ), $title ) )
		);
	}
}
