<?php
/**
 * A save based on an older version of a module is refused (ETag out, If-Match in).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * The module editor sends the ETag it loaded; someone else's save in between makes it stale.
 */
final class ModuleRevisionTest extends IntegrationTestCase {

	use RestRequests;

	public function test_a_write_with_the_current_etag_passes_and_a_stale_one_is_a_412(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'revision-race' ) );
		$this->assertIsInt( $id );
		wp_set_current_user( 1 );
		$route  = '/stagecraft/v1/modules/' . $id;
		$loaded = $this->send( 'GET', $route )->get_headers()['ETag'];
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $loaded );

		$first = $this->send( 'PATCH', $route, array( 'title' => 'First' ), array( 'If-Match' => $loaded ) );
		$this->assertSame( 200, $first->get_status() );
		$this->assertNotSame( $loaded, $first->get_headers()['ETag'], 'a write changes the version' );

		$stale = $this->send( 'PATCH', $route, array( 'title' => 'Second' ), array( 'If-Match' => $loaded ) );
		$this->assertSame( 412, $stale->get_status() );
		$this->assertSame( 'rest_module_changed', $stale->get_data()['code'] );
		$this->assertSame( 'First', $this->send( 'GET', $route )->get_data()['title'], 'nothing overwritten' );

		$this->assertSame( 200, $this->send( 'PATCH', $route, array( 'title' => 'Third' ), array( 'If-Match' => '"x", ' . $first->get_headers()['ETag'] ) )->get_status(), 'any listed tag may match' );
		$this->assertSame( 200, $this->send( 'PATCH', $route, array( 'title' => 'Fourth' ) )->get_status(), 'no If-Match: not checked, as in core' );
	}

	public function test_the_reply_links_wordpress_revisions_screen_once_there_is_a_revision(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'revision-link' ) );
		$this->assertIsInt( $id );
		wp_set_current_user( 1 );
		$route = '/stagecraft/v1/modules/' . $id;
		$this->send( 'PATCH', $route, array( 'title' => 'Changed' ) );
		$link = $this->send( 'GET', $route )->get_headers()['Link'] ?? '';
		$this->assertMatchesRegularExpression( '#^<http[^>]+/wp-admin/revision\.php\?revision=\d+>; rel="version-history"$#', $link );
	}
}
