<?php
/**
 * The module post type: one post per module, its canonical JSON in post_content.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

/**
 * Registers `stagecraft_module`. The content is JSON, so revisions keep every earlier version.
 */
final class ModulePostType {

	public const NAME = 'stagecraft_module';

	/** Revisions kept at least, even where a site turns revisions off: an edit never loses the previous version. */
	public const MIN_REVISIONS = 20;

	/**
	 * Registers the post type.
	 */
	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'          => array(
					'name'               => __( 'Modules', 'stagecraft' ),
					'singular_name'      => __( 'Module', 'stagecraft' ),
					'menu_name'          => __( 'Stagecraft', 'stagecraft' ),
					'all_items'          => __( 'All modules', 'stagecraft' ),
					'add_new'            => __( 'Add New Module', 'stagecraft' ),
					'add_new_item'       => __( 'Add New Module', 'stagecraft' ),
					'edit_item'          => __( 'Edit Module', 'stagecraft' ),
					'new_item'           => __( 'New Module', 'stagecraft' ),
					'view_item'          => __( 'View Module', 'stagecraft' ),
					'search_items'       => __( 'Search Modules', 'stagecraft' ),
					'not_found'          => __( 'No modules found.', 'stagecraft' ),
					'not_found_in_trash' => __( 'No modules found in Trash.', 'stagecraft' ),
					'item_updated'       => __( 'Module updated.', 'stagecraft' ),
					'item_published'     => __( 'Module published.', 'stagecraft' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'show_in_rest'    => false,
				'menu_icon'       => 'dashicons-slides',
				'supports'        => array( 'title', 'revisions' ),
				'capability_type' => 'post',
				'map_meta_cap'    => true,
				'rewrite'         => false,
			)
		);
		add_filter( 'wp_' . self::NAME . '_revisions_to_keep', array( self::class, 'revisions_to_keep' ) );
		add_filter( 'bulk_post_updated_messages', array( self::class, 'bulk_messages' ), 10, 2 );
	}

	/**
	 * The module list's messages after bulk actions say "module", not core's "post".
	 *
	 * @param array<string,array<string,string>> $messages Messages by post type.
	 * @param array<string,int>                  $counts   How many posts each action changed.
	 * @return array<string,array<string,string>>
	 */
	public static function bulk_messages( $messages, $counts ): array {
		$messages               = (array) $messages;
		$messages[ self::NAME ] = array(
			/* translators: %s: number of modules */
			'updated'   => _n( '%s module updated.', '%s modules updated.', (int) ( $counts['updated'] ?? 0 ), 'stagecraft' ),
			/* translators: %s: number of modules */
			'locked'    => _n( '%s module not updated, somebody is editing it.', '%s modules not updated, somebody is editing them.', (int) ( $counts['locked'] ?? 0 ), 'stagecraft' ),
			/* translators: %s: number of modules */
			'deleted'   => _n( '%s module permanently deleted.', '%s modules permanently deleted.', (int) ( $counts['deleted'] ?? 0 ), 'stagecraft' ),
			/* translators: %s: number of modules */
			'trashed'   => _n( '%s module moved to the Trash.', '%s modules moved to the Trash.', (int) ( $counts['trashed'] ?? 0 ), 'stagecraft' ),
			/* translators: %s: number of modules */
			'untrashed' => _n( '%s module restored from the Trash.', '%s modules restored from the Trash.', (int) ( $counts['untrashed'] ?? 0 ), 'stagecraft' ),
		);
		return $messages;
	}

	/**
	 * How many revisions of a module to keep: the site's number (-1 is all), but never fewer than
	 * MIN_REVISIONS.
	 *
	 * @param int $count Revisions the site keeps.
	 */
	public static function revisions_to_keep( $count ): int {
		$count = (int) $count;
		return ( $count < 0 || $count >= self::MIN_REVISIONS ) ? $count : self::MIN_REVISIONS;
	}
}
