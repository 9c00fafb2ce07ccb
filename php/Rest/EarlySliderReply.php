<?php
/**
 * GET sliders/{id or alias} answered before WordPress builds its REST server.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The slider object is the one REST call every module page makes, and visitors make it. Before
 * the REST server answers, WordPress runs every plugin's and the theme's init (blocks, post
 * types, menus…) and builds the server, registering every route of core and every plugin; that
 * costs far more than the answer. So a visitor's GET of the slider object is answered early in
 * init, right after core has registered its post statuses (init, priority 0), by the same
 * controller, with the same reply, headers and 304 as through the server.
 *
 * Anything else goes the usual way: other methods, query arguments that are not the route's own
 * (_fields, _envelope, _jsonp…) or are not valid, a REST nonce (an editor's call), a module that
 * is not found (its 404 comes from the server, in the server's error shape), a site that refuses
 * REST to visitors, or the `stagecraft_early_slider_reply` filter returning false (for a site
 * whose plugins must see every REST request).
 */
final class EarlySliderReply {

	private const ROUTE = '#^/' . Routes::NAMESPACE . '/sliders/(?P<id>[A-Za-z0-9_-]+)/?$#';

	/**
	 * Hooks in after core's own init work (priority 0), before everyone else's.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'on_init' ), 1 );
	}

	/**
	 * Answers and ends the request when it is a REST call reply() has an answer for.
	 */
	public static function on_init(): void {
		if ( wp_doing_ajax() || wp_doing_cron() || is_admin() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		// Every request passes here: the URI is only compared with the REST prefix and, in
		// reply(), with a strict pattern, so it needs no sanitising pass of its own.
		$route = self::route( (string) wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ), wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.NonceVerification.Recommended -- compared only, see above.
		if ( null === $route ) {
			return;
		}
		$method   = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( $_SERVER['REQUEST_METHOD'] ) ) : 'GET';
		$response = self::reply( $route, $method, wp_unslash( $_GET ), wp_unslash( $_SERVER ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public read; a nonce sends the request the usual way.
		if ( null === $response ) {
			return;
		}
		self::send( $response, 'HEAD' === $method );
		exit;
	}

	/**
	 * The REST route a request URI asks for, as rest_api_loaded() will find it: `?rest_route=` or
	 * the path under the REST prefix (/wp-json/); null for any other request.
	 *
	 * @param string              $uri   Request URI.
	 * @param array<string,mixed> $query Query arguments ($_GET).
	 */
	public static function route( string $uri, array $query ): ?string {
		if ( isset( $query['rest_route'] ) ) {
			return is_string( $query['rest_route'] ) && '' !== $query['rest_route'] ? $query['rest_route'] : null;
		}
		$path   = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$prefix = rtrim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' ) . '/' . rest_get_url_prefix() . '/';
		return str_starts_with( $path, $prefix ) ? '/' . substr( $path, strlen( $prefix ) ) : null;
	}

	/**
	 * The reply to a plain public GET of the slider object, or null when the REST server must answer.
	 *
	 * @param string               $route  The REST route asked for.
	 * @param string               $method HTTP method.
	 * @param array<string,mixed>  $query  Query arguments ($_GET).
	 * @param array<string,string> $server Server variables ($_SERVER), for the request headers.
	 */
	public static function reply( string $route, string $method, array $query, array $server ): ?WP_REST_Response {
		unset( $query['rest_route'] );
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) || ! preg_match( self::ROUTE, $route, $match ) ) {
			return null;
		}
		$request = new WP_REST_Request( $method, '/' . Routes::NAMESPACE . '/sliders/' . $match['id'] );
		$request->set_headers( ( new WP_REST_Server() )->get_headers( $server ) );
		if ( null !== $request->get_header( 'x_wp_nonce' ) || ! apply_filters( 'stagecraft_early_slider_reply', true, $request ) ) {
			return null;
		}
		// A site that refuses REST to visitors refuses this too (through the server's error).
		if ( is_wp_error( apply_filters( 'rest_authentication_errors', null ) ) ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, run as the REST server runs it.
			return null;
		}
		// Checked and sanitised as the server does; a bad argument gets the server's 400.
		return ( new SlidersController() )->answer( $request, $match['id'], $query );
	}

	/**
	 * Sends the reply with the headers the REST server would send.
	 *
	 * @param WP_REST_Response $response Reply.
	 * @param bool             $head     A HEAD request: headers only.
	 */
	private static function send( WP_REST_Response $response, bool $head ): void {
		$headers = array(
			'Content-Type'                  => 'application/json; charset=' . get_option( 'blog_charset' ),
			'X-Robots-Tag'                  => 'noindex',
			'X-Content-Type-Options'        => 'nosniff',
			'Link'                          => '<' . esc_url_raw( get_rest_url() ) . '>; rel="https://api.w.org/"',
			'Access-Control-Expose-Headers' => 'X-WP-Total, X-WP-TotalPages, Link',
			'Access-Control-Allow-Headers'  => 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
			'Allow'                         => 'GET',
		) + $response->get_headers();
		status_header( $response->get_status() );
		rest_send_cors_headers( null );
		foreach ( $headers as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( ! $head && 304 !== $response->get_status() ) {
			echo wp_json_encode( $response->get_data() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON, as the REST server sends it.
		}
	}
}
