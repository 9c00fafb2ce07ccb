<?php
/**
 * Creating, updating, trashing and deleting modules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\ModuleWriter;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * Alias uniqueness, JSON kept intact for every role, trash and delete.
 */
final class ModuleWriterTest extends IntegrationTestCase {

	use RestRequests;

	public function test_a_taken_alias_is_refused_on_create(): void {
		$writer = new ModuleWriter();
		$this->assertIsInt( $writer->create( $this->module( 'taken' ) ) );

		$again = $writer->create( $this->module( 'Taken' ) );
		$this->assertInstanceOf( \WP_Error::class, $again );
		$this->assertSame( 'stagecraft_alias_taken', $again->get_error_code() );
		$this->assertSame( 400, $again->get_error_data()['status'] );
	}

	public function test_an_alias_change_must_stay_unique(): void {
		$writer = new ModuleWriter();
		$first  = $writer->create( $this->module( 'first-alias' ) );
		$second = $writer->create( $this->module( 'second-alias' ) );

		$clash = $writer->update( $second, $this->module( 'first-alias' ) );
		$this->assertSame( 'stagecraft_alias_taken', $clash->get_error_code() );
		$this->assertSame( $second, $writer->update( $second, $this->module( 'renamed-alias' ) ) );
		$this->assertSame( $first, $writer->update( $first, $this->module( 'first-alias' ) ), 'keeping its own alias is fine' );
		$this->assertSame( 'renamed-alias', get_post_field( 'post_name', $second ) );
	}

	public function test_the_json_survives_users_without_unfiltered_html(): void {
		wp_set_current_user( $this->user( 'author' ) );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$module = $this->module( 'author-module' );
		$module['slides'][0]['layers'][0]['content']['text'] = '<a href="/x" target="_blank">Go</a> & "quotes"';
		$id              = ( new ModuleWriter() )->create( $module );
		$module['title'] = 'Edited';
		( new ModuleWriter() )->update( $id, $module );

		$stored = json_decode( get_post_field( 'post_content', $id ), true );
		$this->assertIsArray( $stored, 'kses did not touch the JSON' );
		$this->assertSame( '<a rel="noopener" href="/x" target="_blank">Go</a> &amp; "quotes"', $stored['slides'][0]['layers'][0]['content']['text'] );
		foreach ( wp_get_post_revisions( $id ) as $revision ) {
			$this->assertIsArray( json_decode( $revision->post_content, true ), 'revisions hold valid JSON too' );
		}
	}

	public function test_modules_are_trashed_then_deleted(): void {
		$writer = new ModuleWriter();
		$id     = $writer->create( $this->module( 'to-delete' ) );

		$this->assertTrue( $writer->delete( $id, false ) );
		$this->assertSame( 'trash', get_post_status( $id ) );
		$this->assertNull( ( new ModuleRepository() )->find_by_id( $id ) );
		// A trashed module keeps its alias: nobody can take it and have its pages show theirs.
		$taken = $writer->create( $this->module( 'to-delete' ) );
		$this->assertInstanceOf( \WP_Error::class, $taken );
		$this->assertSame( 'stagecraft_alias_taken', $taken->get_error_code() );
		$this->assertTrue( $writer->delete( $id, true ) );
		$this->assertNull( get_post( $id ) );
		$this->assertIsInt( $writer->create( $this->module( 'to-delete' ) ), 'a deleted module frees its alias' );
	}

	public function test_revisions_are_kept_even_where_the_site_turns_them_off(): void {
		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		$id = ( new ModuleWriter() )->create( $this->module( 'no-revisions-site' ) );
		$this->assertGreaterThanOrEqual( 20, wp_revisions_to_keep( get_post( $id ) ) );
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );
	}
}
