<?php
/**
 * GET stagecraft/v1/captcha/{prefix}.png.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Forms\CaptchaImages;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Serves a captcha image from its transient, so no image is ever written to disk. The REST
 * server would JSON-encode the bytes; rest_pre_serve_request sends them as they are.
 *
 * @extends Controller<CaptchaImages>
 */
final class CaptchaImageController extends Controller {

	/**
	 * Sets the route's namespace, base and repository.
	 *
	 * @param CaptchaImages|null $images Captcha image storage.
	 */
	public function __construct( ?CaptchaImages $images = null ) {
		parent::__construct( Routes::NAMESPACE, 'captcha', $images ?? new CaptchaImages() );
	}

	/**
	 * The image URL of a challenge.
	 *
	 * @param string $prefix Challenge prefix.
	 */
	public static function url( string $prefix ): string {
		return rest_url( Routes::NAMESPACE . '/captcha/' . $prefix . '.png' );
	}

	/**
	 * Registers the route and the raw output.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			'/captcha/(?P<prefix>[0-9]{1,20})\.png',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => $this->callback( 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
		BytesResponse::register();
	}

	/**
	 * The image, or 404 when the challenge expired or was used.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return BytesResponse
	 * @throws RouteError When the challenge expired or was used.
	 */
	public function get_item( $request ) {
		$png = $this->repository->find( (string) $request['prefix'] )
			?? throw new RouteError( 'stagecraft_captcha_not_found', __( 'This captcha image has expired. Please load another one.', 'stagecraft' ), 404 );
		return new BytesResponse( $png, 'image/png' );
	}
}
