<?php
/**
 * What the contact form routes share: Contact Form 7's namespace and route shape, and its 404.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\ContactForm;
use Stagecraft\Forms\FormRepository;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Base of contact-forms/{id}/feedback, feedback/schema and refill: open to visitors, answered
 * in Contact Form 7 6.1's wire format.
 *
 * @extends Controller<FormRepository>
 */
abstract class FormController extends Controller {

	/**
	 * The route's path after contact-forms/{id}/.
	 */
	protected const SUFFIX = '';

	/**
	 * Its method: WP_REST_Server::READABLE (handled by get_item) or CREATABLE (create_item).
	 */
	protected const METHODS = WP_REST_Server::READABLE;

	/**
	 * Sets the route's namespace, base and repository.
	 *
	 * @param FormRepository|null $forms Form storage.
	 */
	public function __construct( ?FormRepository $forms = null ) {
		parent::__construct( FormRoutes::NAMESPACE, 'contact-forms/(?P<id>\d+)/' . static::SUFFIX, $forms ?? new FormRepository() );
	}

	/**
	 * Registers the route, open to visitors: spam checks, the nonce and the rate limit guard the writes.
	 */
	public function register_routes(): void {
		register_rest_route(
			FormRoutes::NAMESPACE,
			'/' . $this->rest_base,
			array(
				'methods'             => static::METHODS,
				'callback'            => $this->callback( WP_REST_Server::CREATABLE === static::METHODS ? 'create_item' : 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * The form a request names, or Contact Form 7's 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @throws RouteError When no published form has the id.
	 */
	protected function form( WP_REST_Request $request ): ContactForm {
		$id = $request['id'];
		return ( is_numeric( $id ) ? $this->repository->find( (int) $id ) : null )
			?? throw new RouteError( 'wpcf7_not_found', __( 'The requested contact form was not found.', 'stagecraft' ), 404 );
	}
}
