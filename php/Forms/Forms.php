<?php
/**
 * Wires the contact forms into WordPress.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Forms\Rest\FormRoutes;

/**
 * One entry point for Plugin::boot(), so the forms feature touches the shared wiring in one line.
 */
final class Forms {

	/**
	 * Registers every hook of the forms feature.
	 */
	public static function register(): void {
		add_action( 'init', array( FormPostType::class, 'register' ) );
		add_action( 'init', array( SubmissionStore::class, 'register' ) );
		add_action( 'rest_api_init', array( FormRoutes::class, 'register' ) );
		add_action( 'rest_api_init', array( CaptchaImageRoute::class, 'register' ) );
		add_action( 'rest_api_init', array( \Stagecraft\Rest\SubmissionFileController::class, 'register' ) );
		add_action( 'before_delete_post', array( SubmissionStore::class, 'delete_files' ) );
		// template_redirect: REST requests never get there, so the REST route keeps its own answer.
		add_action( 'template_redirect', array( NoJsHandler::class, 'handle' ), 1 );
		Smtp::register();
		SubmissionsAdmin::register();
		SubmissionsCsv::register();
		Retention::register();
	}
}
