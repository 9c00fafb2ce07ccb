<?php
/**
 * GET sliders/modal/{id or alias}: how a module opens as a pop-up modal.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Schema\SharedRules;
use Stagecraft\Storage\ModuleRepository;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Public read of a published module's modal settings (spec/module.md section 7, get_modal_settings).
 */
final class ModalController extends PublicModuleController {

	/**
	 * The CSS colours a background may be: transparent, hex, and rgb()/rgba() with numbers.
	 * Nothing else passes, so no url(), expression() or javascript: reaches a style attribute.
	 */
	private const COLOUR = '/^(?:transparent|#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:\d*\.?\d+%?)\s*)?\))$/i';

	/**
	 * Sets the route's namespace and base.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 */
	public function __construct( ?ModuleRepository $modules = null ) {
		parent::__construct( 'sliders/modal', $modules );
	}

	/**
	 * Query arguments of the call.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params(): array {
		return $this->module_params() + array();
	}

	/**
	 * Answers the modal settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 * @throws RouteError When no published module has the id or alias.
	 */
	public function get_item( $request ) {
		$module = $this->module( $request );
		return ConditionalGet::respond( $request, $this->reply( $module ), $this->last_modified( $module ) );
	}

	/**
	 * The reply for a module; public so the admin-ajax get_modal_settings action answers the same.
	 *
	 * The sp field is in seconds: the spec keeps the modal speed in ms (default 1000) and hands the modal
	 * "ms divided by 1000", the unit of its timelines.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<string,mixed>
	 */
	public function reply( array $module ): array {
		$settings = is_array( $module['settings'] ?? null ) ? $module['settings'] : array();
		$modal    = is_array( $settings['modal'] ?? null ) ? $settings['modal'] : array();
		$speed    = $modal['speed'] ?? null;
		$speed    = is_numeric( $speed ) && $speed >= 0 ? (float) $speed : (float) SharedRules::MODAL_SPEED;
		$page     = filter_var( $modal['pS'] ?? false, FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE );
		return array(
			'success' => true,
			'id'      => (int) $module['id'],
			'sp'      => $speed / 1000,
			'bg'      => self::colour( $modal['bg'] ?? null ),
			'pS'      => true === $page,
			'v'       => self::one_of( $modal['v'] ?? null, SharedRules::MODAL_V, SharedRules::MODAL_V_DEFAULT ),
			'h'       => self::one_of( $modal['h'] ?? null, SharedRules::MODAL_H, SharedRules::MODAL_H_DEFAULT ),
			'v6v7ids' => (object) array(),
			'trans'   => self::transitions( $settings, $module['slides'] ?? null ),
			'navs'    => (object) self::navigation( $settings ),
		);
	}

	/**
	 * When the reply last changed: the module's own modification, as a Unix time.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 */
	public function last_modified( array $module ): int {
		return (int) get_post_modified_time( 'U', true, (int) $module['id'] );
	}

	/**
	 * The reply's schema, declared once.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'stagecraft-modal',
			'type'       => 'object',
			'properties' => array(
				'success' => array( 'type' => 'boolean' ),
				'id'      => array( 'type' => 'integer' ),
				'sp'      => array(
					'description' => __( 'Modal speed in seconds.', 'stagecraft' ),
					'type'        => 'number',
					'minimum'     => 0,
				),
				'bg'      => array(
					'description' => __( 'Underlay colour: hex, rgb(), rgba() or transparent.', 'stagecraft' ),
					'type'        => 'string',
				),
				'pS'      => array(
					'description' => __( 'Whether the page may scroll while the modal is open.', 'stagecraft' ),
					'type'        => 'boolean',
				),
				'v'       => array(
					'type' => 'string',
					'enum' => SharedRules::MODAL_V,
				),
				'h'       => array(
					'type' => 'string',
					'enum' => SharedRules::MODAL_H,
				),
				'v6v7ids' => array( 'type' => 'object' ),
				'trans'   => array(
					'type'  => 'array',
					'items' => array( 'type' => 'object' ),
				),
				'navs'    => array( 'type' => 'object' ),
			),
		);
	}

	/**
	 * A CSS colour from the allowed forms, else the default.
	 *
	 * @param mixed $value Colour as stored.
	 */
	private static function colour( $value ): string {
		$value = is_string( $value ) ? trim( $value ) : '';
		return 1 === preg_match( self::COLOUR, $value ) ? $value : SharedRules::MODAL_BG;
	}

	/**
	 * A value from a list, else the default.
	 *
	 * @param mixed              $value    Value as stored.
	 * @param array<int, string> $allowed  Allowed values.
	 * @param string             $fallback Default.
	 */
	private static function one_of( $value, array $allowed, string $fallback ): string {
		return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * The module's slide transitions: settings.trans, else each slide's own, tagged with its id.
	 *
	 * @param array<mixed> $settings Module settings.
	 * @param mixed        $slides   Module slides.
	 * @return list<array<mixed>>
	 */
	private static function transitions( array $settings, $slides ): array {
		if ( is_array( $settings['trans'] ?? null ) ) {
			return array_values( array_filter( $settings['trans'], 'is_array' ) );
		}
		$trans = array();
		foreach ( is_array( $slides ) ? $slides : array() as $slide ) {
			$own = is_array( $slide ) ? ( $slide['trans'] ?? $slide['transition'] ?? null ) : null;
			if ( is_array( $own ) ) {
				$trans[] = array( 'id' => (int) ( $slide['id'] ?? 0 ) ) + $own;
			}
		}
		return $trans;
	}

	/**
	 * Navigation element settings: settings.navigation, or the older settings.navs.
	 *
	 * @param array<mixed> $settings Module settings.
	 * @return array<mixed>
	 */
	private static function navigation( array $settings ): array {
		$navs = $settings['navigation'] ?? $settings['navs'] ?? null;
		// An object by element name (arrows, bullets...); a bare list has no names to go by.
		return is_array( $navs ) && ! array_is_list( $navs ) ? $navs : array();
	}
}
