<?php
/**
 * `wp stagecraft module list|export|import`, called on the command class.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Cli;

use RuntimeException;
use Stagecraft\Cli\ModuleCommand;
use Stagecraft\Rest\ModuleController;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Lists and exports what REST shows; imports what REST accepts, all or nothing.
 */
final class ModuleCommandTest extends IntegrationTestCase {

	/**
	 * What the command printed.
	 *
	 * @var RecordingConsole
	 */
	private RecordingConsole $console;

	/**
	 * Files a test wrote.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * A fresh console.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->console = new RecordingConsole();
	}

	/**
	 * Removes the files written.
	 */
	protected function tear_down(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tear_down();
	}

	private function command(): ModuleCommand {
		return new ModuleCommand( $this->console );
	}

	/**
	 * A temporary file holding the given text.
	 *
	 * @param string $text Content.
	 */
	private function file( string $text ): string {
		$file          = (string) tempnam( sys_get_temp_dir(), 'stagecraft-import' );
		$this->files[] = $file;
		file_put_contents( $file, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return $file;
	}

	/**
	 * Runs an import and returns the error it stopped with.
	 *
	 * @param string              $json       File content.
	 * @param array<string,mixed> $assoc_args Options.
	 */
	private function import_error( string $json, array $assoc_args = array() ): string {
		try {
			$this->command()->import( array( $this->file( $json ) ), $assoc_args );
		} catch ( RuntimeException $error ) {
			return $error->getMessage();
		}
		$this->fail( 'The import did not stop with an error.' );
	}

	private function count_modules(): int {
		return count( ( new ModuleRepository() )->list( 1, 1000 )['items'] );
	}

	public function test_list_gives_the_published_modules_in_the_format_asked(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'cli-listed' ) );

		$this->command()->list_( array(), array( 'format' => 'json' ) );

		$this->assertSame( 'json', $this->console->items['format'] );
		$this->assertSame( array( 'id', 'alias', 'title', 'type' ), $this->console->items['fields'] );
		$this->assertContains(
			array(
				'id'    => $id,
				'alias' => 'cli-listed',
				'title' => 'Test cli-listed',
				'type'  => 'slider',
			),
			$this->console->items['rows']
		);
	}

	public function test_list_refuses_an_unknown_format(): void {
		$this->expectException( RuntimeException::class );
		$this->expectExceptionMessage( 'The format "xml" is not one of: table, json, csv.' );
		$this->command()->list_( array(), array( 'format' => 'xml' ) );
	}

	public function test_export_prints_what_the_rest_route_answers(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'cli-exported' ) );

		$this->command()->export( array( 'cli-exported' ), array() );

		$this->assertCount( 1, $this->console->lines );
		$this->assertEquals(
			json_decode( (string) wp_json_encode( ModuleController::module_response( new ModuleRepository(), $id )->get_data() ) ),
			json_decode( $this->console->lines[0] )
		);
	}

	public function test_export_by_id_writes_the_file_asked(): void {
		$id   = ( new ModuleRepository() )->save( $this->module( 'cli-file' ) );
		$file = $this->file( '' );

		$this->command()->export( array( (string) $id ), array( 'file' => $file ) );

		$this->assertSame( array(), $this->console->lines );
		$this->assertSame( array( sprintf( 'Exported the module "cli-file" to %s.', $file ) ), $this->console->successes );
		$this->assertSame( 'cli-file', json_decode( (string) file_get_contents( $file ), true )['alias'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_export_of_an_unknown_module_is_an_error(): void {
		$this->expectException( RuntimeException::class );
		$this->expectExceptionMessage( 'No module has the id or alias "no-such-module".' );
		$this->command()->export( array( 'no-such-module' ), array() );
	}

	public function test_an_export_imports_again_under_a_new_alias_and_status(): void {
		$repository = new ModuleRepository();
		$repository->save( $this->module( 'cli-source' ) );
		$this->command()->export( array( 'cli-source' ), array() );

		$this->command()->import(
			array( $this->file( $this->console->lines[0] ) ),
			array(
				'alias'  => 'cli-copy',
				'status' => 'draft',
			)
		);

		$id = $repository->id_for_alias( 'cli-copy' );
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( array( sprintf( 'Created the module "cli-copy" (id %d).', $id ) ), $this->console->successes );
		$this->assertSame( 'draft', get_post_status( $id ) );
		$copy     = $repository->load( get_post( $id ) );
		$original = $repository->load( get_post( $repository->id_for_alias( 'cli-source' ) ) );
		$this->assertSame( $original['slides'], $copy['slides'] );
		$this->assertSame( $original['settings'], $copy['settings'] );
	}

	public function test_an_existing_alias_is_replaced_only_with_update(): void {
		$repository = new ModuleRepository();
		$id         = $repository->save( $this->module( 'cli-existing' ) );
		$changed    = array_merge( $this->module( 'cli-existing' ), array( 'title' => 'Changed title' ) );
		$json       = (string) wp_json_encode( $changed );

		$this->assertSame(
			sprintf( "A module with the alias \"cli-existing\" already exists (id %d); add --update to replace it.\nNothing was imported.", $id ),
			$this->import_error( $json )
		);
		$this->assertSame( 'Test cli-existing', get_the_title( $id ) );

		$this->command()->import( array( $this->file( $json ) ), array( 'update' => true ) );

		$this->assertSame( array( sprintf( 'Updated the module "cli-existing" (id %d).', $id ) ), $this->console->successes );
		$this->assertSame( 'Changed title', get_the_title( $id ) );
	}

	public function test_one_bad_module_in_a_list_imports_nothing(): void {
		$bad            = $this->module( 'cli-bad' );
		$bad['slides']  = 'not a list';
		$json           = (string) wp_json_encode( array( $this->module( 'cli-good' ), $bad ) );
		$modules_before = $this->count_modules();

		$message = $this->import_error( $json );

		$this->assertStringStartsWith( 'Module 2: module[slides][0] is not of type object.', $message );
		$this->assertStringEndsWith( 'Nothing was imported.', $message );
		$this->assertSame( 0, ( new ModuleRepository() )->id_for_alias( 'cli-good' ) );
		$this->assertSame( $modules_before, $this->count_modules() );
	}

	public function test_a_list_of_good_modules_is_imported_whole(): void {
		$json = (string) wp_json_encode( array( $this->module( 'cli-first' ), $this->module( 'cli-second' ) ) );

		$this->command()->import( array( $this->file( $json ) ), array() );

		$this->assertCount( 2, $this->console->successes );
		$this->assertGreaterThan( 0, ( new ModuleRepository() )->id_for_alias( 'cli-first' ) );
		$this->assertGreaterThan( 0, ( new ModuleRepository() )->id_for_alias( 'cli-second' ) );
	}

	public function test_bad_files_get_clear_errors(): void {
		$this->assertSame( 'The file is not valid JSON: Syntax error.', $this->import_error( '{"alias": ' ) );
		$this->assertSame( 'The file is empty: it should hold a module as JSON.', $this->import_error( "\n" ) );
		$this->assertSame( 'The file should hold a module (a JSON object) or a list of modules.', $this->import_error( '"slider"' ) );
		$this->assertSame( 'The file holds an empty list: there is no module to import.', $this->import_error( '[]' ) );
		$this->assertSame( "A module needs an alias.\nNothing was imported.", $this->import_error( '{"title":"No alias"}' ) );
	}

	public function test_options_that_cannot_apply_are_refused(): void {
		$two = (string) wp_json_encode( array( $this->module( 'cli-a' ), $this->module( 'cli-b' ) ) );
		$this->assertSame( '--alias names one module, but the file holds several.', $this->import_error( $two, array( 'alias' => 'x' ) ) );
		$this->assertSame(
			'The status "trash" is not one of: publish, draft, pending, private.',
			$this->import_error( (string) wp_json_encode( $this->module( 'cli-c' ) ), array( 'status' => 'trash' ) )
		);
		$same = (string) wp_json_encode( array( $this->module( 'cli-twice' ), $this->module( 'cli-twice' ) ) );
		$this->assertSame(
			"Module 2: The alias \"cli-twice\" is used by more than one module in the file.\nNothing was imported.",
			$this->import_error( $same )
		);
	}

	public function test_a_missing_file_is_named(): void {
		$this->expectException( RuntimeException::class );
		$this->expectExceptionMessage( 'The file /no/such/file.json does not exist.' );
		$this->command()->import( array( '/no/such/file.json' ), array() );
	}
}
