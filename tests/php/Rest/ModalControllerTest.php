<?php
/**
 * GET stagecraft/v1/sliders/modal/{id or alias} through the real REST server.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Rest\ModalController;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The modal settings of spec/module.md section 7 (get_modal_settings).
 */
final class ModalControllerTest extends IntegrationTestCase {

	public function test_module_without_modal_settings_gets_the_defaults(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'modal-defaults' ) );

		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/modal-defaults', array( 'srengine' => 7 ) );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'success', 'id', 'sp', 'bg', 'pS', 'v', 'h', 'v6v7ids', 'trans', 'navs' ), array_keys( $data ) );
		$this->assertTrue( $data['success'] );
		$this->assertSame( $id, $data['id'] );
		$this->assertSame( 1.0, $data['sp'] );
		$this->assertSame( 'rgba(0,0,0,0.5)', $data['bg'] );
		$this->assertFalse( $data['pS'] );
		$this->assertSame( 'middle', $data['v'] );
		$this->assertSame( 'center', $data['h'] );
		$this->assertSame( array(), $data['trans'] );
		$this->assertSame( '{}', wp_json_encode( $data['v6v7ids'] ) );
		$this->assertSame( '{}', wp_json_encode( $data['navs'] ) );
	}

	public function test_custom_modal_settings_are_reported(): void {
		$navigation = array(
			'arrows'  => array(
				'set' => true,
				'h'   => 'left',
			),
			'bullets' => array( 'set' => false ),
		);
		$id         = $this->modal_module(
			'modal-custom',
			array(
				'bg'    => '#112233cc',
				'h'     => 'right',
				'v'     => 'bottom',
				'speed' => 1500,
				'pS'    => true,
				'cover' => true,
			),
			array(
				'navigation' => $navigation,
				'trans'      => array( array( 'e' => 'fade' ) ),
			)
		);

		$data = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/' . $id )->get_data();

		$this->assertSame( 1.5, $data['sp'] );
		$this->assertSame( '#112233cc', $data['bg'] );
		$this->assertTrue( $data['pS'] );
		$this->assertSame( 'bottom', $data['v'] );
		$this->assertSame( 'right', $data['h'] );
		$this->assertSame( array( array( 'e' => 'fade' ) ), $data['trans'] );
		$this->assertSame( $navigation, (array) $data['navs'] );
	}

	public function test_slide_transitions_are_collected_when_the_module_has_none(): void {
		$module                       = $this->module( 'modal-slide-trans' );
		$module['slides'][0]['trans'] = array( 'e' => 'slideleft' );
		$module['slides'][]           = array_merge( $module['slides'][0], array( 'id' => 8 ) );
		$module['slides'][1]['trans'] = 'not a transition';
		$module['settings']['modal']  = array( 'speed' => '250' );
		( new ModuleRepository() )->save( $module );

		$data = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/modal-slide-trans' )->get_data();

		$this->assertSame(
			array(
				array(
					'id' => 7,
					'e'  => 'slideleft',
				),
			),
			$data['trans']
		);
		$this->assertSame( 0.25, $data['sp'] );
	}

	public function test_background_colours_are_kept_only_when_they_are_css_colours(): void {
		$kept     = array( 'transparent', '#fff', '#a1b2c3', 'rgb(10, 20, 30)', 'rgba(0,0,0,.75)', 'rgba(255,255,255,50%)' );
		$rejected = array(
			'javascript:alert(1)',
			'expression(alert(1))',
			'red;background:url(https://example.com/x.png)',
			'rgba(0,0,0,0.5);position:fixed',
			'#12345',
			'url(x)',
			'',
			42,
			array( '#fff' ),
		);
		foreach ( array_merge( $kept, $rejected ) as $index => $bg ) {
			$this->modal_module( 'modal-bg-' . $index, array( 'bg' => $bg ) );

			$data = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/modal-bg-' . $index )->get_data();

			$expected = in_array( $bg, $kept, true ) ? $bg : 'rgba(0,0,0,0.5)';
			$this->assertSame( $expected, $data['bg'], (string) wp_json_encode( $bg ) );
		}
	}

	public function test_bad_alignment_speed_and_scroll_values_fall_back_to_the_defaults(): void {
		$this->modal_module(
			'modal-bad',
			array(
				'h'     => 'middle',
				'v'     => array( 'top' ),
				'speed' => -5,
				'pS'    => 'maybe',
			),
			array( 'navigation' => array( 'arrows', 'bullets' ) )
		);

		$data = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/modal-bad' )->get_data();

		$this->assertSame( 'center', $data['h'] );
		$this->assertSame( 'middle', $data['v'] );
		$this->assertSame( 1.0, $data['sp'] );
		$this->assertFalse( $data['pS'] );
		$this->assertSame( '{}', wp_json_encode( $data['navs'] ) );
	}

	public function test_unknown_or_unpublished_module_is_404(): void {
		$id = $this->modal_module( 'modal-draft', array() );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);

		foreach ( array( 'no-such-module', (string) $id ) as $key ) {
			$response = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/' . $key );

			$this->assertSame( 404, $response->get_status(), $key );
			$this->assertSame( 'stagecraft_module_not_found', $response->get_data()['code'] );
			$this->assertStringContainsString( $key, $response->get_data()['message'] );
		}
	}

	public function test_forced_alias_and_bad_engine_version(): void {
		$id = $this->modal_module( 'modal-args', array() );

		$this->assertSame( 200, $this->rest( 'GET', '/stagecraft/v1/sliders/modal/' . $id )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/stagecraft/v1/sliders/modal/' . $id, array( 'alias' => 'true' ) )->get_status() );
		$response = $this->rest( 'GET', '/stagecraft/v1/sliders/modal/modal-args', array( 'srengine' => 8 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
	}

	public function test_last_modified_is_the_module_s(): void {
		global $wpdb;
		$id = $this->modal_module( 'modal-modified', array() );
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2021-02-03 04:05:06' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$module = ( new ModuleRepository() )->find_by_id( $id );
		$this->assertIsArray( $module );

		$this->assertSame( strtotime( '2021-02-03 04:05:06 UTC' ), ( new ModalController() )->last_modified( $module ) );
	}

	/**
	 * Saves a module with the given settings.modal and other settings.
	 *
	 * @param string              $alias    Alias.
	 * @param array<string,mixed> $modal    settings.modal.
	 * @param array<string,mixed> $settings More settings.
	 * @return int Module id.
	 */
	private function modal_module( string $alias, array $modal, array $settings = array() ): int {
		$module             = $this->module( $alias );
		$module['type']     = 'modal';
		$module['settings'] = array_merge( $module['settings'], $settings, array( 'modal' => $modal ) );
		$id                 = ( new ModuleRepository() )->save( $module );
		$this->assertIsInt( $id );
		return $id;
	}
}
