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

	// JSON text edited by the Mail panel (blocks/form-mail); kept out of the Custom Fields box.
	public const META = 'stagecraft_form_settings';

	/**
	 * Registers the post type and its settings meta (editable in the block editor's sidebar).
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Contact forms', 'stagecraft' ),
					'singular_name' => __( 'Contact form', 'stagecraft' ),
					'add_new_item'  => __( 'Add contact form', 'stagecraft' ),
					'edit_item'     => __( 'Edit contact form', 'stagecraft' ),
				),
				'public'                => false,
				'show_ui'               => true,
				'show_in_rest'          => true,
				'rest_controller_class' => \Stagecraft\Rest\FormPostsController::class,
				'menu_icon'             => 'dashicons-email',
				'supports'              => array( 'title', 'editor', 'custom-fields' ),
				'template'              => array(
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
				'capability_type'       => 'page',
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
				// JSON text; ContactForm reads it with defaults, so a broken value cannot break a page.
				'default'       => '',
			)
		);
		add_filter( 'rest_pre_insert_' . self::POST_TYPE, array( self::class, 'check_settings' ), 10, 2 );
		add_filter( 'is_protected_meta', array( self::class, 'protect' ), 10, 2 );
	}

	/**
	 * Refuses a save whose mail settings are invalid: a 400 with every error, so the editor
	 * keeps the edit and shows why (nothing is written, neither the post nor the meta).
	 *
	 * @param \stdClass|\WP_Error $prepared Post about to be saved.
	 * @param \WP_REST_Request    $request  Request.
	 * @phpstan-param \WP_REST_Request<array<string,mixed>> $request
	 * @return \stdClass|\WP_Error
	 */
	public static function check_settings( $prepared, $request ) {
		$meta = $request->get_param( 'meta' );
		if ( $prepared instanceof \WP_Error || ! is_array( $meta ) || ! array_key_exists( self::META, $meta ) ) {
			return $prepared;
		}
		$content = $request->get_param( 'content' );
		if ( is_array( $content ) ) {
			$content = $content['raw'] ?? '';
		}
		if ( ! is_string( $content ) ) {
			$post    = get_post( (int) $request->get_param( 'id' ) );
			$content = $post instanceof \WP_Post ? $post->post_content : '';
		}
		$fields = ContactForm::fields_in( $content );
		$names  = array_map( static fn( FormField $f ): string => $f->name(), array_filter( $fields, static fn( FormField $f ): bool => $f->has_value() ) );
		$files  = array_map( static fn( FormField $f ): string => $f->name(), array_filter( $fields, static fn( FormField $f ): bool => 'file' === $f->type() ) );
		$errors = MailSettings::validate_json( is_string( $meta[ self::META ] ) ? $meta[ self::META ] : '', array_values( $names ), array_values( $files ) );
		if ( array() === $errors ) {
			return $prepared;
		}
		return new \WP_Error(
			'stagecraft_invalid_mail_settings',
			/* translators: %s: the errors, one after another */
			sprintf( __( 'The mail settings were not saved: %s', 'stagecraft' ), implode( ' ', array_values( $errors ) ) ),
			array(
				'status' => 400,
				'errors' => $errors,
			)
		);
	}

	/**
	 * Keeps the settings out of the Custom Fields box: the Mail panel edits them.
	 *
	 * @param bool   $protected Whether the key is protected.
	 * @param string $key       Meta key.
	 */
	public static function protect( $protected, $key ): bool {
		return self::META === $key || (bool) $protected;
	}
}
