<?php
/**
 * The plugin's own PSR-4 loader (the plugin needs no Composer at run time).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Unit;

use Stagecraft\Autoloader;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Maps names to files and ignores other namespaces.
 */
final class AutoloaderTest extends TestCase {

	public function test_loads_a_class_from_its_psr4_path(): void {
		$dir = sys_get_temp_dir() . '/stagecraft-autoload-' . uniqid();
		mkdir( $dir . '/Deep', 0777, true );
		file_put_contents( $dir . '/Deep/Probe.php', '<?php namespace Stagecraft\Deep; final class Probe {}' );
		Autoloader::register( $dir );

		$this->assertTrue( class_exists( 'Stagecraft\Deep\Probe' ) );
		$this->assertFalse( class_exists( 'Elsewhere\Deep\Probe' ) );
		unlink( $dir . '/Deep/Probe.php' );
		rmdir( $dir . '/Deep' );
		rmdir( $dir );
	}

	public function test_loads_a_generated_class_from_the_generated_folder_beside_its_path(): void {
		$dir = sys_get_temp_dir() . '/stagecraft-autoload-' . uniqid();
		mkdir( $dir . '/Deep/generated', 0777, true );
		file_put_contents( $dir . '/Deep/generated/Made.php', '<?php namespace Stagecraft\Deep; final class Made {}' );
		Autoloader::register( $dir );

		$this->assertTrue( class_exists( 'Stagecraft\Deep\Made' ) );
		unlink( $dir . '/Deep/generated/Made.php' );
		rmdir( $dir . '/Deep/generated' );
		rmdir( $dir . '/Deep' );
		rmdir( $dir );
	}
}
