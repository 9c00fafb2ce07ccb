<?php
/**
 * GET stagecraft/v1/sliders/{id or alias} through the real REST server.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * The full slider object of spec/module.md section 7: migrated, publish windows applied, cached,
 * with conditional GET.
 */
final class SlidersControllerTest extends IntegrationTestCase {

	use RestRequests;

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

	public function test_reply_carries_cache_validators(): void {
		$id       = ( new ModuleRepository() )->save( $this->module( 'rest-headers' ) );
		$response = $this->send( 'GET', '/stagecraft/v1/sliders/rest-headers' );
		$headers  = $response->get_headers();

		$this->assertSame( 200, $response->get_status() );
		$this->assertMatchesRegularExpression( '/^W\/"[0-9a-f]{32}"$/', $headers['ETag'] );
		$this->assertSame( 'public, max-age=60, stale-while-revalidate=300', $headers['Cache-Control'] );
		$this->assertSame( gmdate( 'D, d M Y H:i:s', strtotime( get_post( $id )->post_modified_gmt . ' UTC' ) ) . ' GMT', $headers['Last-Modified'] );
	}

	public function test_matching_etag_is_304(): void {
		( new ModuleRepository() )->save( $this->module( 'rest-etag' ) );
		$etag = $this->send( 'GET', '/stagecraft/v1/sliders/rest-etag' )->get_headers()['ETag'];

		$response = $this->send( 'GET', '/stagecraft/v1/sliders/rest-etag', null, array( 'If-None-Match' => $etag ) );
		$this->assertSame( 304, $response->get_status() );
		$this->assertNull( $response->get_data() );
		$this->assertSame( 200, $this->send( 'GET', '/stagecraft/v1/sliders/rest-etag', null, array( 'If-None-Match' => 'W/"old"' ) )->get_status() );
	}

	public function test_if_modified_since_is_304_when_nothing_changed_since(): void {
		( new ModuleRepository() )->save( $this->module( 'rest-ims' ) );
		$since = array( 'If-Modified-Since' => gmdate( 'D, d M Y H:i:s', time() + 5 ) . ' GMT' );

		$this->assertSame( 304, $this->send( 'GET', '/stagecraft/v1/sliders/rest-ims', null, $since )->get_status() );
		$old = array( 'If-Modified-Since' => gmdate( 'D, d M Y H:i:s', time() - 3600 ) . ' GMT' );
		$this->assertSame( 200, $this->send( 'GET', '/stagecraft/v1/sliders/rest-ims', null, $old )->get_status() );
	}

	public function test_a_legacy_module_is_served_in_the_current_shape(): void {
		$id   = $this->store_raw( 'rest-legacy', (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/legacy-module.json' ) );
		$data = $this->send( 'GET', '/stagecraft/v1/sliders/' . $id )->get_data();

		$this->assertTrue( $data['success'] );
		$this->assertTrue( $data['settings']['migrated'] );
		$this->assertSame( 'rest-legacy', $data['settings']['alias'] );
		$this->assertSame( array( 1240, 1240, 1024, 778, 480 ), $data['settings']['size']['width'] );
		$this->assertSame( array( 30, 31, 33 ), array_column( $data['slides'], 'id' ) );
		$this->assertSame( -1, $data['slides'][0]['layers'][0]['pid'] );
		$this->assertArrayNotHasKey( 'slider_params', $data );
		$current = ( new ModuleRepository() )->save( $this->module( 'rest-current' ) );
		$this->assertArrayNotHasKey( 'migrated', $this->send( 'GET', '/stagecraft/v1/sliders/' . $current )->get_data()['settings'] );
	}

	public function test_the_reply_is_cached_until_the_module_is_saved(): void {
		global $wpdb;
		$repository = new ModuleRepository();
		$id         = $repository->save( $this->module( 'rest-cache' ) );
		$this->assertSame( 'Test rest-cache', $this->send( 'GET', '/stagecraft/v1/sliders/rest-cache' )->get_data()['settings']['title'] );

		// Behind WordPress's back: the cached reply is still served, without a query.
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Changed in the database' ), array( 'ID' => $id ) );
		$queries = $wpdb->num_queries;
		$this->assertSame( 'Test rest-cache', $this->send( 'GET', '/stagecraft/v1/sliders/rest-cache' )->get_data()['settings']['title'] );
		$this->assertSame( $queries, $wpdb->num_queries, 'a cached reply needs no database query' );

		$module          = $this->module( 'rest-cache' );
		$module['title'] = 'Saved title';
		$repository->save( $module );
		$this->assertSame( 'Saved title', $this->send( 'GET', '/stagecraft/v1/sliders/rest-cache' )->get_data()['settings']['title'] );
		$this->assertSame( 'Saved title', $this->send( 'GET', '/stagecraft/v1/sliders/' . $id )->get_data()['settings']['title'] );
	}

	public function test_a_deleted_module_is_404_at_once(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'rest-gone' ) );
		$this->assertSame( 200, $this->send( 'GET', '/stagecraft/v1/sliders/rest-gone' )->get_status() );

		wp_trash_post( $id );
		$this->assertSame( 404, $this->send( 'GET', '/stagecraft/v1/sliders/rest-gone' )->get_status() );
		$this->assertSame( 404, $this->send( 'GET', '/stagecraft/v1/sliders/' . $id )->get_status() );
	}

	public function test_slides_outside_their_publish_window_are_not_served(): void {
		$module           = $this->module( 'rest-window' );
		$slide            = $module['slides'][0];
		$module['slides'] = array(
			array( 'id' => 1 ) + $slide,
			array(
				'id'      => 2,
				'publish' => array( 'to' => ( time() - 10 ) * 1000 ),
			) + $slide,
			array(
				'id'      => 3,
				'publish' => array( 'state' => 'draft' ),
			) + $slide,
		);
		( new ModuleRepository() )->save( $module );

		$data = $this->send( 'GET', '/stagecraft/v1/sliders/rest-window' )->get_data();
		$this->assertSame( array( 1 ), array_column( $data['slides'], 'id' ) );
		$raw = $this->send( 'GET', '/stagecraft/v1/sliders/rest-window', null, array(), array( 'raw' => 'true' ) )->get_data();
		$this->assertSame( array( 1 ), array_column( $raw['slides'], 'id' ), 'raw is the canonical module as visitors see it' );
		$this->assertSame( 2, $raw['version'] );
	}

	public function test_a_reply_expires_when_a_publish_window_opens(): void {
		$module             = $this->module( 'rest-opens' );
		$opens              = time() + 2;
		$module['slides'][] = array(
			'id'      => 2,
			'publish' => array( 'from' => $opens * 1000 ),
		) + $module['slides'][0];
		( new ModuleRepository() )->save( $module );

		$this->assertCount( 1, $this->send( 'GET', '/stagecraft/v1/sliders/rest-opens' )->get_data()['slides'] );
		while ( time() < $opens ) {
			usleep( 50000 );
		}
		$response = $this->send( 'GET', '/stagecraft/v1/sliders/rest-opens' );
		$this->assertCount( 2, $response->get_data()['slides'], 'the cached reply ended at the boundary' );
		$this->assertSame( gmdate( 'D, d M Y H:i:s', $opens ) . ' GMT', $response->get_headers()['Last-Modified'], 'the reply changed then' );
	}
}
