<?php
/**
 * ETag, Last-Modified and 304 for public replies.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Rest\ConditionalGet;
use Stagecraft\Tests\IntegrationTestCase;
use WP_REST_Request;

/**
 * The helper every public GET controller answers through.
 */
final class ConditionalGetTest extends IntegrationTestCase {

	private const MODIFIED = 1767225600;

	/**
	 * A GET request with headers.
	 *
	 * @param array<string,string> $headers Headers.
	 * @param string               $method  Method.
	 */
	private function request( array $headers = array(), string $method = 'GET' ): WP_REST_Request {
		$request = new WP_REST_Request( $method, '/stagecraft/v1/sliders/x' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return $request;
	}

	public function test_a_fresh_request_gets_the_data_and_validators(): void {
		$response = ConditionalGet::respond( $this->request(), array( 'a' => 1 ), self::MODIFIED );
		$headers  = $response->get_headers();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'a' => 1 ), $response->get_data() );
		$this->assertSame( ConditionalGet::etag( array( 'a' => 1 ) ), $headers['ETag'] );
		$this->assertMatchesRegularExpression( '/^W\/"[0-9a-f]{32}"$/', $headers['ETag'] );
		$this->assertSame( 'Thu, 01 Jan 2026 00:00:00 GMT', $headers['Last-Modified'] );
		$this->assertSame( 'public, max-age=60, stale-while-revalidate=300', $headers['Cache-Control'] );
	}

	public function test_a_matching_etag_is_304_without_a_body(): void {
		$etag = ConditionalGet::etag( array( 'a' => 1 ) );

		foreach ( array( $etag, '"other", ' . $etag, substr( $etag, 2 ), '*' ) as $if_none_match ) {
			$response = ConditionalGet::respond( $this->request( array( 'If-None-Match' => $if_none_match ) ), array( 'a' => 1 ), self::MODIFIED );
			$this->assertSame( 304, $response->get_status(), $if_none_match );
			$this->assertNull( $response->get_data() );
			$this->assertSame( $etag, $response->get_headers()['ETag'] );
		}
		$changed = ConditionalGet::respond( $this->request( array( 'If-None-Match' => $etag ) ), array( 'a' => 2 ), self::MODIFIED );
		$this->assertSame( 200, $changed->get_status() );
	}

	public function test_if_modified_since_is_304_unless_changed_later(): void {
		$since = array( 'If-Modified-Since' => gmdate( 'D, d M Y H:i:s', self::MODIFIED ) . ' GMT' );

		$this->assertSame( 304, ConditionalGet::respond( $this->request( $since ), array(), self::MODIFIED )->get_status() );
		$this->assertSame( 200, ConditionalGet::respond( $this->request( $since ), array(), self::MODIFIED + 1 )->get_status() );
		$this->assertSame( 200, ConditionalGet::respond( $this->request( array( 'If-Modified-Since' => 'garbage' ) ), array(), self::MODIFIED )->get_status() );
		$this->assertSame(
			200,
			ConditionalGet::respond( $this->request( $since + array( 'If-None-Match' => '"stale"' ) ), array(), self::MODIFIED )->get_status(),
			'If-None-Match wins over If-Modified-Since'
		);
		$this->assertSame( 200, ConditionalGet::respond( $this->request( $since, 'POST' ), array(), self::MODIFIED )->get_status(), 'only GET and HEAD' );
	}
}
