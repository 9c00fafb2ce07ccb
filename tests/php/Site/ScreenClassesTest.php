<?php
/**
 * The server's screen-class script against the shared cases of tests/fixtures/screen-classes.json.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\ScreenClasses;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Runs the inline script exactly as printed (in Node, the JavaScript engine at hand), so the
 * classes it sets before the first paint are the ones src/site/screen-classes.ts keeps on resize;
 * Jest runs the same cases there.
 */
final class ScreenClassesTest extends IntegrationTestCase {

	/**
	 * Back to the header's default threshold.
	 */
	protected function tear_down(): void {
		ScreenClasses::use_menu_breakpoint( null );
		parent::tear_down();
	}

	public function test_the_printed_script_sets_the_classes_of_every_case(): void {
		$data  = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/screen-classes.json' ), true, 512, JSON_THROW_ON_ERROR );
		$cases = $data['cases'];
		$runs  = array();
		foreach ( $cases as $case ) {
			ScreenClasses::use_menu_breakpoint( $case['menuBreakpoint'] );
			$runs[] = array(
				'width'  => $case['width'],
				'script' => ScreenClasses::script(),
			);
		}
		$this->assertGreaterThanOrEqual( 15, count( $runs ) );
		$this->assertSame( array_column( $cases, 'classes' ), $this->run_in_node( $runs ) );
	}

	public function test_the_default_threshold_is_the_site_header_block_default(): void {
		$this->assertSame( 1240, ScreenClasses::default_menu_breakpoint() );
		$this->assertStringContainsString( 'window.innerWidth,1240)', ScreenClasses::script() );
		ScreenClasses::use_menu_breakpoint( 100 );
		$this->assertStringContainsString( 'window.innerWidth,320)', ScreenClasses::script(), 'no threshold below the smallest' );
	}

	/**
	 * The classes each script leaves on a body, in the order of the screen classes.
	 *
	 * @param list<array{width:int,script:string}> $runs Width and script of each case.
	 * @return list<list<string>>
	 */
	private function run_in_node( array $runs ): array {
		$program = 'const runs = JSON.parse(require("fs").readFileSync(0, "utf8"));'
			. 'const order = ["mobile","tablet","desktop","mobile-menu","wide-screen"];'
			. 'process.stdout.write(JSON.stringify(runs.map(({ width, script }) => {'
			. 'const on = new Set();'
			. 'const body = { classList: { toggle: (name, state) => { if (state) { on.add(name); } else { on.delete(name); } } }, setAttribute: () => {} };'
			. 'new Function("document", "window", script)({ body }, { innerWidth: width });'
			. 'return order.filter((name) => on.has(name));'
			. '})));';
		$process = proc_open( array( 'node', '-e', $program ), array( array( 'pipe', 'r' ), array( 'pipe', 'w' ), array( 'pipe', 'w' ) ), $pipes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a test running the printed script in Node.
		$this->assertIsResource( $process, 'node runs the script' );
		fwrite( $pipes[0], (string) wp_json_encode( $runs ) );
		fclose( $pipes[0] );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$this->assertSame( 0, proc_close( $process ), $err );
		return json_decode( $out, true, 512, JSON_THROW_ON_ERROR );
	}
}
