<?php
/**
 * One module: GET, PUT/PATCH and DELETE modules/{id}.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Schema\JsonShape;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\ModuleWriter;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The full canonical module in the edit context (with its version), for people who may edit it.
 *
 * @extends Controller<ModuleRepository>
 */
final class ModuleController extends Controller {

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 */
	public function __construct( ?ModuleRepository $modules = null ) {
		parent::__construct( Routes::NAMESPACE, 'modules', $modules ?? new ModuleRepository() );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				'args'   => ModuleSchema::id_arg(),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => $this->callback( 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => $this->callback( 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => ModuleSchema::body_args(),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => $this->callback( 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'args'                => array(
						'force' => array(
							'description' => __( 'Delete the module instead of moving it to the trash.', 'stagecraft' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Reading needs edit_post on the module.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return ModuleAccess::can( (int) $request['id'], 'edit_post' );
	}

	/**
	 * Changing needs edit_post on the module.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return ModuleAccess::can( (int) $request['id'], 'edit_post' );
	}

	/**
	 * Deleting needs delete_post on the module.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return ModuleAccess::can( (int) $request['id'], 'delete_post' );
	}

	/**
	 * The full module.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return self::module_response( $this->repository, (int) $request['id'] );
	}

	/**
	 * Changes the fields sent (PUT and PATCH alike, as in core); the rest stays.
	 *
	 * @param WP_REST_Request $request Request with the fields as JSON body.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		return ModuleWriteLimit::within( fn () => $this->update( $request ) );
	}

	/**
	 * The update itself.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 * @throws RouteError When the module cannot be changed.
	 */
	private function update( WP_REST_Request $request ) {
		$id   = (int) $request['id'];
		$post = $this->repository->post( $id );
		if ( null === $post || 'trash' === $post->post_status ) {
			return ModuleAccess::not_found( (string) $id );
		}
		$stale = ModuleRevision::check( $request, $post );
		if ( null !== $stale ) {
			return $stale;
		}
		$current = $this->repository->load( $post );
		$module  = ModuleValidator::from_request( $request, $current );
		if ( is_wp_error( $module ) ) {
			return $module;
		}
		$refused = RawMarkupGuard::check( $module, $current );
		$status  = ModuleStatus::requested( $request, $post );
		if ( null !== $refused || is_wp_error( $status ) ) {
			return $refused ?? $status;
		}
		$saved = ( new ModuleWriter() )->update( $id, $module, $status );
		return is_wp_error( $saved ) ? $saved : self::module_response( $this->repository, $saved );
	}

	/**
	 * Moves the module to the trash, or deletes it with force=true.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 * @throws RouteError When the module is already in the trash or cannot be deleted.
	 */
	public function delete_item( $request ) {
		return ModuleWriteLimit::within( fn () => $this->delete( $request ) );
	}

	/**
	 * The delete itself.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 * @throws RouteError When the module cannot be changed.
	 */
	private function delete( WP_REST_Request $request ) {
		$id      = (int) $request['id'];
		$force   = (bool) $request['force'];
		$post    = $this->repository->post( $id );
		$trashed = null !== $post && 'trash' === $post->post_status;
		if ( null === $post ) {
			return ModuleAccess::not_found( (string) $id );
		}
		if ( $trashed && ! $force ) {
			throw new RouteError( 'rest_already_trashed', __( 'The module is already in the trash.', 'stagecraft' ), 410 );
		}
		$previous = self::module_response( $this->repository, $id )->get_data();
		if ( ! ( new ModuleWriter() )->delete( $id, $force ) ) {
			throw new RouteError( 'rest_cannot_delete', __( 'The module could not be deleted.', 'stagecraft' ), 500 );
		}
		return rest_ensure_response(
			array(
				'deleted'  => $force,
				'trashed'  => ! $force,
				'previous' => $previous,
			)
		);
	}

	/**
	 * The reply for one module: the canonical module with its id and version.
	 *
	 * @param ModuleRepository $repository Module storage.
	 * @param int              $id         Module post id (known to exist).
	 */
	public static function module_response( ModuleRepository $repository, int $id ): WP_REST_Response {
		$post   = $repository->post( $id );
		$module = null === $post ? array() : $repository->load( $post );
		$data   = JsonShape::restore( $module, ModuleSchema::item() );
		if ( null !== $post && is_array( $data ) ) {
			// Where the module stands: pending review, draft, published...
			$data['status'] = $post->post_status;
		}
		$response = new WP_REST_Response( $data );
		if ( null !== $post ) {
			$response->header( 'ETag', ModuleRevision::etag( $post ) );
			$history = ModuleRevision::history_url( $post );
			if ( null !== $history ) {
				$response->header( 'Link', '<' . esc_url_raw( $history ) . '>; rel="version-history"' );
			}
		}
		return $response;
	}

	/**
	 * The module's schema, declared once.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return ModuleSchema::item();
	}
}
