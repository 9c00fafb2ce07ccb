<?php
/**
 * Module storage against the real database.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\ModulePostType;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Covers save, find, list and revisions.
 */
final class ModuleRepositoryTest extends IntegrationTestCase {

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

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $actual Value.
	 */
	private function assertWPError( $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
	}
}
