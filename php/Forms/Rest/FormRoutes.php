<?php
/**
 * Registers the contact form routes.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rest;

use Stagecraft\Forms\ContactForm;
use WP_Error;

/**
 * Contact Form 7's namespace, so its client and ours are interchangeable.
 */
final class FormRoutes {

	public const NAMESPACE = 'contact-form-7/v1';

	/**
	 * Version reported to clients; the Contact Form 7 release whose wire format we follow.
	 */
	public const WIRE_VERSION = '6.1';

	/**
	 * Registers the three routes, unless Contact Form 7 itself is active and owns them.
	 */
	public static function register(): void {
		if ( defined( 'WPCF7_VERSION' ) || class_exists( 'WPCF7_ContactForm', false ) ) {
			return;
		}
		( new FeedbackController() )->register_routes();
		( new SchemaController() )->register_routes();
		( new RefillController() )->register_routes();
	}

	/**
	 * The form, or Contact Form 7's 404 error.
	 *
	 * @param mixed $id Route id.
	 * @return ContactForm|WP_Error
	 */
	public static function form( mixed $id ): ContactForm|WP_Error {
		$form = is_numeric( $id ) ? ContactForm::find( (int) $id ) : null;
		return $form ?? new WP_Error( 'wpcf7_not_found', __( 'The requested contact form was not found.', 'stagecraft' ), array( 'status' => 404 ) );
	}

	/**
	 * Route pattern of a form's routes.
	 *
	 * @param string $suffix Path after the id.
	 * @return non-falsy-string
	 */
	public static function path( string $suffix ): string {
		return '/contact-forms/(?P<id>\d+)/' . $suffix;
	}
}
