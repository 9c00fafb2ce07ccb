<?php
/**
 * Module writes follow WordPress's post capabilities.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Rest;

use Stagecraft\Storage\ModuleWriter;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * Pending review for contributors, status and author kept on update, aliases held in the trash,
 * raw markup only with unfiltered_html, and nothing unpublished for visitors.
 */
final class ModulePermissionsTest extends IntegrationTestCase {

	use RestRequests;

	private function public_status( string $alias ): int {
		wp_set_current_user( 0 );
		return $this->send( 'GET', '/stagecraft/v1/sliders/' . $alias, null, array(), array( 'alias' => 'true' ) )->get_status();
	}

	public function test_a_contributors_module_is_pending_and_never_public_until_an_editor_publishes_it(): void {
		$contributor = $this->user( 'contributor' );
		wp_set_current_user( $contributor );
		$created = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'by-contributor' ) );
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( 'pending', $created->get_data()['status'] );
		$id = $created->get_data()['id'];
		$this->assertSame( 404, $this->public_status( 'by-contributor' ) );

		wp_set_current_user( $contributor );
		$asked = $this->send( 'POST', '/stagecraft/v1/modules', array( 'status' => 'publish' ) + $this->module( 'wants-out' ) );
		$this->assertSame( 403, $asked->get_status() );
		$this->assertSame( 'rest_cannot_publish', $asked->get_data()['code'] );

		// Their own unpublished module: they read it and edit it, and it stays pending and theirs.
		$this->assertSame( 200, $this->send( 'GET', '/stagecraft/v1/modules/' . $id )->get_status() );
		$edited = $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'title' => 'Edited by its author' ) );
		$this->assertSame( 200, $edited->get_status(), (string) wp_json_encode( $edited->get_data() ) );
		$this->assertSame( 'pending', $edited->get_data()['status'] );
		$this->assertSame( $contributor, (int) get_post_field( 'post_author', $id ) );

		// An editor publishes it; its author stays the contributor, who may no longer change it.
		wp_set_current_user( $this->user( 'editor' ) );
		$published = $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'status' => 'publish' ) );
		$this->assertSame( 'publish', $published->get_data()['status'] );
		$this->assertSame( $contributor, (int) get_post_field( 'post_author', $id ) );
		$this->assertSame( 200, $this->public_status( 'by-contributor' ) );
		wp_set_current_user( $contributor );
		$this->assertSame( 403, $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'title' => 'Changed after review' ) )->get_status() );
	}

	public function test_an_update_keeps_a_private_modules_status_and_its_author(): void {
		$admin = $this->user( 'administrator' );
		wp_set_current_user( $admin );
		$id = $this->send( 'POST', '/stagecraft/v1/modules', array( 'status' => 'private' ) + $this->module( 'kept-private' ) )->get_data()['id'];
		$this->assertSame( 404, $this->public_status( 'kept-private' ) );

		$editor = $this->user( 'editor' );
		wp_set_current_user( $editor );
		$edited = $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'title' => 'Edited' ) );
		$this->assertSame( 200, $edited->get_status() );
		$this->assertSame( 'private', get_post_status( $id ) );
		$this->assertSame( $admin, (int) get_post_field( 'post_author', $id ) );
		$this->assertSame( 404, $this->public_status( 'kept-private' ) );
		wp_set_current_user( $editor );
		$this->assertSame( 400, $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'status' => 'gone' ) )->get_status() );
	}

	public function test_a_trashed_modules_alias_cannot_be_taken(): void {
		wp_set_current_user( $this->user( 'administrator' ) );
		$id = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'landing-hero' ) )->get_data()['id'];
		$this->assertTrue( ( new ModuleWriter() )->delete( $id, false ) );

		wp_set_current_user( $this->user( 'contributor' ) );
		$taken = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'landing-hero' ) );
		$this->assertSame( 400, $taken->get_status() );
		$this->assertSame( 'stagecraft_alias_taken', $taken->get_data()['code'] );
		wp_untrash_post( $id );
		$this->assertSame( 'landing-hero', get_post_field( 'post_name', $id ), 'restored, it gets its alias back' );
	}

	public function test_raw_css_javascript_and_html_templates_need_unfiltered_html(): void {
		$author = $this->user( 'author' );
		wp_set_current_user( $author );
		$module                              = $this->module( 'raw-by-author' );
		$module['settings']['codes']['js']   = 'alert(document.cookie)';
		$module['settings']['nav']['arrows'] = array(
			'set'  => true,
			'html' => '<img src=x onerror=alert(1)>',
		);
		$refused                             = $this->send( 'POST', '/stagecraft/v1/modules', $module );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'stagecraft_unfiltered_html', $refused->get_data()['code'] );
		$this->assertStringContainsString( 'module[settings][codes][js]', $refused->get_data()['message'] );
		$this->assertStringContainsString( 'module[settings][nav][arrows][html]', $refused->get_data()['message'] );
		$this->assertSame( 201, $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'plain-by-author' ) )->get_status() );

		// An administrator may; an author may then edit the module without touching the code.
		wp_set_current_user( $this->user( 'administrator' ) );
		$saved = $this->send( 'POST', '/stagecraft/v1/modules', $module );
		$this->assertSame( 201, $saved->get_status() );
		$id = $saved->get_data()['id'];
		wp_update_post(
			array(
				'ID'          => $id,
				'post_author' => $author,
			)
		);
		wp_set_current_user( $author );
		$this->assertSame( 200, $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'title' => 'New title' ) )->get_status() );
		$changed = $this->send( 'PUT', '/stagecraft/v1/modules/' . $id, array( 'settings' => array( 'codes' => array( 'js' => 'alert(2)' ) ) ) );
		$this->assertSame( 403, $changed->get_status() );
	}

	public function test_html_templates_of_navigation_elements_need_unfiltered_html_where_the_schema_keeps_them(): void {
		wp_set_current_user( $this->user( 'author' ) );
		$module                                      = $this->module( 'template-by-author' );
		$module['settings']['navigation']['bullets'] = array(
			'set'  => true,
			'html' => '<img src=x onerror=alert(1)>',
		);
		$refused                                     = $this->send( 'POST', '/stagecraft/v1/modules', $module );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertStringContainsString( 'module[settings][navigation][bullets][html]', $refused->get_data()['message'] );
	}

	public function test_module_writes_are_rate_limited_per_user_with_ratelimit_headers(): void {
		add_filter( 'stagecraft_module_write_limit', static fn (): int => 3 );
		$editor = $this->user( 'editor' );
		wp_set_current_user( $editor );
		$codes = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$response = $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'limited-' . $i ) );
			$codes[]  = $response->get_status();
			$headers  = $response->get_headers();
			$this->assertSame( '3', $headers['RateLimit-Limit'] ?? null );
		}
		$this->assertSame( array( 201, 201, 201, 429 ), $codes );
		$this->assertSame( 'stagecraft_rate_limited', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'Retry-After', $response->get_headers() );
		$this->assertNull( ( new \Stagecraft\Storage\ModuleRepository() )->find_by_alias( 'limited-3' ), 'the refused write stored nothing' );
		// Another user has a count of their own.
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertSame( 201, $this->send( 'POST', '/stagecraft/v1/modules', $this->module( 'other-user' ) )->get_status() );
		remove_all_filters( 'stagecraft_module_write_limit' );
	}
}
