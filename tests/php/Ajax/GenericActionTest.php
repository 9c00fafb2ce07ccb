<?php
/**
 * The generic admin-ajax action stagecraft_ajax (admin mode).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Ajax;

use Stagecraft\Ajax\GenericAction;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\AjaxTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * Logged-in users with a nonce: module data and new ids.
 */
final class GenericActionTest extends AjaxTestCase {

	use RestRequests;

	/**
	 * POST fields of a call with a valid nonce.
	 *
	 * @param string       $client_action Client action.
	 * @param array<mixed> $data          Data fields.
	 * @return array<string,mixed>
	 */
	private function call( string $client_action, array $data = array() ): array {
		return array(
			'action'        => GenericAction::NAME,
			'client_action' => $client_action,
			'data'          => $data,
			'version'       => '7',
			'nonce'         => wp_create_nonce( GenericAction::NONCE ),
		);
	}

	public function test_visitors_are_refused_with_401(): void {
		list( $body, $code ) = ( new GenericAction() )->reply( $this->call( 'get_moduleid' ) );
		$this->assertSame( 401, $code );
		$this->assertFalse( $body['success'] );

		$reply = $this->ajax( 'wp_ajax_nopriv_stagecraft_ajax', $this->call( 'get_full_slider_object', array( 'alias' => 'x' ) ) );
		$this->assertSame( array( 'success', 'message' ), array_keys( $reply ) );
		$this->assertFalse( $reply['success'] );
	}

	public function test_the_nonce_is_required(): void {
		wp_set_current_user( 1 );
		$post = $this->call( 'get_moduleid' );
		unset( $post['nonce'] );

		$reply = $this->ajax( 'wp_ajax_stagecraft_ajax', $post );
		$this->assertFalse( $reply['success'] );
		$this->assertStringContainsString( 'nonce', $reply['message'] );
		$_REQUEST = array( 'nonce' => 'wrong' );
		$this->assertSame( 403, ( new GenericAction() )->reply( $post )[1] );
	}

	public function test_new_module_ids_are_unique(): void {
		wp_set_current_user( 1 );
		$first  = $this->ajax( 'wp_ajax_stagecraft_ajax', $this->call( 'get_moduleid' ) );
		$second = $this->ajax( 'wp_ajax_stagecraft_ajax', $this->call( 'get_moduleid' ) );

		$this->assertTrue( $first['success'] );
		$this->assertIsInt( $first['id'] );
		$this->assertSame( $first['id'] + 1, $second['id'] );
	}

	public function test_new_slide_ids_are_unique_within_the_module(): void {
		$module_id = ( new ModuleRepository() )->save( $this->module( 'ajax-slides' ) );
		wp_set_current_user( 1 );

		$first  = $this->ajax( 'wp_ajax_stagecraft_ajax', $this->call( 'get_slideid', array( 'module' => (string) $module_id ) ) );
		$second = $this->ajax( 'wp_ajax_stagecraft_ajax', $this->call( 'get_slideid', array( 'module' => (string) $module_id ) ) );
		$this->assertSame(
			array(
				'success' => true,
				'id'      => 8,
			),
			$first,
			'above the module\'s slide 7'
		);
		$this->assertSame( 9, $second['id'] );

		$_REQUEST = $this->call( 'get_slideid' );
		$action   = new GenericAction();
		$this->assertSame( 400, $action->reply( $this->call( 'get_slideid' ) )[1] );
		$this->assertSame( 400, $action->reply( $this->call( 'get_slideid', array( 'module' => 'abc' ) ) )[1] );
		$this->assertSame( 404, $action->reply( $this->call( 'get_slideid', array( 'module' => '999999' ) ) )[1] );
		wp_set_current_user( $this->user( 'author' ) );
		$_REQUEST = $this->call( 'get_slideid' );
		$this->assertSame( 403, $action->reply( $this->call( 'get_slideid', array( 'module' => (string) $module_id ) ) )[1] );
		wp_set_current_user( $this->user( 'subscriber' ) );
		$_REQUEST = $this->call( 'get_moduleid' );
		$this->assertSame( 403, $action->reply( $this->call( 'get_moduleid' ) )[1] );
	}

	public function test_editors_load_module_data_through_the_generic_action(): void {
		( new ModuleRepository() )->save( $this->module( 'ajax-generic' ) );
		wp_set_current_user( 1 );

		$reply = $this->ajax( 'wp_ajax_stagecraft_ajax', $this->call( 'get_full_slider_object', array( 'alias' => 'ajax-generic' ) ) );
		$this->assertTrue( $reply['success'] );
		$this->assertSame( 'ajax-generic', $reply['settings']['alias'] );
	}
}
