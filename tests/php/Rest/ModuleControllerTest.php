<?php
/**
 * GET, PUT/PATCH and DELETE stagecraft/v1/modules/{id}.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * One module in the edit context.
 */
final class ModuleControllerTest extends IntegrationTestCase {

	use RestRequests;

	/**
	 * A stored module with a draft slide.
	 *
	 * @param string $alias Alias.
	 */
	private function stored( string $alias ): int {
		$module             = $this->module( $alias );
		$module['slides'][] = array(
			'id'      => 9,
			'order'   => 1,
			'publish' => array( 'state' => 'draft' ),
		) + $module['slides'][0];
		$id                 = ( new ModuleRepository() )->save( $module );
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_editors_get_the_full_canonical_module(): void {
		$id = $this->stored( 'edit-get' );
		wp_set_current_user( 1 );
		$response = $this->send( 'GET', '/stagecraft/v1/modules/' . $id );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'id', 'version', 'alias', 'title', 'type', 'settings', 'slides' ), array_slice( array_keys( $data ), 0, 7 ) );
		$this->assertSame( $id, $data['id'] );
		$this->assertSame( 2, $data['version'] );
		$this->assertSame( array( 7, 9 ), array_column( $data['slides'], 'id' ), 'draft slides included' );
		$this->assertEquals( (object) array(), $data['slides'][0]['slideshow'], 'empty objects stay objects' );
	}

	public function test_unknown_ids_are_404_and_permissions_apply(): void {
		$id = $this->stored( 'edit-perms' );

		$this->assertSame( 401, $this->send( 'GET', '/stagecraft/v1/modules/' . $id )->get_status() );
		$this->assertSame( 401, $this->send( 'DELETE', '/stagecraft/v1/modules/' . $id )->get_status() );
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertSame( 403, $this->send( 'GET', '/stagecraft/v1/modules/' . $id )->get_status() );
		$this->assertSame( 403, $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'title' => 'x' ) )->get_status() );
		wp_set_current_user( $this->user( 'author' ) );
		$this->assertSame( 403, $this->send( 'PATCH', '/stagecraft/v1/modules/' . $id, array( 'title' => 'x' ) )->get_status(), 'authors may not edit others\' modules' );
		$this->assertSame( 403, $this->send( 'DELETE', '/stagecraft/v1/modules/' . $id )->get_status() );

		wp_set_current_user( 1 );
		$missing = $this->send( 'GET', '/stagecraft/v1/modules/999999' );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'stagecraft_module_not_found', $missing->get_data()['code'] );
		$this->assertSame( 404, $this->send( 'GET', '/stagecraft/v1/modules/1' )->get_status(), 'a post is not a module' );
		$this->assertSame( 404, $this->send( 'GET', '/stagecraft/v1/modules/abc' )->get_status(), 'no route' );
	}

	public function test_patch_changes_the_fields_sent_and_keeps_the_rest(): void {
		$id = $this->stored( 'edit-patch' );
		wp_set_current_user( 1 );
		$response = $this->send(
			'PATCH',
			'/stagecraft/v1/modules/' . $id,
			array(
				'title' => 'Patched',
				'type'  => 'hero',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Patched', $response->get_data()['title'] );
		$this->assertSame( 'hero', $response->get_data()['type'] );
		$this->assertSame( array( 7, 9 ), array_column( $response->get_data()['slides'], 'id' ) );
		$this->assertSame( 'Patched', ( new ModuleRepository() )->find_by_id( $id )['title'] );
		$this->assertCount( 1, ( new ModuleRepository() )->find_by_id( $id )['slides'] );
	}

	public function test_put_replaces_slides_and_an_alias_change_stays_unique(): void {
		$id = $this->stored( 'edit-put' );
		$this->stored( 'edit-other' );
		wp_set_current_user( 1 );

		$module = $this->module( 'edit-renamed' );
		$module['slides'][0]['layers'][0]['content']['text'] = '<b>New</b><script>x</script>';
		$response = $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, $module );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'edit-renamed', $response->get_data()['alias'] );
		$this->assertSame( '<b>New</b>x', $response->get_data()['slides'][0]['layers'][0]['content']['text'] );
		$this->assertCount( 1, $response->get_data()['slides'] );

		$clash = $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'alias' => 'edit-other' ) );
		$this->assertSame( 400, $clash->get_status() );
		$this->assertSame( 'stagecraft_alias_taken', $clash->get_data()['code'] );
		$this->assertSame( 400, $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'settings' => 'wide' ) )->get_status() );
		$this->assertSame( 'edit-renamed', get_post_field( 'post_name', $id ) );
	}

	public function test_delete_trashes_then_force_deletes(): void {
		$id = $this->stored( 'edit-delete' );
		wp_set_current_user( 1 );

		$trashed = $this->send( 'DELETE', '/stagecraft/v1/modules/' . $id );
		$this->assertSame( 200, $trashed->get_status() );
		$this->assertTrue( $trashed->get_data()['trashed'] );
		$this->assertSame( 'edit-delete', $trashed->get_data()['previous']['alias'] );
		$this->assertSame( 'trash', get_post_status( $id ) );
		$this->assertSame( 410, $this->send( 'DELETE', '/stagecraft/v1/modules/' . $id )->get_status() );
		$this->assertSame( 404, $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'title' => 'x' ) )->get_status() );

		$deleted = $this->send( 'DELETE', '/stagecraft/v1/modules/' . $id, null, array(), array( 'force' => 'true' ) );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertNull( get_post( $id ) );
		$this->assertSame( 404, $this->send( 'GET', '/stagecraft/v1/modules/' . $id )->get_status() );
	}
}
