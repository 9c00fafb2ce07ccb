<?php
/**
 * Where a placed module's data comes from in the browser: automatic (the default), REST,
 * admin-ajax, inline in the page, or a JSON file (spec section 7: "Module data may alternatively
 * come from an inline JSON object or a .json file URL").
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Rest\Routes;
use Stagecraft\Rest\SlidersController;
use WP_REST_Request;

/**
 * Turns the block's attributes into the data-source part of the module markup.
 */
final class ModuleDataSource {

	/** Folder in uploads holding the exported module files. */
	public const EXPORT_DIR = 'stagecraft';

	/**
	 * Whether an automatic module of this page has its data inline already.
	 *
	 * @var bool
	 */
	private static bool $inlined = false;

	/**
	 * The data source for ModuleMarkup::render().
	 *
	 * @param array<string,mixed> $attributes Block attributes: source, jsonUrl.
	 * @param array<string,mixed> $module     Module in the canonical shape.
	 * @return array{source: string, json_url?: string, inline?: mixed}
	 */
	public static function from_attributes( array $attributes, array $module ): array {
		$source = (string) ( $attributes['source'] ?? 'auto' );
		if ( 'auto' === $source ) {
			// The first module of the page, most likely above the fold, starts without a
			// round trip; the others load by REST as they come near the viewport.
			$source        = self::$inlined ? 'rest' : 'inline';
			self::$inlined = true;
		}
		if ( 'json' === $source ) {
			$url = (string) ( $attributes['jsonUrl'] ?? '' );
			return array(
				'source'   => 'json',
				'json_url' => '' !== $url ? $url : self::export_url( (string) $module['alias'] ),
			);
		}
		if ( 'inline' === $source ) {
			return array(
				'source' => 'inline',
				'inline' => InlineWindow::cached( (int) $module['id'] ),
			);
		}
		return array( 'source' => in_array( $source, ModuleMarkup::SOURCES, true ) ? $source : 'rest' );
	}

	/**
	 * Starts a new page: its first automatic module is inlined again (tests render many pages).
	 */
	public static function reset(): void {
		self::$inlined = false;
	}

	/**
	 * The slider object exactly as GET sliders/{id} serves it, so every source renders the same.
	 *
	 * @param int $id Module id.
	 * @return mixed
	 */
	public static function slider_object( int $id ) {
		// The controller itself, not rest_do_request(): a page render need not build the REST
		// server (every route of core and every plugin) for one reply.
		$reply = ( new SlidersController() )->answer( new WP_REST_Request( 'GET', '/' . Routes::NAMESPACE . '/sliders/' . $id ), (string) $id, array( 'srengine' => 7 ) );
		return null === $reply ? array( 'success' => false ) : $reply->get_data();
	}

	/**
	 * URL of the module's exported JSON file in uploads.
	 *
	 * @param string $alias Module alias.
	 */
	public static function export_url( string $alias ): string {
		return trailingslashit( wp_upload_dir( null, false )['baseurl'] ) . self::EXPORT_DIR . '/' . sanitize_file_name( $alias ) . '.json';
	}

	/**
	 * Path of the module's exported JSON file in uploads.
	 *
	 * @param string $alias Module alias.
	 */
	public static function export_path( string $alias ): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . self::EXPORT_DIR . '/' . sanitize_file_name( $alias ) . '.json';
	}
}
