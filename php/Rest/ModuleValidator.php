<?php
/**
 * Checks a submitted module; every input error becomes a 400 WP_Error here.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Schema\SchemaFile;
use Stagecraft\Storage\Migrations\Migrator;
use Stagecraft\Storage\ModuleDefaults;
use Stagecraft\Storage\PublishWindow;
use Stagecraft\Storage\UrlPolicy;
use WP_Error;
use WP_REST_Request;

/**
 * Size limits first (cheap, and they bound the work of the rest), then the version, migration
 * of an older submitted shape, the generated JSON Schema and the publish window dates.
 */
final class ModuleValidator {

	// Default size cap of a module write's JSON (option or filter stagecraft_module_max_bytes).
	public const MAX_BYTES = 1048576;
	// Room for the 1000-slide scale benchmark (bench/scale.mjs) with margin.
	public const MAX_SLIDES = 2000;
	public const MAX_LAYERS = 2000;

	/** Top-level fields a request may set; anything else is left to the schema to refuse. */
	// id is the route's; status is the post's (ModuleStatus), not the module JSON's.
	private const IGNORED = array( 'id', 'status' );

	/**
	 * The module a create or update request submits, checked and sanitised.
	 *
	 * @param WP_REST_Request     $request Request with a JSON (or form) body.
	 * @param array<string,mixed> $current The stored module on update (fields not sent are kept).
	 * @return array<string,mixed>|WP_Error
	 */
	public static function from_request( WP_REST_Request $request, array $current = array() ) {
		// Before the body is decoded: an oversized write costs nothing but its upload.
		if ( strlen( $request->get_body() ) > self::max_bytes() ) {
			return self::too_large_error();
		}
		$body = $request->get_json_params() ?? $request->get_body_params();
		if ( ! is_array( $body ) || ( array() !== $body && array_is_list( $body ) ) ) {
			return self::invalid( 'rest_invalid_json', __( 'The body must be a JSON object.', 'stagecraft' ) );
		}
		$body      = array_filter(
			$body,
			static fn ( $key ) => ! in_array( $key, self::IGNORED, true ) && ! str_starts_with( (string) $key, '_' ),
			ARRAY_FILTER_USE_KEY
		);
		$too_large = self::too_large( $body, strlen( $request->get_body() ) );
		if ( null !== $too_large ) {
			return $too_large;
		}
		$module = array_merge( array_diff_key( $current, array_flip( self::IGNORED ) ), $body );
		return self::check( $module );
	}

	/**
	 * A module checked against the schema, in the current version's shape.
	 *
	 * @param array<string,mixed> $module Module, any schema version.
	 * @return array<string,mixed>|WP_Error
	 */
	public static function check( array $module ): array|WP_Error {
		if ( isset( $module['version'] ) ) {
			$valid = rest_validate_value_from_schema(
				$module['version'],
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => Migrator::CURRENT,
				),
				'module[version]'
			);
			if ( is_wp_error( $valid ) ) {
				return self::invalid( $valid->get_error_code(), $valid->get_error_message() );
			}
			$module['version'] = (int) $module['version'];
		}
		if ( is_array( $module['settings'] ?? null ) ) {
			unset( $module['settings']['migrated'] );
		}
		$module            = ModuleDefaults::fill( Migrator::run( $module )['module'] );
		$module['version'] = Migrator::CURRENT;

		$schema = SchemaFile::module();
		$valid  = rest_validate_value_from_schema( $module, $schema, 'module' );
		if ( is_wp_error( $valid ) ) {
			return self::invalid( $valid->get_error_code(), $valid->get_error_message() );
		}
		$dates = self::check_dates( $module['slides'] );
		if ( null !== $dates ) {
			return $dates;
		}
		$urls = UrlPolicy::refused( $module );
		if ( array() !== $urls ) {
			return self::invalid(
				'stagecraft_invalid_url',
				sprintf(
					/* translators: %s: the refused fields, listed by their path in the module */
					__( 'These addresses use a scheme WordPress does not allow (such as javascript: or data:): %s. Use a web address (https://…), mailto:, tel: or a relative address.', 'stagecraft' ),
					implode( ', ', $urls )
				)
			);
		}
		$clean = rest_sanitize_value_from_schema( $module, $schema, 'module' );
		if ( is_wp_error( $clean ) ) {
			return self::invalid( $clean->get_error_code(), $clean->get_error_message() );
		}
		return is_array( $clean ) ? $clean : self::invalid( 'rest_invalid_type', __( 'The module must be an object.', 'stagecraft' ) );
	}

	/**
	 * The error for a body above the limits, or null.
	 *
	 * @param array<mixed> $body  Submitted fields.
	 * @param int          $bytes Length of the raw body (0 when there is none, as in internal requests).
	 */
	private static function too_large( array $body, int $bytes ): ?WP_Error {
		$bytes  = $bytes > 0 ? $bytes : strlen( (string) wp_json_encode( $body ) );
		$slides = is_array( $body['slides'] ?? null ) ? $body['slides'] : array();
		$layers = array_map( static fn ( $slide ) => is_array( $slide['layers'] ?? null ) ? count( $slide['layers'] ) : 0, $slides );
		if ( $bytes <= self::max_bytes() && count( $slides ) <= self::MAX_SLIDES && max( array( 0, ...$layers ) ) <= self::MAX_LAYERS ) {
			return null;
		}
		return self::too_large_error();
	}

	/**
	 * The size cap in bytes: 1 MB unless the option or the filter says otherwise.
	 */
	public static function max_bytes(): int {
		/**
		 * Filters the largest module write accepted, in bytes of JSON.
		 *
		 * @param int $bytes Size cap.
		 */
		$bytes = (int) apply_filters( 'stagecraft_module_max_bytes', (int) get_option( 'stagecraft_module_max_bytes', self::MAX_BYTES ) );
		return $bytes > 0 ? $bytes : self::MAX_BYTES;
	}

	/**
	 * 413 with the limits.
	 */
	private static function too_large_error(): WP_Error {
		return new WP_Error(
			'stagecraft_module_too_large',
			sprintf(
				/* translators: 1: size limit in KB, 2: slide limit, 3: layer limit */
				__( 'The module is too large: at most %1$s KB of JSON, %2$d slides and %3$d layers per slide.', 'stagecraft' ),
				number_format_i18n( self::max_bytes() / 1024 ),
				self::MAX_SLIDES,
				self::MAX_LAYERS
			),
			array( 'status' => 413 )
		);
	}

	/**
	 * The error for an unreadable publish window date, or null.
	 *
	 * @param mixed $slides Slides.
	 */
	private static function check_dates( $slides ): ?WP_Error {
		foreach ( is_array( $slides ) ? $slides : array() as $index => $slide ) {
			foreach ( array( 'from', 'to' ) as $bound ) {
				if ( is_array( $slide ) && false === PublishWindow::parse( $slide['publish'][ $bound ] ?? null ) ) {
					return self::invalid(
						'stagecraft_invalid_date',
						/* translators: 1: slide index, 2: from or to */
						sprintf( __( 'module[slides][%1$d][publish][%2$s] is neither an ISO 8601 date (YYYY-MM-DD, optionally with a time) nor a timestamp in milliseconds.', 'stagecraft' ), $index, $bound )
					);
				}
			}
		}
		return null;
	}

	/**
	 * A 400 error.
	 *
	 * @param int|string $code    Error code.
	 * @param string     $message Message for the client.
	 */
	private static function invalid( $code, string $message ): WP_Error {
		return new WP_Error( '' === $code ? 'rest_invalid_param' : (string) $code, $message, array( 'status' => 400 ) );
	}
}
