<?php
/**
 * The client actions of spec/module.md section 7, answered by the same code as REST.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Ajax;

use Stagecraft\Rest\Routes;
use Stagecraft\Storage\IdReserver;
use Stagecraft\Storage\ModuleRepository;
use WP_REST_Request;

/**
 * The data calls run the public REST routes internally (rest_do_request), so the ajax reply is
 * the REST reply, cache included; the id calls reserve ids.
 */
final class ClientActions {

	/** Calls the front-end action answers. */
	public const PUBLIC_ACTIONS = array( 'get_full_slider_object', 'get_stream_data', 'get_modal_settings' );

	/** Calls only the generic (editor) action answers. */
	public const EDITOR_ACTIONS = array( 'get_moduleid', 'get_slideid' );

	/** The engine version a client sends by default. */
	public const DEFAULT_VERSION = 7;

	/** What a module id or alias in a route may look like (the routes' own pattern). */
	private const ROUTE_ID = '/^[A-Za-z0-9_-]+$/';

	/**
	 * Runs one client action.
	 *
	 * @param string       $action  Client action.
	 * @param array<mixed> $data    The data fields.
	 * @param int          $version Engine version (srengine).
	 * @return array{0: array<string,mixed>, 1: int} Body and HTTP status.
	 */
	public static function run( string $action, array $data, int $version ): array {
		switch ( $action ) {
			case 'get_full_slider_object':
				return self::module_call( 'sliders', $data, array( 'srengine' => $version ) + self::optional( $data, 'slideid' ) );
			case 'get_stream_data':
				return self::module_call( 'sliders/stream', $data, array( 'srengine' => $version ) + self::optional( $data, 'srlang' ) );
			case 'get_modal_settings':
				return self::module_call( 'sliders/modal', $data, array( 'srengine' => $version ) );
			case 'get_moduleid':
				return self::module_id();
			case 'get_slideid':
				return self::slide_id( $data );
		}
		return self::error( __( 'Unknown client_action.', 'stagecraft' ), 400 );
	}

	/**
	 * An error reply.
	 *
	 * @param string $message Message for the client.
	 * @param int    $status  HTTP status.
	 * @return array{0: array<string,mixed>, 1: int}
	 */
	public static function error( string $message, int $status ): array {
		return array(
			array(
				'success' => false,
				'message' => $message,
			),
			$status,
		);
	}

	/**
	 * Calls a public module route: by data[id], or by data[alias] when data[forcealias] is set
	 * (the client does not know the id) or no id is given.
	 *
	 * @param string              $base  Route base under the namespace.
	 * @param array<mixed>        $data  The data fields.
	 * @param array<string,mixed> $query Query arguments.
	 * @return array{0: array<string,mixed>, 1: int}
	 */
	private static function module_call( string $base, array $data, array $query ): array {
		$id       = self::field( $data, 'id' );
		$by_alias = '' === $id || rest_sanitize_boolean( self::field( $data, 'forcealias' ) );
		$target   = $by_alias ? self::field( $data, 'alias' ) : $id;
		if ( ! preg_match( self::ROUTE_ID, $target ) ) {
			return self::error( __( 'The module id or alias is missing or invalid.', 'stagecraft' ), 400 );
		}
		$request = new WP_REST_Request( 'GET', '/' . Routes::NAMESPACE . '/' . $base . '/' . $target );
		$request->set_query_params( $query + array( 'alias' => $by_alias ? 'true' : 'false' ) );
		$response = rest_do_request( $request );
		$body     = rest_get_server()->response_to_data( $response, false );
		$status   = $response->get_status();
		if ( $status >= 400 || ! is_array( $body ) ) {
			$message = is_array( $body ) && is_string( $body['message'] ?? null ) ? $body['message'] : __( 'The module data could not be loaded.', 'stagecraft' );
			return self::error( $message, $status >= 400 ? $status : 500 );
		}
		return array( $body + array( 'success' => true ), $status );
	}

	/**
	 * A new module id.
	 *
	 * @return array{0: array<string,mixed>, 1: int}
	 */
	private static function module_id(): array {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return self::error( __( 'Sorry, you are not allowed to create modules.', 'stagecraft' ), 403 );
		}
		return self::id_reply( IdReserver::module_id() );
	}

	/**
	 * A new slide id, unique within data[module].
	 *
	 * @param array<mixed> $data The data fields.
	 * @return array{0: array<string,mixed>, 1: int}
	 */
	private static function slide_id( array $data ): array {
		$module_id = self::field( $data, 'module' );
		if ( ! ctype_digit( $module_id ) || (int) $module_id < 1 ) {
			return self::error( __( 'data[module] must be a module id.', 'stagecraft' ), 400 );
		}
		$repository = new ModuleRepository();
		$post       = $repository->post( (int) $module_id );
		if ( null === $post ) {
			/* translators: %s: module id */
			return self::error( sprintf( __( 'No module has the id "%s".', 'stagecraft' ), $module_id ), 404 );
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return self::error( __( 'Sorry, you are not allowed to change this module.', 'stagecraft' ), 403 );
		}
		$ids = array_map(
			static fn ( $slide ) => is_array( $slide ) && is_numeric( $slide['id'] ?? null ) ? (int) $slide['id'] : 0,
			(array) $repository->load( $post )['slides']
		);
		return self::id_reply( IdReserver::slide_id( $post->ID, max( array( 0, ...$ids ) ) ) );
	}

	/**
	 * The reply for a reserved id.
	 *
	 * @param int $id Id, 0 when the database refused.
	 * @return array{0: array<string,mixed>, 1: int}
	 */
	private static function id_reply( int $id ): array {
		if ( $id < 1 ) {
			return self::error( __( 'No id could be reserved. Please try again.', 'stagecraft' ), 503 );
		}
		return array(
			array(
				'success' => true,
				'id'      => $id,
			),
			200,
		);
	}

	/**
	 * A data field as a sanitised string; '' when missing or not a single value.
	 *
	 * @param array<mixed> $data The data fields.
	 * @param string       $key  Field.
	 */
	private static function field( array $data, string $key ): string {
		$value = $data[ $key ] ?? '';
		return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	}

	/**
	 * A query argument taken over from the data when sent.
	 *
	 * @param array<mixed> $data The data fields.
	 * @param string       $key  Field.
	 * @return array<string,string>
	 */
	private static function optional( array $data, string $key ): array {
		$value = self::field( $data, $key );
		return '' === $value ? array() : array( $key => $value );
	}
}
