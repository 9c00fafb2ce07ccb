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
		( new FeedbackSchemaController() )->register_routes();
		( new RefillController() )->register_routes();
	}
}
