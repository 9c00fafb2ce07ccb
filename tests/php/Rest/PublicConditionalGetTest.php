<?php
/**
 * Every public module GET (slider object, stream, modal settings) answers conditional requests.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * ETag, 304 and Cache-Control on the three public routes.
 */
final class PublicConditionalGetTest extends IntegrationTestCase {

	use RestRequests;

	/**
	 * The public routes of one module.
	 *
	 * @return array<string,array{string}>
	 */
	public function routes(): array {
		return array(
			'slider object' => array( '/stagecraft/v1/sliders/%s' ),
			'stream'        => array( '/stagecraft/v1/sliders/stream/%s' ),
			'modal'         => array( '/stagecraft/v1/sliders/modal/%s' ),
		);
	}

	/**
	 * Each route answers 304 to its own ETag and sends caching headers a CDN can use.
	 *
	 * @dataProvider routes
	 * @param string $pattern Route with the module id as %s.
	 */
	public function test_matching_etag_gets_304_and_caching_headers( string $pattern ): void {
		$id    = ( new ModuleRepository() )->save( $this->module( 'conditional-' . md5( $pattern ) ) );
		$route = sprintf( $pattern, $id );

		$first   = $this->send( 'GET', $route );
		$headers = $first->get_headers();
		$this->assertSame( 200, $first->get_status() );
		$this->assertNotEmpty( $headers['ETag'] ?? '' );
		$this->assertStringContainsString( 'public', $headers['Cache-Control'] ?? '' );

		$second = $this->send( 'GET', $route, null, array( 'If-None-Match' => $headers['ETag'] ) );
		$this->assertSame( 304, $second->get_status() );

		$other = $this->send( 'GET', $route, null, array( 'If-None-Match' => '"something-else"' ) );
		$this->assertSame( 200, $other->get_status() );
	}
}
