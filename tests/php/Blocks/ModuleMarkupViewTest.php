<?php
/**
 * The cached markup view of a module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleMarkup;
use Stagecraft\Blocks\ModuleMarkupView;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The markup printed from the view is the markup of the whole module.
 */
final class ModuleMarkupViewTest extends IntegrationTestCase {

	/**
	 * Markup without the per-request instance suffix of its ids.
	 *
	 * @param string $html Markup.
	 */
	private function comparable( string $html ): string {
		return (string) preg_replace( '/(stagecraft-module-[a-z0-9-]+?)-\d+"/', '$1"', $html );
	}

	/**
	 * Every demo module (sliders, hero, carousels with their windows, justify and infinity,
	 * stream, modal) prints the same from its view as from the whole module.
	 */
	public function test_the_view_prints_what_the_whole_module_prints(): void {
		$repository = new ModuleRepository();
		$aliases    = array_map(
			static fn ( $file ) => basename( $file, '.json' ),
			(array) glob( dirname( __DIR__, 3 ) . '/demo/modules/*.json' )
		);
		$this->assertGreaterThan( 10, count( $aliases ) );
		foreach ( $aliases as $alias ) {
			$module = $repository->find_by_alias( $alias );
			$view   = ModuleMarkupView::find( $alias );
			$this->assertNotNull( $module, $alias );
			$this->assertNotNull( $view, $alias );
			$this->assertSame(
				$this->comparable( ModuleMarkup::render( $module, array(), array( 'source' => 'rest' ) ) ),
				$this->comparable( ModuleMarkup::render( $view['module'], array(), array( 'source' => 'rest' ), $view['features'] ) ),
				$alias
			);
		}
	}

	/**
	 * A long module's view keeps only the first slide whole; the others keep id and order.
	 */
	public function test_a_long_module_keeps_only_what_the_first_paint_shows(): void {
		$slides = array();
		for ( $i = 1; $i <= 40; $i++ ) {
			$slides[] = array(
				'id'     => $i,
				'order'  => 41 - $i,
				'title'  => 'Slide ' . $i,
				'layers' => array(
					array(
						'id'      => 1,
						'type'    => 'text',
						'content' => array( 'text' => 'Text ' . $i ),
					),
				),
			);
		}
		$view = ModuleMarkupView::of(
			array(
				'id'       => 1,
				'alias'    => 'long',
				'type'     => 'slider',
				'settings' => array(),
				'slides'   => $slides,
			)
		);
		$this->assertCount( 40, $view['module']['slides'] );
		$whole = array_values( array_filter( $view['module']['slides'], static fn ( $slide ) => isset( $slide['layers'] ) ) );
		$this->assertCount( 1, $whole );
		$this->assertSame( 40, $whole[0]['id'] );
		$this->assertSame( array( 'id', 'order' ), array_keys( $view['module']['slides'][1] ) );
	}

	/**
	 * A missing or unpublished alias has no view.
	 */
	public function test_no_view_without_a_published_module(): void {
		$this->assertNull( ModuleMarkupView::find( 'no-such-module-here' ) );
	}
}
