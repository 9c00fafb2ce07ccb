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

/**
 * Base of contact-forms/{id}/feedback, feedback/schema and refill: open to visitors, answered
 * in Contact Form 7 6.1's wire format.
 *
 * @extends Controller<FormRepository>
 */
abstract class FormController extends Controller {

	/**
	 * Sets the route's namespace, base and repository.
	 *
	 * @param string              $suffix Path after contact-forms/{id}/.
	 * @param FormRepository|null $forms  Form storage.
	 */
	public function __construct( string $suffix, ?FormRepository $forms = null ) {
		parent::__construct( FormRoutes::NAMESPACE, 'contact-forms/(?P<id>\d+)/' . $suffix, $forms ?? new FormRepository() );
	}

	/**
	 * Registers the route for one method; the form's id is the route's.
	 *
	 * @param string $methods Methods, e.g. WP_REST_Server::READABLE.
	 * @param string $handler Handler method.
	 */
	protected function register_route( string $methods, string $handler ): void {
		register_rest_route(
			FormRoutes::NAMESPACE,
			'/' . $this->rest_base,
			array(
				'methods'             => $methods,
				'callback'            => $this->callback( $handler ),
				// Visitors use forms; spam checks, the nonce and the rate limit guard the writes.
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
