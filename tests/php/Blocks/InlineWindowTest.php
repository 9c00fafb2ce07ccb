<?php
/**
 * The inline part of a long module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\InlineWindow;
use Stagecraft\Blocks\ModuleDataSource;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Only the slides a visitor sees first go inline with their layers.
 */
final class InlineWindowTest extends IntegrationTestCase {

	/**
	 * A reply of slides with the given orders, each with one layer.
	 *
	 * @param array<int,int> $orders Each slide's order, in stored order.
	 * @return array<string,mixed>
	 */
	private function reply( array $orders ): array {
		$slides = array();
		foreach ( $orders as $index => $order ) {
			$slides[] = array(
				'id'     => $index + 1,
				'order'  => $order,
				'title'  => 'Slide ' . ( $index + 1 ),
				'layers' => array(
					array(
						'id'   => 1,
						'type' => 'text',
					),
				),
			);
		}
		return array(
			'success' => true,
			'slides'  => $slides,
		);
	}

	/**
	 * Ids of the slides sent without their layers.
	 *
	 * @param array<string,mixed> $reply Reply.
	 * @return array<int,int>
	 */
	private function deferred( array $reply ): array {
		$ids = array();
		foreach ( $reply['slides'] as $slide ) {
			if ( ! empty( $slide['deferred'] ) ) {
				$this->assertArrayNotHasKey( 'layers', $slide );
				$this->assertSame( 'Slide ' . $slide['id'], $slide['title'] );
				$ids[] = $slide['id'];
			}
		}
		return $ids;
	}

	public function test_a_deferred_slide_leaves_out_the_fields_at_their_defaults(): void {
		$reply = $this->reply( range( 0, 12 ) );
		foreach ( $reply['slides'] as $index => $slide ) {
			$reply['slides'][ $index ] = $slide + array(
				'publish'   => array( 'state' => 'published' ),
				'slideshow' => (object) array(),
				'global'    => false,
				'bg'        => array( 'color' => '#123456' ),
			);
		}
		// One deferred slide with its own values: they stay.
		$reply['slides'][11]['publish'] = array(
			'state' => 'published',
			'from'  => '2026-01-01',
		);
		$reply['slides'][11]['global']  = true;
		$windowed                       = InlineWindow::apply( $reply )['slides'];
		$this->assertTrue( $windowed[10]['deferred'] );
		$this->assertSame( array( 'id', 'order', 'title', 'bg', 'deferred' ), array_keys( $windowed[10] ) );
		$this->assertSame(
			array(
				'state' => 'published',
				'from'  => '2026-01-01',
			),
			$windowed[11]['publish']
		);
		$this->assertTrue( $windowed[11]['global'] );
		// Slides drawn first keep every field.
		$this->assertSame( $reply['slides'][0], $windowed[0] );
	}

	public function test_a_short_module_goes_inline_whole(): void {
		$reply = $this->reply( range( 0, 9 ) );
		$this->assertSame( $reply, InlineWindow::apply( $reply ) );
	}

	public function test_a_long_module_keeps_the_first_slides_in_display_order_the_last_and_the_stored_first(): void {
		// Stored order 1..14; display order by `order`: 14, 13, …, 1 (reversed), ties kept stored.
		$reply = $this->reply( array_reverse( range( 0, 13 ) ) );
		// Shown first: ids 14 … 5 (ten), the last one shown is id 1, and id 1 is also stored first.
		$this->assertSame( array( 2, 3, 4 ), $this->deferred( InlineWindow::apply( $reply ) ) );

		$reply = $this->reply( array_fill( 0, 14, 0 ) );
		$this->assertSame( array( 11, 12, 13 ), $this->deferred( InlineWindow::apply( $reply ) ) );
	}

	public function test_the_window_is_filtered_with_at_least_three_slides(): void {
		$reply    = $this->reply( range( 0, 13 ) );
		$one      = fn () => 1;
		add_filter( 'stagecraft_inline_slides', $one );
		$windowed = InlineWindow::apply( $reply );
		remove_filter( 'stagecraft_inline_slides', $one );
		// Three from the start, plus the last one.
		$this->assertSame( range( 4, 13 ), $this->deferred( $windowed ) );
	}

	public function test_layers_past_the_budget_wait_beyond_the_first_slide(): void {
		$reply = $this->reply( array( 0, 1, 2, 3 ) );
		foreach ( $reply['slides'] as $index => $slide ) {
			$reply['slides'][ $index ]['layers'] = array_fill( 0, 0 === $index ? 500 : 150, $slide['layers'][0] );
		}
		// The first slide goes whole however heavy; of the others, only what fits 200 layers.
		$this->assertSame( array( 3, 4 ), $this->deferred( InlineWindow::apply( $reply ) ) );
		$this->assertCount( 500, InlineWindow::apply( $reply )['slides'][0]['layers'] );
	}

	public function test_the_cached_inline_object_is_the_window_of_the_reply_and_follows_saves(): void {
		$repository       = new ModuleRepository();
		$module           = $this->module( 'inline-cached' );
		$slide            = $module['slides'][0];
		$module['slides'] = array();
		foreach ( range( 1, 14 ) as $id ) {
			$module['slides'][] = array_merge(
				$slide,
				array(
					'id'    => $id,
					'order' => $id,
					'title' => 'Slide ' . $id,
				)
			);
		}
		$id = (int) $repository->save( $module );

		$cached = InlineWindow::cached( $id );
		$this->assertSame( wp_json_encode( InlineWindow::apply( ModuleDataSource::slider_object( $id ) ) ), wp_json_encode( $cached ) );
		$this->assertSame( range( 11, 13 ), $this->deferred( $cached ) );

		// Saving the module leaves no stale window behind.
		$module['id']                  = $id;
		$module['slides'][13]['title'] = 'Renamed';
		$repository->save( $module );
		$slides = InlineWindow::cached( $id )['slides'];
		$this->assertSame( 'Renamed', $slides[13]['title'] );
	}
}
