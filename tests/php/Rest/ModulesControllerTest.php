<?php
/**
 * GET stagecraft/v1/modules: editors only, paginated.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Permission and pagination of the module list.
 */
final class ModulesControllerTest extends IntegrationTestCase {

	public function test_visitors_may_not_list_modules(): void {
		$response = $this->rest( 'GET', '/stagecraft/v1/modules' );

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
	}

	public function test_editors_get_a_page_with_totals(): void {
		$repository = new ModuleRepository();
		$repository->save( $this->module( 'page-a' ) );
		$repository->save( $this->module( 'page-b' ) );
		wp_set_current_user( 1 );

		$response = $this->rest( 'GET', '/stagecraft/v1/modules', array( 'per_page' => 1 ) );
		$headers  = $response->get_headers();

		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 1, $response->get_data() );
		$this->assertSame( array( 'id', 'alias', 'title', 'type' ), array_keys( $response->get_data()[0] ) );
		$this->assertGreaterThanOrEqual( 2, (int) $headers['X-WP-Total'] );
		$this->assertSame( $headers['X-WP-Total'], $headers['X-WP-TotalPages'] );
	}
}
