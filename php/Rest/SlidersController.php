<?php
/**
 * GET sliders/{id or alias}: the full slider object the front end loads.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Schema\JsonShape;
use Stagecraft\Schema\SchemaFile;
use Stagecraft\Storage\ModuleCache;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\PublishWindow;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Public read of a published module, in the reply shape of spec/module.md section 7. Replies are
 * kept in the object cache until the module changes or a publish window opens or closes.
 */
final class SlidersController extends PublicModuleController {

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 */
	public function __construct( ?ModuleRepository $modules = null ) {
		parent::__construct( 'sliders', $modules );
	}

	/**
	 * Query arguments of the call.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params(): array {
		return $this->module_params() + array(
			'slideid' => array(
				'description' => __( 'Only this slide.', 'stagecraft' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'raw'     => array(
				'description' => __( 'The canonical module as visitors see it, without the reply envelope.', 'stagecraft' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * The reply to GET sliders/{id} without the REST server (the early reply, inline data):
	 * the route's arguments checked, defaulted and sanitised as the server does, then get_item.
	 *
	 * @param WP_REST_Request     $request Request (method and headers set).
	 * @param string              $id      Module id or alias from the route.
	 * @param array<string,mixed> $query   Query arguments.
	 * @return WP_REST_Response|null Null for arguments that are not the route's own (_fields,
	 *                               _envelope, _jsonp…), bad arguments or an error: the server
	 *                               answers those.
	 */
	public function answer( WP_REST_Request $request, string $id, array $query ): ?WP_REST_Response {
		$params = $this->get_collection_params();
		if ( array() !== array_diff_key( $query, $params ) ) {
			return null;
		}
		$request->set_query_params( $query );
		$request->set_url_params( array( 'id' => $id ) );
		$request->set_attributes( array( 'args' => $params ) );
		$request->set_default_params(
			array_filter( array_map( static fn ( array $param ) => $param['default'] ?? null, $params ), static fn ( $value ) => null !== $value )
		);
		if ( true !== $request->has_valid_params() || true !== $request->sanitize_params() ) {
			return null;
		}
		$response = $this->respond( $request, 'get_item' );
		return $response instanceof WP_REST_Response && ! $response->is_error() ? $response : null;
	}

	/**
	 * Answers the full slider object: from the object cache when possible, with conditional GET.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 * @throws RouteError When no published module has the id or alias.
	 */
	public function get_item( $request ) {
		$id    = (string) $request['id'];
		$args  = array(
			'srengine' => (int) $request['srengine'],
			'slideid'  => null === $request['slideid'] ? null : (int) $request['slideid'],
			'raw'      => (bool) $request['raw'],
		);
		$found = $this->repository->resolve( $id, (bool) $request['alias'] );
		$reply = $found > 0 ? ModuleCache::remember( 'slider', $found, $args, fn () => $this->build( $found, $args ) ) : null;
		if ( null === $reply ) {
			throw $this->not_found( $request );
		}
		return ConditionalGet::respond( $request, $reply['data'], $reply['modified'] );
	}

	/**
	 * Builds the reply of a published module: migrated, normalised, publish windows applied.
	 *
	 * @param int                 $id   Module post id.
	 * @param array<string,mixed> $args Query arguments (slideid, raw).
	 * @return array{data:array<mixed>,modified:int,expires:?int}|null Null when not published.
	 */
	private function build( int $id, array $args ): ?array {
		$post = $this->repository->published_post( $id );
		if ( null === $post ) {
			return null;
		}
		$now    = time();
		$module = $this->repository->load( $post );
		$slides = (array) $module['slides'];
		$saved  = (int) strtotime( $post->post_modified_gmt . ' UTC' );
		$module = JsonShape::restore( ModuleRepository::visible( $module, $now ), SchemaFile::module() );
		if ( null !== $args['slideid'] ) {
			$module['slides'] = array_values(
				array_filter( (array) $module['slides'], static fn ( $slide ) => (int) ( $slide['id'] ?? 0 ) === $args['slideid'] )
			);
		}
		return array(
			'data'     => $args['raw'] ? $module : $this->reply( $module ),
			// A publish window opening or closing changes the reply without a save.
			'modified' => max( $saved, (int) PublishWindow::last_change( $slides, $now ) ),
			'expires'  => PublishWindow::next_change( $slides, $now ),
		);
	}

	/**
	 * The reply fields of spec/module.md section 7 (get_full_slider_object).
	 *
	 * @param array<string,mixed> $module Module as visitors see it.
	 * @return array<string,mixed>
	 */
	private function reply( array $module ): array {
		return array(
			'success'  => true,
			'alias'    => $module['alias'],
			'id'       => $module['id'],
			'addOns'   => (object) array(),
			'settings' => array_merge(
				(array) $module['settings'],
				array(
					'alias' => $module['alias'],
					'title' => $module['title'],
					'type'  => $module['type'],
				)
			),
			'slides'   => ResponsiveImages::add( (array) $module['slides'] ),
			'v6v7ids'  => (object) array(),
		);
	}

	/**
	 * The reply's schema, declared once.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'stagecraft-slider',
			'type'       => 'object',
			'properties' => array(
				'success'  => array( 'type' => 'boolean' ),
				'alias'    => array( 'type' => 'string' ),
				'id'       => array( 'type' => 'integer' ),
				'addOns'   => array( 'type' => 'object' ),
				'settings' => array( 'type' => 'object' ),
				'slides'   => array(
					'type'  => 'array',
					'items' => array( 'type' => 'object' ),
				),
				'v6v7ids'  => array( 'type' => 'object' ),
			),
		);
	}
}
