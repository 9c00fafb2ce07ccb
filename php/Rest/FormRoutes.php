<?php
/**
 * Registers the contact form routes.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

/**
 * Contact Form 7's namespace, so its client and ours are interchangeable.
 */
final class FormRoutes {

	public const NAMESPACE = 'contact-form-7/v1';

	/**
	 * Version reported to clients (`_wpcf7_version`): the Contact Form 7 release whose wire format
	 * we follow, in full as Contact Form 7 prints it.
	 */
	public const WIRE_VERSION = '6.1.6';

	/**
	 * Version of the validation schema, as Contact Form 7 6.1.6 names it.
	 */
	public const SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10';

	/**
	 * Registers the three routes, unless Contact Form 7 itself is active and owns them.
	 */
	public static function register(): void {
		if ( defined( 'WPCF7_VERSION' ) || class_exists( 'WPCF7_ContactForm', false ) ) {
			return;
		}
		( new FeedbackController() )->register_routes();
		( new FeedbackSchemaController() )->register_routes();
		( new RefillController() )->register_routes();
	}
}
