<?php
/**
 * GET modules: the module list editors pick from. Full CRUD comes with the module data issue.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\ModuleRepository;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Authenticated module listing, paginated like core collections.
 */
final class ModulesController extends WP_REST_Controller {

	/**
	 * Module storage.
	 *
	 * @var ModuleRepository
	 */
	private ModuleRepository $modules;

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 */
	public function __construct( ?ModuleRepository $modules = null ) {
		$this->namespace = Routes::NAMESPACE;
		$this->rest_base = 'modules';
		$this->modules   = $modules ?? new ModuleRepository();
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
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
		if ( current_user_can( 'edit_posts' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to list modules.', 'stagecraft' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * One page of modules, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page = (int) $request['per_page'];
		$page     = $this->modules->list( (int) $request['page'], $per_page );
		$response = rest_ensure_response( $page['items'] );
		$response->header( 'X-WP-Total', (string) $page['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $page['total'] / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * Schema of one listed module, declared once.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'stagecraft-module-summary',
			'type'       => 'object',
			'properties' => array(
				'id'    => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'alias' => array( 'type' => 'string' ),
				'title' => array( 'type' => 'string' ),
				'type'  => array(
					'type' => 'string',
					'enum' => array( 'slider', 'hero', 'carousel', 'modal' ),
				),
			),
		);
	}
}
