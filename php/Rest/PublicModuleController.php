<?php
/**
 * What the public module routes (slider object, stream, modal settings) share: the route shape,
 * the id-or-alias argument, the engine version and the 404 of an unknown module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\ModuleRepository;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Base of the public GET sliders/{id}, sliders/stream/{id} and sliders/modal/{id} controllers.
 *
 * @extends Controller<ModuleRepository>
 */
abstract class PublicModuleController extends Controller {

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param string                $rest_base Route base under the namespace.
	 * @param ModuleRepository|null $modules   Module storage.
	 */
	public function __construct( string $rest_base, ?ModuleRepository $modules = null ) {
		parent::__construct( Routes::NAMESPACE, $rest_base, $modules ?? new ModuleRepository() );
	}

	/**
	 * Registers GET {base}/{id or alias}, open to visitors (only published modules are served).
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			'/' . $this->rest_base . '/(?P<id>[A-Za-z0-9_-]+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => $this->callback( 'get_item' ),
					'permission_callback' => '__return_true',
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The arguments every public module call takes (spec section 7): id, alias, srengine.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function module_params(): array {
		return array(
			'id'       => array(
				'description' => __( 'Module id or alias.', 'stagecraft' ),
				'type'        => 'string',
				'required'    => true,
			),
			'alias'    => array(
				'description' => __( 'Treat the id as an alias.', 'stagecraft' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'srengine' => array(
				'description' => __( 'Engine version of the caller.', 'stagecraft' ),
				'type'        => 'integer',
				'enum'        => array( 6, 7 ),
				'default'     => 7,
			),
		);
	}

	/**
	 * The published module a request names: an alias when alias=true or the id is not numeric.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,mixed>|null
	 */
	protected function find_module( WP_REST_Request $request ): ?array {
		$id = (string) $request['id'];
		return ( $request['alias'] || ! ctype_digit( $id ) )
			? $this->repository->find_by_alias( $id )
			: $this->repository->find_by_id( (int) $id );
	}

	/**
	 * The published module a request names, or the 404 of an unknown or unpublished module.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 * @throws RouteError When no published module has the id or alias.
	 */
	protected function module( WP_REST_Request $request ): array {
		return $this->find_module( $request ) ?? throw $this->not_found( $request );
	}

	/**
	 * The 404 of an unknown or unpublished module.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function not_found( WP_REST_Request $request ): RouteError {
		return new RouteError(
			'stagecraft_module_not_found',
			/* translators: %s: module id or alias */
			sprintf( __( 'No published module has the id or alias "%s".', 'stagecraft' ), (string) $request['id'] ),
			404
		);
	}
}
