<?php
/**
 * Files visitors attached to form submissions, for the people who may read submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\SubmissionStore;
use Stagecraft\Forms\Uploads;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET stagecraft/v1/submissions/{id}/files/{index}: the decrypted file as a download, for
 * holders of the submissions capability (cookie and REST nonce, or application password).
 */
final class SubmissionFileController {

	private const ROUTE = '/submissions/(?P<id>[0-9]{1,19})/files/(?P<index>[0-9]{1,4})';

	/**
	 * Registers the route and the raw-bytes serving of its replies.
	 */
	public static function register(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'get' ),
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
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 2 );
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
	 * @return WP_REST_Response|WP_Error
	 */
	public static function get( WP_REST_Request $request ) {
		$record = SubmissionStore::get( (int) $request['id'] );
		$file   = $record['files'][ (int) $request['index'] ] ?? null;
		$bytes  = is_array( $file ) && is_string( $file['stored'] ?? null ) ? Uploads::read( $file['stored'] ) : null;
		if ( null === $bytes ) {
			return new WP_Error( 'stagecraft_file_not_found', __( 'This file is not stored.', 'stagecraft' ), array( 'status' => 404 ) );
		}
		$name     = sanitize_file_name( is_string( $file['name'] ?? null ) ? $file['name'] : 'file' );
		$response = new WP_REST_Response( array( 'file' => $bytes ) );
		// Always a download, never rendered by the browser: the bytes are the visitor's.
		$response->header( 'Content-Type', 'application/octet-stream' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . $name . '"' );
		$response->header( 'Cache-Control', 'no-store, private' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		return $response;
	}

	/**
	 * Sends a file reply as its bytes instead of JSON.
	 *
	 * @param bool  $served Whether the request was served already.
	 * @param mixed $result The reply.
	 */
	public static function serve( $served, $result ): bool {
		$data = $result instanceof WP_HTTP_Response ? $result->get_data() : null;
		if ( $served || ! $result instanceof WP_REST_Response || 200 !== $result->get_status() || ! is_array( $data ) || ! is_string( $data['file'] ?? null )
			|| ! str_starts_with( (string) $result->get_matched_route(), '/' . Routes::NAMESPACE . '/submissions/' ) ) {
			return (bool) $served;
		}
		echo $data['file']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- file bytes sent as an attachment download, not HTML.
		return true;
	}
}
