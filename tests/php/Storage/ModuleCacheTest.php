<?php
/**
 * Replies and alias lookups in the object cache.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\ModuleCache;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Built once, answered from the cache, invalidated by a change of the module or by expiry.
 */
final class ModuleCacheTest extends IntegrationTestCase {

	/**
	 * A builder counting its calls.
	 *
	 * @param int      $calls   Counter.
	 * @param int|null $expires Expiry.
	 */
	private function builder( int &$calls, ?int $expires = null ): callable {
		return static function () use ( &$calls, $expires ) {
			++$calls;
			return array(
				'data'     => array( 'n' => $calls ),
				'modified' => 1000,
				'expires'  => $expires,
			);
		};
	}

	public function test_a_reply_is_built_once_per_module_and_arguments(): void {
		$calls = 0;
		$first = ModuleCache::remember( 'slider', 5, array( 'a' => 1 ), $this->builder( $calls ) );
		$again = ModuleCache::remember( 'slider', 5, array( 'a' => 1 ), $this->builder( $calls ) );
		ModuleCache::remember( 'slider', 5, array( 'a' => 2 ), $this->builder( $calls ) );
		ModuleCache::remember( 'modal', 5, array( 'a' => 1 ), $this->builder( $calls ) );

		$this->assertSame( $first, $again );
		$this->assertSame(
			array(
				'data'     => array( 'n' => 1 ),
				'modified' => 1000,
			),
			$first
		);
		$this->assertSame( 3, $calls );
	}

	public function test_a_reply_outlives_the_request_without_a_persistent_object_cache(): void {
		$calls = 0;
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls ) );
		// What the next request sees: nothing in memory, only what the database kept.
		wp_cache_flush();
		$again = ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls ) );
		ModuleCache::invalidate( 5 );
		wp_cache_flush();
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls ) );

		$this->assertSame( array( 'n' => 1 ), $again['data'] ?? null );
		$this->assertSame( 2, $calls );
	}

	public function test_a_visible_module_is_loaded_once_until_it_changes(): void {
		$repository = new ModuleRepository();
		$id         = $repository->save( $this->module( 'cache-visible' ) );
		$first      = $repository->find_by_id( $id );
		wp_cache_flush();
		$this->assertEquals( $first, $repository->find_by_id( $id ) );

		$changed          = $this->module( 'cache-visible' );
		$changed['title'] = 'Changed';
		$repository->save( $changed );
		wp_cache_flush();
		$this->assertSame( 'Changed', $repository->find_by_id( $id )['title'] ?? null );
	}

	public function test_invalidation_drops_every_reply_of_the_module_only(): void {
		$calls = 0;
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls ) );
		ModuleCache::remember( 'slider', 6, array(), $this->builder( $calls ) );
		ModuleCache::invalidate( 5 );
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls ) );
		ModuleCache::remember( 'slider', 6, array(), $this->builder( $calls ) );

		$this->assertSame( 3, $calls );
	}

	public function test_an_expired_reply_is_rebuilt_and_not_found_is_not_cached(): void {
		$calls = 0;
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls, time() - 1 ) );
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls, time() + 60 ) );
		ModuleCache::remember( 'slider', 5, array(), $this->builder( $calls, time() + 60 ) );
		$this->assertSame( 2, $calls );

		$this->assertNull( ModuleCache::remember( 'slider', 7, array(), static fn () => null ) );
	}

	public function test_saving_or_deleting_a_module_invalidates_it(): void {
		$id    = ( new ModuleRepository() )->save( $this->module( 'cache-hooks' ) );
		$calls = 0;
		ModuleCache::remember( 'slider', $id, array(), $this->builder( $calls ) );
		( new ModuleRepository() )->save( $this->module( 'cache-hooks' ) );
		ModuleCache::remember( 'slider', $id, array(), $this->builder( $calls ) );
		wp_trash_post( $id );
		ModuleCache::remember( 'slider', $id, array(), $this->builder( $calls ) );

		$this->assertSame( 3, $calls );
	}

	public function test_alias_lookups_are_cached_until_a_module_changes(): void {
		$lookups = 0;
		$lookup  = static function () use ( &$lookups ) {
			++$lookups;
			return 0;
		};
		ModuleCache::alias_id( 'some-alias', $lookup );
		ModuleCache::alias_id( 'some-alias', $lookup );
		$this->assertSame( 1, $lookups );

		( new ModuleRepository() )->save( $this->module( 'some-alias' ) );
		$this->assertGreaterThan( 0, ( new ModuleRepository() )->resolve( 'some-alias', true ), 'a new module is found at once' );
	}
}
