<?php
/**
 * Module storage against the real database.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\ModulePostType;
use Stagecraft\Storage\Migrations\Migrator;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * Covers save, find, list, revisions, slide order, global slides and publish windows.
 */
final class ModuleRepositoryTest extends IntegrationTestCase {

	use RestRequests;

	public function test_saved_module_is_found_by_alias_and_id(): void {
		$repository = new ModuleRepository();
		$id         = $repository->save( $this->module( 'Test Module' ) );

		$this->assertIsInt( $id );
		$by_alias = $repository->find_by_alias( 'test-module' );
		$this->assertNotNull( $by_alias );
		$this->assertSame( $id, $by_alias['id'] );
		$this->assertSame( 'test-module', $by_alias['alias'], 'the alias is made slug-safe' );
		$this->assertSame( ModuleRepository::SCHEMA_VERSION, $by_alias['version'] );
		$this->assertSame( $by_alias, $repository->find_by_id( $id ) );
		$this->assertSame( ModulePostType::NAME, get_post_type( $id ) );
	}

	public function test_saving_the_same_alias_updates_and_keeps_a_revision(): void {
		$repository      = new ModuleRepository();
		$first           = $repository->save( $this->module( 'rev-test' ) );
		$module          = $this->module( 'rev-test' );
		$module['title'] = 'Renamed';
		$second          = $repository->save( $module );

		$this->assertSame( $first, $second );
		$this->assertSame( 'Renamed', $repository->find_by_alias( 'rev-test' )['title'] );
		$this->assertNotEmpty( wp_get_post_revisions( $second ), 'the previous version is kept' );
	}

	public function test_layer_text_is_cleaned_but_json_survives(): void {
		$repository = new ModuleRepository();
		$module     = $this->module( 'kses-test' );
		$module['slides'][0]['layers'][0]['content']['text'] = 'Safe <em>text</em><script>alert(1)</script>';
		$repository->save( $module );

		$text = $repository->find_by_alias( 'kses-test' )['slides'][0]['layers'][0]['content']['text'];
		$this->assertSame( 'Safe <em>text</em>alert(1)', $text );
	}

	public function test_missing_alias_is_an_error_and_unknown_modules_are_null(): void {
		$repository = new ModuleRepository();
		$result     = $repository->save( array( 'title' => 'No alias' ) );

		$this->assertWPError( $result );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertNull( $repository->find_by_alias( 'does-not-exist' ) );
		$this->assertNull( $repository->find_by_id( 999999 ) );
		$this->assertNull( $repository->find_by_id( 1 ), 'a post of another type is not a module' );
	}

	public function test_list_pages_newest_first(): void {
		$repository = new ModuleRepository();
		$before     = $repository->list( 1, 100 )['total'];
		$repository->save( $this->module( 'list-a' ) );
		$repository->save( $this->module( 'list-b' ) );

		$page = $repository->list( 1, 1 );
		$this->assertSame( $before + 2, $page['total'] );
		$this->assertCount( 1, $page['items'] );
		$this->assertSame( 'list-b', $page['items'][0]['alias'] );
	}

	public function test_list_reads_each_type_from_the_stored_json_of_any_version(): void {
		$legacy = wp_insert_post(
			array(
				'post_type'    => ModulePostType::NAME,
				'post_status'  => 'publish',
				'post_name'    => 'list-legacy',
				'post_title'   => 'Legacy',
				'post_content' => wp_slash( (string) wp_json_encode( array( 'slider_params' => array( 'slider_type' => 'Carousel' ) ) ) ),
			)
		);
		$this->assertIsInt( $legacy );
		$page  = ( new ModuleRepository() )->list( 1, 1 );
		$types = array(
			Migrator::type_of( array( 'slider_params' => array( 'type' => 'hero' ) ) ),
			Migrator::type_of( array( 'slider_params' => array() ) ),
			Migrator::type_of( array( 'type' => 'modal' ) ),
			Migrator::type_of(
				array(
					'version' => 2,
					'type'    => 'carousel',
				)
			),
			Migrator::type_of(
				array(
					'version' => 2,
					'type'    => array( 'x' ),
				)
			),
		);

		$this->assertSame( 'carousel', $page['items'][0]['type'] );
		$this->assertSame( array( 'hero', 'slider', 'modal', 'carousel', 'slider' ), $types );
	}

	public function test_an_edit_keeps_the_previous_json_in_a_revision(): void {
		$repository      = new ModuleRepository();
		$id              = $repository->save( $this->module( 'rev-json' ) );
		$before          = get_post_field( 'post_content', $id );
		$module          = $this->module( 'rev-json' );
		$module['title'] = 'Second version';
		$module['slides'][0]['layers'][0]['content']['text'] = 'Changed';
		$repository->save( $module );

		$contents = array_map( static fn ( $revision ) => $revision->post_content, wp_get_post_revisions( $id ) );
		$this->assertContains( $before, $contents, 'the previous JSON is a revision, byte for byte' );
		$previous = json_decode( $before, true );
		$this->assertSame( 'Hello <strong>there</strong>', $previous['slides'][0]['layers'][0]['content']['text'] );
		$this->assertSame( 2, $previous['version'] );
		$this->assertSame( 'Changed', $repository->find_by_id( $id )['slides'][0]['layers'][0]['content']['text'] );
	}

	public function test_stored_modules_carry_the_current_version_and_defaults(): void {
		$id     = ( new ModuleRepository() )->save( $this->module( 'stored-v2' ) );
		$stored = json_decode( get_post_field( 'post_content', $id ), true );

		$this->assertSame( ModuleRepository::SCHEMA_VERSION, $stored['version'] );
		$this->assertSame( 2, ModuleRepository::SCHEMA_VERSION );
		$this->assertSame( array( 'state' => 'published' ), $stored['slides'][0]['publish'] );
		$this->assertSame( array_fill( 0, 5, true ), $stored['slides'][0]['layers'][0]['vis'] );
		$this->assertArrayNotHasKey( 'id', $stored );
		$this->assertStringContainsString( '"tl":{}', get_post_field( 'post_content', $id ), 'empty objects stay objects' );
	}

	public function test_slides_are_sorted_by_order_and_global_slides_are_flagged(): void {
		$module                       = $this->module( 'order-test' );
		$second                       = $module['slides'][0];
		$second['id']                 = 8;
		$second['order']              = 5;
		$static                       = $module['slides'][0];
		$static['id']                 = 9;
		$static['order']              = 1;
		$static['global']             = true;
		$module['slides'][0]['order'] = 3;
		$module['slides']             = array( $second, $module['slides'][0], $static );
		( new ModuleRepository() )->save( $module );

		$slides = ( new ModuleRepository() )->find_by_alias( 'order-test' )['slides'];
		$this->assertSame( array( 9, 7, 8 ), array_column( $slides, 'id' ) );
		$this->assertSame( array( true, false, false ), array_column( $slides, 'global' ) );
	}

	public function test_visitors_get_only_slides_inside_their_publish_window(): void {
		$module           = $this->module( 'window-test' );
		$slide            = $module['slides'][0];
		$windows          = array(
			10 => array( 'state' => 'published' ),
			11 => array( 'to' => gmdate( 'c', time() - 60 ) ),
			12 => array( 'state' => 'draft' ),
			13 => array( 'from' => ( time() + 3600 ) * 1000 ),
			14 => array(
				'from' => ( time() - 60 ) * 1000,
				'to'   => gmdate( 'Y-m-d H:i:s', time() + 3600 ) . '+00:00',
			),
		);
		$module['slides'] = array();
		foreach ( $windows as $id => $publish ) {
			$module['slides'][] = array(
				'id'      => $id,
				'order'   => $id,
				'publish' => $publish,
			) + $slide;
		}
		$repository = new ModuleRepository();
		$post_id    = $repository->save( $module );

		$this->assertSame( array( 10, 14 ), array_column( $repository->find_by_alias( 'window-test' )['slides'], 'id' ) );
		$this->assertSame( array( 10, 14 ), array_column( $repository->find_by_id( $post_id )['slides'], 'id' ) );
		$all = $repository->load( get_post( $post_id ) )['slides'];
		$this->assertSame( array( 10, 11, 12, 13, 14 ), array_column( $all, 'id' ), 'editors still get every slide' );
	}

	public function test_a_module_stored_by_an_earlier_version_loads_migrated(): void {
		$id     = $this->store_raw( 'raw-legacy', (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/legacy-module.json' ) );
		$module = ( new ModuleRepository() )->find_by_id( $id );

		$this->assertSame( 2, $module['version'] );
		$this->assertTrue( $module['settings']['migrated'] );
		$this->assertSame( array( 30, 31, 33 ), array_column( $module['slides'], 'id' ), 'the unpublished legacy slide is left out' );
		$this->assertSame( 'raw-legacy', $module['alias'], 'the post slug is the alias' );
	}

	public function test_unreadable_content_loads_as_an_empty_module(): void {
		$id     = $this->store_raw( 'broken-json', '{"alias": "x", "slides": [' );
		$module = ( new ModuleRepository() )->find_by_id( $id );

		$this->assertSame( array(), $module['slides'] );
		$this->assertSame( 'slider', $module['type'] );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $actual Value.
	 */
	private function assertWPError( $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
	}
}
