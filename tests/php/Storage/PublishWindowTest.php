<?php
/**
 * Slide publish windows.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\PublishWindow;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * State, bounds in milliseconds or dates, and the boundaries a cache expires at.
 */
final class PublishWindowTest extends IntegrationTestCase {

	private const NOW = 1767225600; // 2026-01-01T00:00:00Z.

	/**
	 * A slide with a publish window.
	 *
	 * @param array<string,mixed> $publish Window.
	 * @return array<string,mixed>
	 */
	private function slide( array $publish ): array {
		return array( 'publish' => $publish );
	}

	public function test_state_and_bounds_decide_visibility(): void {
		$this->assertTrue( PublishWindow::is_visible( array(), self::NOW ), 'no window: published' );
		$this->assertTrue( PublishWindow::is_visible( $this->slide( array( 'state' => 'published' ) ), self::NOW ) );
		$this->assertFalse( PublishWindow::is_visible( $this->slide( array( 'state' => 'draft' ) ), self::NOW ) );
		$this->assertFalse( PublishWindow::is_visible( $this->slide( array( 'state' => 'unpublished' ) ), self::NOW ) );
		$this->assertFalse( PublishWindow::is_visible( $this->slide( array( 'to' => '2025-12-31T23:59:59Z' ) ), self::NOW ) );
		$this->assertFalse( PublishWindow::is_visible( $this->slide( array( 'to' => self::NOW * 1000 ) ), self::NOW ), 'to is exclusive' );
		$this->assertTrue( PublishWindow::is_visible( $this->slide( array( 'from' => self::NOW * 1000 ) ), self::NOW ), 'from is inclusive' );
		$this->assertFalse( PublishWindow::is_visible( $this->slide( array( 'from' => '2026-01-02' ) ), self::NOW ) );
		$this->assertTrue( PublishWindow::is_visible( $this->slide( array( 'from' => 'whenever' ) ), self::NOW ), 'an unreadable bound is no bound' );
	}

	public function test_bounds_parse_as_milliseconds_or_dates(): void {
		$this->assertNull( PublishWindow::parse( '' ) );
		$this->assertNull( PublishWindow::parse( null ) );
		$this->assertSame( self::NOW, PublishWindow::parse( self::NOW * 1000 ) );
		$this->assertSame( self::NOW, PublishWindow::parse( (string) ( self::NOW * 1000 ) ) );
		$this->assertSame( self::NOW, PublishWindow::parse( '2026-01-01T00:00:00Z' ) );
		$this->assertSame( self::NOW + 3600, PublishWindow::parse( '2026-01-01T00:00:00-01:00' ) );
		$this->assertFalse( PublishWindow::parse( 'tomorrow' ), 'relative dates would move' );
		$this->assertFalse( PublishWindow::parse( array() ) );
	}

	public function test_next_and_last_change_are_the_nearest_published_boundaries(): void {
		$slides = array(
			$this->slide( array( 'from' => ( self::NOW - 100 ) * 1000 ) ),
			$this->slide( array( 'to' => ( self::NOW + 50 ) * 1000 ) ),
			$this->slide( array( 'from' => ( self::NOW + 500 ) * 1000 ) ),
			$this->slide(
				array(
					'state' => 'draft',
					'from'  => ( self::NOW + 10 ) * 1000,
				)
			),
		);

		$this->assertSame( self::NOW + 50, PublishWindow::next_change( $slides, self::NOW ) );
		$this->assertSame( self::NOW - 100, PublishWindow::last_change( $slides, self::NOW ) );
		$this->assertNull( PublishWindow::next_change( array( array() ), self::NOW ) );
		$this->assertCount( 2, PublishWindow::visible( $slides, self::NOW ) );
	}
}
