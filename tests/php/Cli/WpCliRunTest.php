<?php
/**
 * The module commands run by WP-CLI itself, as a shell user runs them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Cli;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Runs vendor/bin/wp against the test site in a process of its own (registration under WP-CLI,
 * argument parsing, output and exit status are WP-CLI's). It reads the demo modules setup seeded
 * and writes nothing.
 */
final class WpCliRunTest extends TestCase {

	/**
	 * Files a test wrote.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * Removes the files written.
	 */
	protected function tear_down(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tear_down();
	}

	/**
	 * Runs `wp --path=<the test WordPress> …` on the test database.
	 *
	 * @param string[] $args Arguments after --path.
	 * @return array{status:int,stdout:string,stderr:string}
	 */
	private function wp( array $args ): array {
		$root    = dirname( __DIR__, 3 );
		$command = array_merge( array( $root . '/vendor/bin/wp', '--path=' . ABSPATH ), $args );
		$env     = array_merge(
			getenv(),
			array(
				'STAGECRAFT_DB'     => DB_NAME,
				'WP_CLI_ALLOW_ROOT' => '1', // CI runs as root.
			)
		);
		$output  = array(
			1 => array( 'pipe', 'w' ),
			2 => array( 'pipe', 'w' ),
		);
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test runs the real command line.
		$process = proc_open( $command, $output, $pipes, $root, $env );
		$this->assertIsResource( $process );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		fclose( $pipes[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return array(
			'status' => proc_close( $process ),
			'stdout' => $stdout,
			'stderr' => $stderr,
		);
	}

	/**
	 * The aliases `module list --format=json` prints.
	 *
	 * @return string[]
	 */
	private function listed_aliases(): array {
		$run = $this->wp( array( 'stagecraft', 'module', 'list', '--format=json' ) );
		$this->assertSame( 0, $run['status'], $run['stderr'] );
		$rows = json_decode( $run['stdout'], true );
		$this->assertIsArray( $rows, $run['stdout'] );
		return array_column( $rows, 'alias' );
	}

	public function test_list_prints_the_modules_as_json(): void {
		$aliases = $this->listed_aliases();

		$this->assertContains( 'slider-demo', $aliases );
		$this->assertContains( 'hero-demo', $aliases );
	}

	public function test_importing_a_bad_file_fails_with_a_clear_error_and_writes_nothing(): void {
		$before = $this->listed_aliases();
		$file   = (string) tempnam( sys_get_temp_dir(), 'stagecraft-bad-import' );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $file, '[{"alias":"cli-run-good","title":"Good"},{"alias":"cli-run-bad","slides":"none"}]' );
		$this->files[] = $file;

		$run = $this->wp( array( 'stagecraft', 'module', 'import', $file ) );

		$this->assertSame( 1, $run['status'] );
		$this->assertStringContainsString( 'Error: Module 2: module[slides][0] is not of type object.', $run['stderr'] );
		$this->assertStringContainsString( 'Nothing was imported.', $run['stderr'] );
		$this->assertSame( '', $run['stdout'] );
		$this->assertSame( $before, $this->listed_aliases() );
	}
}
