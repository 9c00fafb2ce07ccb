<?php
/**
 * New module and slide ids.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\IdReserver;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Ids come from atomic counters and never repeat.
 */
final class IdReserverTest extends IntegrationTestCase {

	public function test_module_ids_count_up_from_the_counter(): void {
		delete_option( IdReserver::MODULE_COUNTER );
		$first  = IdReserver::module_id();
		$second = IdReserver::module_id();

		$this->assertSame( 1, $first );
		$this->assertSame( 2, $second );
		$this->assertSame( '2', get_option( IdReserver::MODULE_COUNTER ) );
	}

	public function test_slide_ids_are_above_the_module_s_slides_and_never_repeat(): void {
		$module_id = ( new ModuleRepository() )->save( $this->module( 'slide-ids' ) );

		$this->assertSame( 8, IdReserver::slide_id( $module_id, 7 ) );
		$this->assertSame( 9, IdReserver::slide_id( $module_id, 7 ) );
		$this->assertSame( 21, IdReserver::slide_id( $module_id, 20 ), 'slides saved meanwhile raise the floor' );
	}
}
