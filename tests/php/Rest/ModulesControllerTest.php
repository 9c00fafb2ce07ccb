<?php
/**
 * GET stagecraft/v1/modules: editors only, paginated.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Rest\ModuleValidator;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * Permission and pagination of the module list; creating modules.
 */
final class ModulesControllerTest extends IntegrationTestCase {

	use RestRequests;

	/**
	 * Forgets the cookie-authentication state a test set.
	 */
	protected function tear_down(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		parent::tear_down();
	}

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

	public function test_editors_create_a_module(): void {
		wp_set_current_user( 1 );
		$response = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'created' ) );
		$data     = $response->get_data();

		$this->assertSame( 201, $response->get_status() );
		$this->assertIsInt( $data['id'] );
		$this->assertSame( 2, $data['version'] );
		$this->assertSame( 'created', $data['alias'] );
		$this->assertSame( 'Test created', $data['title'] );
		$this->assertSame( 'slider', $data['type'] );
		$this->assertSame( rest_url( 'stagecraft/v1/modules/' . $data['id'] ), $response->get_headers()['Location'] );
		$this->assertSame( 'Hello <strong>there</strong>', ( new ModuleRepository() )->find_by_alias( 'created' )['slides'][0]['layers'][0]['content']['text'] );
	}

	public function test_a_minimal_module_gets_its_defaults(): void {
		wp_set_current_user( 1 );
		$data = $this->send( 'POST', '/stagecraft/v1/modules', array( 'alias' => 'Minimal Module' ) )->get_data();

		$this->assertSame( 'minimal-module', $data['alias'] );
		$this->assertSame( 'Minimal Module', $data['title'], 'the title defaults to the alias as typed' );
		$this->assertSame( 'slider', $data['type'] );
		$this->assertSame( array( 1600, 1240, 1024, 778, 480 ), $data['settings']['size']['width'] );
		$this->assertSame( array(), $data['slides'] );
	}

	public function test_visitors_get_401_and_subscribers_403(): void {
		$this->assertSame( 401, $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'nope' ) )->get_status() );

		wp_set_current_user( $this->user( 'subscriber' ) );
		$response = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'nope' ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
		$this->assertSame( 403, $this->send( 'GET', '/stagecraft/v1/modules' )->get_status() );
		$this->assertNull( ( new ModuleRepository() )->find_by_alias( 'nope' ) );
	}

	public function test_a_logged_in_cookie_request_without_nonce_counts_as_a_visitor(): void {
		wp_set_current_user( 1 );
		$GLOBALS['wp_rest_auth_cookie'] = true; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- core's global, as cookie authentication sets it.
		rest_get_server()->check_authentication();

		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( 401, $this->send( 'GET', '/stagecraft/v1/modules' )->get_status() );
		$this->assertSame( 401, $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'no-nonce' ) )->get_status() );

		wp_set_current_user( 1 );
		$_SERVER['HTTP_X_WP_NONCE'] = 'not-a-nonce';
		$error                      = rest_get_server()->check_authentication();
		$this->assertSame( 'rest_cookie_invalid_nonce', $error->get_error_code(), 'a wrong nonce is refused before any route runs' );
	}

	public function test_a_taken_alias_is_400(): void {
		wp_set_current_user( 1 );
		$this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'dup-alias' ) );
		$response = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'dup-alias' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'stagecraft_alias_taken', $response->get_data()['code'] );
	}

	public function test_wrong_types_are_400_with_the_wordpress_message(): void {
		wp_set_current_user( 1 );
		$bodies = array(
			'slides'  => array( 'slides' => array( 'a' => 1 ) ) + $this->module( 'bad-1' ),
			'layers'  => array(
				'slides' => array(
					array(
						'id'     => 1,
						'layers' => 'x',
					),
				),
			) + $this->module( 'bad-2' ),
			'type'    => array( 'type' => 'gallery' ) + $this->module( 'bad-3' ),
			'width'   => array( 'settings' => array( 'size' => array( 'width' => array( 1, 2 ) ) ) ) + $this->module( 'bad-4' ),
			'alias'   => array( 'title' => 'No alias' ),
			'version' => array( 'version' => 3 ) + $this->module( 'bad-5' ),
			'date'    => array(
				'slides' => array(
					array(
						'id'      => 1,
						'publish' => array( 'from' => 'next week' ),
					),
				),
			) + $this->module( 'bad-6' ),
		);
		foreach ( $bodies as $what => $body ) {
			$response = $this->send( 'POST', '/stagecraft/v1/modules', $body );
			$this->assertSame( 400, $response->get_status(), $what );
			$this->assertNotEmpty( $response->get_data()['message'], $what );
		}
		$message = $this->send( 'POST', '/stagecraft/v1/modules', $bodies['slides'] )->get_data()['message'];
		$this->assertSame( 'module[slides] is not of type array.', $message );
		$this->assertSame( 'stagecraft_invalid_date', $this->send( 'POST', '/stagecraft/v1/modules', $bodies['date'] )->get_data()['code'] );
		foreach ( array( '"just a string"', '[1, 2]', '{"alias": ', '42' ) as $body ) {
			$this->assertSame( 400, $this->send( 'POST', '/stagecraft/v1/modules', $body )->get_status(), $body );
		}
		$this->assertNull( ( new ModuleRepository() )->find_by_alias( 'bad-1' ), 'nothing was stored' );
	}

	public function test_oversized_modules_are_413_too_large(): void {
		wp_set_current_user( 1 );
		$slide       = array(
			'id'     => 1,
			'layers' => array(),
		);
		$many_slides = array( 'slides' => array_fill( 0, ModuleValidator::MAX_SLIDES + 1, $slide ) ) + $this->module( 'big-1' );
		$many_layers = array(
			'slides' => array(
				array(
					'id'     => 1,
					'layers' => array_fill( 0, ModuleValidator::MAX_LAYERS + 1, array( 'id' => 1 ) ),
				),
			),
		) + $this->module( 'big-2' );
		$many_bytes  = $this->module( 'big-3' );
		$many_bytes['slides'][0]['layers'][0]['content']['text'] = str_repeat( 'x', 1024 * 1024 );

		foreach ( array( $many_slides, $many_layers, $many_bytes ) as $body ) {
			$response = $this->send( 'POST', '/stagecraft/v1/modules', $body );
			$this->assertSame( 413, $response->get_status() );
			$this->assertSame( 'stagecraft_module_too_large', $response->get_data()['code'] );
			$this->assertStringContainsString( 'at most 1,024 KB of JSON', $response->get_data()['message'] );
		}
		// The cap is the site's to set.
		add_filter( 'stagecraft_module_max_bytes', static fn (): int => 4096 );
		$this->assertSame( 413, $this->send( 'POST', '/stagecraft/v1/modules', array_merge( $this->module( 'big-4' ), array( 'title' => str_repeat( 'y', 5000 ) ) ) )->get_status() );
		remove_all_filters( 'stagecraft_module_max_bytes' );
		$this->assertSame( 201, $this->send( 'POST', '/stagecraft/v1/modules', array( 'slides' => array_fill( 0, ModuleValidator::MAX_SLIDES, $slide ) ) + $this->module( 'big-ok' ) )->get_status() );
	}

	public function test_a_legacy_body_is_migrated_on_create(): void {
		wp_set_current_user( 1 );
		$legacy   = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/legacy-module.json' ), true );
		$response = $this->send( 'POST', '/stagecraft/v1/modules', $legacy );
		$data     = $response->get_data();

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 2, $data['version'] );
		$this->assertSame( 'legacy-hero', $data['alias'] );
		$this->assertArrayNotHasKey( 'migrated', $data['settings'], 'stored in the current shape: nothing left to migrate' );
		$this->assertSame( array( 30, 31, 32, 33 ), array_column( $data['slides'], 'id' ) );
	}
}
