<?php
/**
 * GET sliders/stream/{id or alias}: the stream items of a module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Streams\SourceSettings;
use Stagecraft\Streams\StreamSources;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Public read of a published module's stream (spec/module.md section 7, get_stream_data).
 *
 * A stream that cannot load here (no source, unknown source, a source that needs a service this
 * site cannot reach) answers HTTP 200 with success false and a message: the front end then shows
 * its error slide, as the spec asks. Only an unknown module (404) and bad arguments (400) are
 * HTTP errors.
 */
final class StreamController extends PublicModuleController {

	/**
	 * Stream sources; built on first use, so add-ons' filters registered late still count.
	 *
	 * @var StreamSources|null
	 */
	private ?StreamSources $sources;

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 * @param StreamSources|null    $sources Stream sources.
	 */
	public function __construct( ?ModuleRepository $modules = null, ?StreamSources $sources = null ) {
		parent::__construct( 'sliders/stream', $modules );
		$this->sources = $sources;
	}

	/**
	 * Query arguments of the call.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params(): array {
		return $this->module_params() + array(
			'srlang' => array(
				'description' => __( 'Language code of a multilingual plugin, such as en or pt-BR.', 'stagecraft' ),
				'type'        => 'string',
				'pattern'     => '^([A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*)?$',
				'maxLength'   => 35,
				'default'     => '',
			),
		);
	}

	/**
	 * Answers the module's stream items.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 * @throws RouteError When no published module has the id or alias.
	 */
	public function get_item( $request ) {
		$module = $this->module( $request );
		$reply  = $this->reply( $module, (int) $request['srengine'], (string) $request['srlang'] );
		return ConditionalGet::respond( $request, $reply, $this->last_modified( $module, $reply ) );
	}

	/**
	 * The reply for a module; public so the admin-ajax get_stream_data action answers the same.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param int                 $engine Engine version of the caller (6 or 7).
	 * @param string              $lang   Language code, or ''.
	 * @return array<string,mixed>
	 */
	public function reply( array $module, int $engine, string $lang ): array {
		$type = SourceSettings::type( $module );
		if ( '' === $type ) {
			return $this->failure( __( 'This module has no stream source.', 'stagecraft' ) );
		}
		$this->sources ??= new StreamSources();
		$source          = $this->sources->get( $type );
		if ( null === $source ) {
			/* translators: %s: source name from the module's settings */
			return $this->failure( sprintf( __( 'The stream source "%s" is not known.', 'stagecraft' ), $type ) );
		}
		$items = $source->items( $module, array( 'lang' => $lang ) );
		if ( is_wp_error( $items ) ) {
			return $this->failure( $items->get_error_message() );
		}

		$templates = $this->template_slide_ids( $module );
		$data      = array();
		foreach ( $items as $index => $item ) {
			$data[] = array(
				// Items take the template slides in turn; one template serves every item.
				'sourceSlideId'      => $templates ? $templates[ $index % count( $templates ) ] : null,
				'sourceModuleId'     => (int) $module['id'],
				'sourceModuleEngine' => $engine,
			) + $item;
		}
		return array(
			'success' => true,
			'data'    => $data,
		);
	}

	/**
	 * When the reply last changed: the module or its newest item post, as a Unix time. A deleted
	 * item does not move it, so a conditional GET must also compare the reply's ETag.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $reply  The reply of reply().
	 */
	public function last_modified( array $module, array $reply ): int {
		$times = array( (int) get_post_modified_time( 'U', true, (int) $module['id'] ) );
		foreach ( is_array( $reply['data'] ?? null ) ? $reply['data'] : array() as $item ) {
			if ( is_array( $item ) && is_int( $item['id'] ?? null ) ) {
				$times[] = (int) get_post_modified_time( 'U', true, $item['id'] );
			}
		}
		return max( $times );
	}

	/**
	 * The reply's schema, declared once.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'stagecraft-stream',
			'type'       => 'object',
			'properties' => array(
				'success' => array( 'type' => 'boolean' ),
				'message' => array(
					'description' => __( 'Why the stream could not load; only when success is false.', 'stagecraft' ),
					'type'        => 'string',
				),
				'data'    => array(
					'type'  => 'array',
					'items' => array(
						'type'                 => 'object',
						'properties'           => array(
							'sourceSlideId'      => array( 'type' => array( 'integer', 'null' ) ),
							'sourceModuleId'     => array( 'type' => 'integer' ),
							'sourceModuleEngine' => array(
								'type' => 'integer',
								'enum' => array( 6, 7 ),
							),
							'id'                 => array( 'type' => 'integer' ),
						),
						'additionalProperties' => true,
					),
				),
			),
		);
	}

	/**
	 * A stream that cannot load: success false, so the front end shows its error slide.
	 *
	 * @param string $message Why.
	 * @return array{success:false,message:string}
	 */
	private function failure( string $message ): array {
		return array(
			'success' => false,
			'message' => $message,
		);
	}

	/**
	 * Ids of the slides the stream items are cloned from: every slide but static ones.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return list<int>
	 */
	private function template_slide_ids( array $module ): array {
		$ids = array();
		foreach ( is_array( $module['slides'] ?? null ) ? $module['slides'] : array() as $slide ) {
			if ( is_array( $slide ) && empty( $slide['global'] ) && is_numeric( $slide['id'] ?? null ) ) {
				$ids[] = (int) $slide['id'];
			}
		}
		return $ids;
	}
}
