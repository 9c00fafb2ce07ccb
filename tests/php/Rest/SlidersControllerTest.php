<?php
/**
 * GET stagecraft/v1/sliders/{id or alias} through the real REST server.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The full slider object of spec/module.md section 7.
 */
final class SlidersControllerTest extends IntegrationTestCase {

	public function test_reply_by_alias_has_the_spec_fields(): void {
		$id       = ( new ModuleRepository() )->save( $this->module( 'rest-alias' ) );
		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-alias', array( 'srengine' => 7 ) );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'success', 'alias', 'id', 'addOns', 'settings', 'slides', 'v6v7ids' ), array_keys( $data ) );
		$this->assertTrue( $data['success'] );
		$this->assertSame( $id, $data['id'] );
		$this->assertSame( 'rest-alias', $data['settings']['alias'] );
		$this->assertSame( 'Hello <strong>there</strong>', $data['slides'][0]['layers'][0]['content']['text'] );
	}

	public function test_numeric_id_forced_alias_and_slide_filter(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'rest-id' ) );

		$this->assertSame( 'rest-id', $this->rest( 'GET', '/stagecraft/v1/sliders/' . $id )->get_data()['alias'] );
		$this->assertSame( 404, $this->rest( 'GET', '/stagecraft/v1/sliders/' . $id, array( 'alias' => 'true' ) )->get_status() );
		$this->assertCount( 1, $this->rest( 'GET', '/stagecraft/v1/sliders/rest-id', array( 'slideid' => 7 ) )->get_data()['slides'] );
		$this->assertCount( 0, $this->rest( 'GET', '/stagecraft/v1/sliders/rest-id', array( 'slideid' => 8 ) )->get_data()['slides'] );
	}

	public function test_unknown_module_is_404_with_a_message(): void {
		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/no-such-module' );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'stagecraft_module_not_found', $response->get_data()['code'] );
		$this->assertStringContainsString( 'no-such-module', $response->get_data()['message'] );
	}

	public function test_bad_engine_version_is_400(): void {
		( new ModuleRepository() )->save( $this->module( 'rest-engine' ) );
		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/rest-engine', array( 'srengine' => 5 ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
	}
}
