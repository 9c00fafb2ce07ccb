<?php
/**
 * The front-end admin-ajax action stagecraft_front.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Ajax;

use Stagecraft\Ajax\FrontAction;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\AjaxTestCase;

/**
 * Visitors load module data without a nonce; the replies are the REST replies.
 */
final class FrontActionTest extends AjaxTestCase {

	public function test_visitors_get_the_full_slider_object_like_rest(): void {
		$id    = ( new ModuleRepository() )->save( $this->module( 'ajax-front' ) );
		$reply = $this->ajax(
			'wp_ajax_nopriv_stagecraft_front',
			array(
				'action'        => 'stagecraft_front',
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'id' => (string) $id ),
				'version'       => '7',
			)
		);

		$rest = $this->rest( 'GET', '/stagecraft/v1/sliders/' . $id )->get_data();
		$this->assertSame( json_decode( (string) wp_json_encode( $rest ), true ), $reply );
		$this->assertTrue( $reply['success'] );
		$this->assertSame( 'ajax-front', $reply['alias'] );
	}

	public function test_forcealias_looks_the_module_up_by_alias_and_slideid_filters(): void {
		( new ModuleRepository() )->save( $this->module( 'ajax-alias' ) );
		$reply = $this->ajax(
			'wp_ajax_stagecraft_front',
			array(
				'action'        => 'stagecraft_front',
				'client_action' => 'get_full_slider_object',
				'data'          => array(
					'id'         => '99999',
					'alias'      => 'ajax-alias',
					'forcealias' => 'true',
					'slideid'    => '8',
				),
			)
		);

		$this->assertTrue( $reply['success'] );
		$this->assertSame( 'ajax-alias', $reply['alias'] );
		$this->assertSame( array(), $reply['slides'] );
	}

	public function test_errors_are_success_false_with_a_message_and_a_4xx_status(): void {
		$action = new FrontAction();
		$cases  = array(
			404 => array(
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'alias' => 'no-such-module' ),
			),
			400 => array(
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'id' => '../etc' ),
			),
		);
		foreach ( $cases as $status => $post ) {
			list( $body, $code ) = $action->reply( $post );
			$this->assertSame( $status, $code );
			$this->assertFalse( $body['success'] );
			$this->assertNotEmpty( $body['message'] );
		}
		$bad = array(
			array( 'client_action' => 'get_moduleid' ),
			array( 'client_action' => 'drop_tables' ),
			array(),
			array( 'client_action' => array( 'x' ) ),
			array(
				'client_action' => 'get_full_slider_object',
				'data'          => 'id=5',
			),
			array(
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'id' => array( 'nested' ) ),
			),
			array(
				'client_action' => 'get_full_slider_object',
				'version'       => 'seven',
			),
		);
		foreach ( $bad as $post ) {
			list( $body, $code ) = $action->reply( $post );
			$this->assertSame( 400, $code, (string) wp_json_encode( $post ) );
			$this->assertSame( array( 'success', 'message' ), array_keys( $body ) );
		}
		( new ModuleRepository() )->save( $this->module( 'ajax-version' ) );
		list( $body, $code ) = $action->reply(
			array(
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'alias' => 'ajax-version' ),
				'version'       => '5',
			)
		);
		$this->assertSame( 400, $code, 'the engine version is checked by the REST route' );
		$this->assertFalse( $body['success'] );
		list( $body, $code ) = $action->reply(
			array(
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'alias' => 'ajax-version' ),
				'version'       => '7',
				'srengine'      => '6',
			)
		);
		$this->assertSame( 200, $code, 'the legacy engine (srengine=6 in the URL) is served' );
		$this->assertTrue( $body['success'] );
	}

	public function test_the_not_found_reply_through_the_hook(): void {
		$reply = $this->ajax(
			'wp_ajax_nopriv_stagecraft_front',
			array(
				'client_action' => 'get_full_slider_object',
				'data'          => array( 'alias' => 'missing-module' ),
			)
		);

		$this->assertFalse( $reply['success'] );
		$this->assertStringContainsString( 'missing-module', $reply['message'] );
	}

	public function test_stream_and_modal_calls_use_their_rest_routes(): void {
		$id     = ( new ModuleRepository() )->save( $this->module( 'ajax-routes' ) );
		$action = new FrontAction();
		foreach ( array(
			'get_stream_data'    => 'sliders/stream/',
			'get_modal_settings' => 'sliders/modal/',
		) as $client_action => $route ) {
			list( $body, $code ) = $action->reply(
				array(
					'client_action' => $client_action,
					'data'          => array( 'id' => (string) $id ),
				)
			);
			$rest                = rest_do_request( new \WP_REST_Request( 'GET', '/stagecraft/v1/' . $route . $id ) );
			$this->assertSame( $rest->get_status(), $code, $client_action );
			$this->assertIsBool( $body['success'], $client_action );
			if ( $rest->is_error() ) {
				$this->assertFalse( $body['success'], 'a missing route answers success false' );
				$this->assertArrayHasKey( 'message', $body );
			}
		}
	}
}
