<?php
/**
 * The slider object answered before the REST server is built.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Rest\EarlySliderReply;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * The early reply is the REST server's reply, and only plain public GETs take it.
 */
final class EarlySliderReplyTest extends IntegrationTestCase {

	use RestRequests;

	private const ROUTE = '/stagecraft/v1/sliders/';

	public function test_the_early_reply_is_the_servers_reply_with_its_304(): void {
		$id     = ( new ModuleRepository() )->save( $this->module( 'early-reply' ) );
		$early  = EarlySliderReply::reply( self::ROUTE . 'early-reply', 'GET', array(), array() );
		$server = $this->send( 'GET', self::ROUTE . 'early-reply' );
		$this->assertNotNull( $early );
		$this->assertSame( 200, $early->get_status() );
		// Compared as JSON, the wire form: cached replies come back as fresh copies of their objects.
		$this->assertSame( wp_json_encode( $server->get_data() ), wp_json_encode( $early->get_data() ) );
		$this->assertSame( 'early-reply', $early->get_data()['alias'] );
		$this->assertSame( $server->get_headers(), $early->get_headers() );

		$by_id = EarlySliderReply::reply( self::ROUTE . $id, 'GET', array(), array() );
		$this->assertSame( wp_json_encode( $server->get_data() ), wp_json_encode( $by_id?->get_data() ) );
		// The front end's own query (srengine=7, alias=true) and the other route arguments.
		foreach ( array(
			array(
				'srengine' => '7',
				'alias'    => 'true',
			),
			array( 'slideid' => '1' ),
			array( 'raw' => '1' ),
		) as $query ) {
			$this->assertSame(
				wp_json_encode( $this->send( 'GET', self::ROUTE . 'early-reply', null, array(), $query )->get_data() ),
				wp_json_encode( EarlySliderReply::reply( self::ROUTE . 'early-reply', 'GET', $query, array() )?->get_data() ),
				(string) wp_json_encode( $query )
			);
		}

		$etag    = $early->get_headers()['ETag'];
		$revalid = EarlySliderReply::reply( self::ROUTE . 'early-reply', 'GET', array(), array( 'HTTP_IF_NONE_MATCH' => $etag ) );
		$this->assertSame( 304, $revalid?->get_status() );
		$head = EarlySliderReply::reply( self::ROUTE . 'early-reply/', 'HEAD', array( 'rest_route' => '/x' ), array() );
		$this->assertSame( 200, $head?->get_status() );
	}

	public function test_everything_but_a_plain_public_get_goes_to_the_server(): void {
		( new ModuleRepository() )->save( $this->module( 'early-usual' ) );
		$route = self::ROUTE . 'early-usual';
		$this->assertNull( EarlySliderReply::reply( $route, 'POST', array(), array() ), 'another method' );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array( 'other' => '1' ), array() ), 'an argument the route does not have' );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array( 'srengine' => '5' ), array() ), 'an invalid argument: the server’s 400' );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array( 'slideid' => 'x' ), array() ), 'an invalid slide id' );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array( '_fields' => 'alias' ), array() ), '_fields' );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array(), array( 'HTTP_X_WP_NONCE' => 'abc' ) ), 'an editor’s call' );
		$this->assertNull( EarlySliderReply::reply( self::ROUTE . 'no-such-module', 'GET', array(), array() ), 'not found: the server’s 404' );
		$this->assertNull( EarlySliderReply::reply( self::ROUTE . 'stream/1', 'GET', array(), array() ), 'another route' );
		$this->assertNull( EarlySliderReply::reply( '/wp/v2/posts', 'GET', array(), array() ), 'a core route' );

		add_filter( 'stagecraft_early_slider_reply', '__return_false' );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array(), array() ), 'turned off by the filter' );
		remove_filter( 'stagecraft_early_slider_reply', '__return_false' );

		$blocked = static fn () => new \WP_Error( 'rest_disabled', 'REST is off for visitors.', array( 'status' => 401 ) );
		add_filter( 'rest_authentication_errors', $blocked );
		$this->assertNull( EarlySliderReply::reply( $route, 'GET', array(), array() ), 'a site that refuses REST to visitors' );
		remove_filter( 'rest_authentication_errors', $blocked );
		$this->assertNotNull( EarlySliderReply::reply( $route, 'GET', array(), array() ) );
	}

	public function test_the_route_is_read_from_the_uri_as_the_rest_server_reads_it(): void {
		$prefix = rtrim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' );
		$this->assertSame( '/stagecraft/v1/sliders/a-b', EarlySliderReply::route( $prefix . '/wp-json/stagecraft/v1/sliders/a-b?srengine=7', array( 'srengine' => '7' ) ) );
		$this->assertSame( '/stagecraft/v1/sliders/9', EarlySliderReply::route( $prefix . '/?rest_route=/stagecraft/v1/sliders/9', array( 'rest_route' => '/stagecraft/v1/sliders/9' ) ) );
		$this->assertNull( EarlySliderReply::route( $prefix . '/blog/', array() ) );
		$this->assertNull( EarlySliderReply::route( $prefix . '/wp-json', array() ) );
		$this->assertNull( EarlySliderReply::route( $prefix . '/x/wp-json/stagecraft/v1/sliders/a', array() ) );
		$this->assertNull( EarlySliderReply::route( '/', array( 'rest_route' => array( 'x' ) ) ) );
	}

	/**
	 * A module that is not published is never served early, over HTTP (the row is committed so
	 * the test site's server sees it, and deleted after).
	 */
	public function test_over_http_an_unpublished_module_gets_the_servers_404(): void {
		global $wpdb;
		$id = ( new ModuleRepository() )->save( $this->module( 'early-draft' ) );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$wpdb->query( 'COMMIT' );
		try {
			foreach ( array( 'early-draft', (string) $id ) as $ref ) {
				$reply = wp_remote_get( rest_url( 'stagecraft/v1/sliders/' . $ref ) );
				$this->assertSame( 404, wp_remote_retrieve_response_code( $reply ), $ref );
				$this->assertSame( 'built', wp_remote_retrieve_header( $reply, 'x-stagecraft-test-rest-server' ), $ref );
			}
		} finally {
			wp_delete_post( $id, true );
			$wpdb->query( 'COMMIT' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	/**
	 * Over HTTP on the test site (its mu-plugin marks replies that built the REST server).
	 */
	public function test_over_http_a_visitor_gets_the_same_reply_without_the_rest_server(): void {
		$url   = rest_url( 'stagecraft/v1/sliders/slider-demo' );
		$early = wp_remote_get( $url );
		// _fields naming every field: the same reply, but through the REST server.
		$usual = wp_remote_get( add_query_arg( '_fields', 'success,alias,id,addOns,settings,slides,v6v7ids', $url ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $early ), is_wp_error( $early ) ? $early->get_error_message() : '' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $usual ), is_wp_error( $usual ) ? $usual->get_error_message() : '' );
		$this->assertSame( '', wp_remote_retrieve_header( $early, 'x-stagecraft-test-rest-server' ) );
		$this->assertSame( 'built', wp_remote_retrieve_header( $usual, 'x-stagecraft-test-rest-server' ) );
		$this->assertSame( wp_remote_retrieve_body( $usual ), wp_remote_retrieve_body( $early ) );
		foreach ( array( 'content-type', 'etag', 'cache-control', 'last-modified', 'x-robots-tag', 'link', 'allow' ) as $header ) {
			$this->assertSame( wp_remote_retrieve_header( $usual, $header ), wp_remote_retrieve_header( $early, $header ), $header );
		}
		$revalid = wp_remote_get( $url, array( 'headers' => array( 'If-None-Match' => wp_remote_retrieve_header( $early, 'etag' ) ) ) );
		$this->assertSame( 304, wp_remote_retrieve_response_code( $revalid ) );
		$this->assertSame( '', wp_remote_retrieve_body( $revalid ) );
		$missing = wp_remote_get( rest_url( 'stagecraft/v1/sliders/no-such-module' ) );
		$this->assertSame( 404, wp_remote_retrieve_response_code( $missing ) );
		$this->assertSame( 'stagecraft_module_not_found', json_decode( wp_remote_retrieve_body( $missing ), true )['code'] ?? null );
	}
}
