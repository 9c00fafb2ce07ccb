<?php
/**
 * The contact form post type.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * A form is a post whose content is field blocks; its mail settings and messages live in one
 * meta value so that they are saved and exported together.
 */
final class FormPostType {

	public const POST_TYPE = 'stagecraft_form';

	// Not underscore-prefixed, so the editor's Custom Fields panel can edit it until a settings panel exists.
	public const META = 'stagecraft_form_settings';

	/**
	 * Registers the post type and its settings meta (editable in the block editor's sidebar).
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Contact forms', 'stagecraft' ),
					'singular_name' => __( 'Contact form', 'stagecraft' ),
					'add_new_item'  => __( 'Add contact form', 'stagecraft' ),
					'edit_item'     => __( 'Edit contact form', 'stagecraft' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_rest'    => true,
				'menu_icon'       => 'dashicons-email',
				'supports'        => array( 'title', 'editor', 'custom-fields' ),
				'template'        => array(
					array(
						'stagecraft/form-field',
						array(
							'type'     => 'text',
							'name'     => 'your-name',
							'label'    => __( 'Your name', 'stagecraft' ),
							'required' => true,
						),
					),
					array(
						'stagecraft/form-field',
						array(
							'type'     => 'email',
							'name'     => 'your-email',
							'label'    => __( 'Your email', 'stagecraft' ),
							'required' => true,
						),
					),
					array(
						'stagecraft/form-field',
						array(
							'type'  => 'textarea',
							'name'  => 'your-message',
							'label' => __( 'Your message', 'stagecraft' ),
						),
					),
					array(
						'stagecraft/form-field',
						array(
							'type'  => 'submit',
							'label' => __( 'Submit', 'stagecraft' ),
						),
					),
				),
				'capability_type' => 'page',
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::META,
			array(
				'type'          => 'string',
				'single'        => true,
				'show_in_rest'  => true,
				'auth_callback' => static fn(): bool => current_user_can( 'edit_pages' ),
				// JSON text; FormSettings reads it with defaults, so a broken value cannot break a page.
				'default'       => '',
			)
		);
	}
}
