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
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The full canonical module in the edit context (with its version), for people who may edit it.
 */
final class ModuleController extends WP_REST_Controller {

	/**
	 * Sets the route's namespace and base.
	 */
	public function __construct() {
		$this->namespace = Routes::NAMESPACE;
		$this->rest_base = 'modules';
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
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => ModuleSchema::body_args(),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
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
		return self::module_response( (int) $request['id'] );
	}

	/**
	 * Changes the fields sent (PUT and PATCH alike, as in core); the rest stays.
	 *
	 * @param WP_REST_Request $request Request with the fields as JSON body.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$id   = (int) $request['id'];
		$post = ( new ModuleRepository() )->post( $id );
		if ( null === $post || 'trash' === $post->post_status ) {
			return ModuleAccess::not_found( (string) $id );
		}
		$current = ( new ModuleRepository() )->load( $post );
		$module  = ModuleValidator::from_request( $request, $current );
		if ( is_wp_error( $module ) ) {
			return $module;
		}
		$saved = ( new ModuleWriter() )->update( $id, $module );
		return is_wp_error( $saved ) ? $saved : self::module_response( $saved );
	}

	/**
	 * Moves the module to the trash, or deletes it with force=true.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$id      = (int) $request['id'];
		$force   = (bool) $request['force'];
		$post    = ( new ModuleRepository() )->post( $id );
		$trashed = null !== $post && 'trash' === $post->post_status;
		if ( null === $post ) {
			return ModuleAccess::not_found( (string) $id );
		}
		if ( $trashed && ! $force ) {
			return new WP_Error( 'rest_already_trashed', __( 'The module is already in the trash.', 'stagecraft' ), array( 'status' => 410 ) );
		}
		$previous = self::module_response( $id )->get_data();
		if ( ! ( new ModuleWriter() )->delete( $id, $force ) ) {
			return new WP_Error( 'rest_cannot_delete', __( 'The module could not be deleted.', 'stagecraft' ), array( 'status' => 500 ) );
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
	 * @param int $id Module post id (known to exist).
	 */
	public static function module_response( int $id ): WP_REST_Response {
		$repository = new ModuleRepository();
		$post       = $repository->post( $id );
		$module     = null === $post ? array() : $repository->load( $post );
		return new WP_REST_Response( JsonShape::restore( $module, ModuleSchema::item() ) );
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
