<?php
/**
 * The module collection: GET modules (the list editors pick from) and POST modules (create).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\ModuleWriter;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Authenticated module listing, paginated like core collections, and module creation.
 *
 * @extends Controller<ModuleRepository>
 */
final class ModulesController extends Controller {

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 */
	public function __construct( ?ModuleRepository $modules = null ) {
		parent::__construct( Routes::NAMESPACE, 'modules', $modules ?? new ModuleRepository() );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => $this->callback( 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => $this->callback( 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => ModuleSchema::body_args(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only people who can edit posts see the module list.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return ModuleAccess::can_edit_modules();
	}

	/**
	 * Only people who can edit posts create modules.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return ModuleAccess::can_edit_modules();
	}

	/**
	 * Creates a module: 201 with the stored module and its Location.
	 *
	 * @param WP_REST_Request $request Request with the module as JSON body.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		return ModuleWriteLimit::within( fn () => $this->create( $request ) );
	}

	/**
	 * The create itself.
	 *
	 * @param WP_REST_Request $request Request with the module as JSON body.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	private function create( WP_REST_Request $request ) {
		$module = ModuleValidator::from_request( $request );
		if ( is_wp_error( $module ) ) {
			return $module;
		}
		$refused = RawMarkupGuard::check( $module, array() );
		$status  = ModuleStatus::requested( $request, null );
		if ( null !== $refused || is_wp_error( $status ) ) {
			return $refused ?? $status;
		}
		$id = ( new ModuleWriter() )->create( $module, $status );
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$response = ModuleController::module_response( $this->repository, $id );
		$response->set_status( 201 );
		$response->header( 'Location', rest_url( Routes::NAMESPACE . '/' . $this->rest_base . '/' . $id ) );
		return $response;
	}

	/**
	 * One page of modules, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page = (int) $request['per_page'];
		$page     = $this->repository->list( (int) $request['page'], $per_page );
		$response = rest_ensure_response( $page['items'] );
		$response->header( 'X-WP-Total', (string) $page['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $page['total'] / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * Schema of one module, declared once (a listed module carries its id, alias, title and type).
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return ModuleSchema::item();
	}
}
