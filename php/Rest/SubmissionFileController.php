<?php
/**
 * Files visitors attached to form submissions, for the people who may read submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\SubmissionFiles;
use Stagecraft\Forms\SubmissionStore;
use WP_REST_Request;
use WP_REST_Server;

/**
 * GET stagecraft/v1/submissions/{id}/files/{index}: the decrypted file as a download, for
 * holders of the submissions capability (cookie and REST nonce, or application password).
 *
 * @extends Controller<SubmissionFiles>
 */
final class SubmissionFileController extends Controller {

	private const ROUTE = '/submissions/(?P<id>[0-9]{1,19})/files/(?P<index>[0-9]{1,4})';

	/**
	 * Sets the route's namespace, base and repository.
	 *
	 * @param SubmissionFiles|null $files Submission file storage.
	 */
	public function __construct( ?SubmissionFiles $files = null ) {
		parent::__construct( Routes::NAMESPACE, 'submissions', $files ?? new SubmissionFiles() );
	}

	/**
	 * Registers the route and the raw-bytes serving of its replies.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => $this->callback( 'get_item' ),
				'permission_callback' => static fn(): bool => current_user_can( SubmissionStore::CAPABILITY ),
				'args'                => array(
					'id'    => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'index' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			)
		);
		BytesResponse::register();
	}

	/**
	 * The address of a file, with the REST nonce so a logged-in admin can follow it.
	 *
	 * @param int $id    Submission.
	 * @param int $index The file's position in the submission.
	 */
	public static function url( int $id, int $index ): string {
		return add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( Routes::NAMESPACE . '/submissions/' . $id . '/files/' . $index ) );
	}

	/**
	 * The file, or 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return BytesResponse
	 * @throws RouteError When the submission or file is not stored.
	 */
	public function get_item( $request ) {
		$file = $this->repository->find( (int) $request['id'], (int) $request['index'] )
			?? throw new RouteError( 'stagecraft_file_not_found', __( 'This file is not stored.', 'stagecraft' ), 404 );
		// Always a download, never rendered by the browser: the bytes are the visitor's.
		return new BytesResponse( $file['bytes'], 'application/octet-stream', array( 'Content-Disposition' => 'attachment; filename="' . sanitize_file_name( $file['name'] ) . '"' ) );
	}
}
