<?php
/**
 * Wires the contact forms into WordPress.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Rest\CaptchaImageController;
use Stagecraft\Rest\FormRoutes;
use Stagecraft\Rest\ProofOfWorkController;
use Stagecraft\Rest\SubmissionFileController;
use Stagecraft\Storage\RateLimit;

/**
 * One entry point for Plugin::boot(), so the forms feature touches the shared wiring in one line.
 */
final class Forms {

	public const HOURLY = 'stagecraft_forms_hourly';

	/**
	 * Registers every hook of the forms feature.
	 */
	public static function register(): void {
		add_action( 'init', array( FormPostType::class, 'register' ) );
		add_action( 'init', array( SubmissionStore::class, 'register' ) );
		add_action( 'rest_api_init', array( FormRoutes::class, 'register' ) );
		add_action( 'rest_api_init', static fn () => ( new CaptchaImageController() )->register_routes() );
		add_action( 'rest_api_init', static fn () => ( new SubmissionFileController() )->register_routes() );
		add_action( 'rest_api_init', static fn () => ( new ProofOfWorkController() )->register_routes() );
		add_action( 'before_delete_post', array( SubmissionStore::class, 'delete_files' ) );
		// template_redirect: REST requests never get there, so the REST route keeps its own answer.
		add_action( 'template_redirect', array( NoJsHandler::class, 'handle' ), 1 );
		Smtp::register();
		SubmissionsAdmin::register();
		SubmissionsCsv::register();
		Retention::register();
		add_action( self::HOURLY, array( self::class, 'hourly' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::HOURLY ) ) {
					wp_schedule_event( time() + 600, 'hourly', self::HOURLY );
				}
			}
		);
	}

	/**
	 * Hourly housekeeping: ended rate-limit windows, expired captcha challenges and expired used
	 * proof-of-work challenges go.
	 */
	public static function hourly(): void {
		RateLimit::clean();
		Captcha::clean_expired();
		ProofOfWork::clean_used();
	}
}
