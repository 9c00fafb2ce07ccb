<?php
/**
 * The carousel's and the navigation's stylesheets, only on pages with a module that uses them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\InlineModuleStyle;
use Stagecraft\Blocks\ModuleFeatureStyles;
use Stagecraft\Blocks\ModuleMarkup;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use WP_Styles;

/**
 * Which feature stylesheets rendering a module enqueues, and how the page prints them.
 */
final class ModuleFeatureStylesTest extends IntegrationTestCase {

	/**
	 * The page's styles object before the test.
	 *
	 * @var WP_Styles|null
	 */
	private $saved_styles;

	protected function set_up(): void {
		parent::set_up();
		$this->saved_styles   = $GLOBALS['wp_styles'] ?? null;
		$GLOBALS['wp_styles'] = new WP_Styles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored in tear_down().
		wp_register_style( InlineModuleStyle::HANDLE, 'http://example.test/wp-content/plugins/stagecraft/build/module/style-index.css', array(), '1' );
		ModuleFeatureStyles::register();
	}

	protected function tear_down(): void {
		$GLOBALS['wp_styles'] = $this->saved_styles; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Renders a module of this type with two slides and these settings.
	 *
	 * @param string              $alias    Alias.
	 * @param string              $type     Module type.
	 * @param array<string,mixed> $settings Settings besides the size.
	 */
	private function render( string $alias, string $type, array $settings = array() ): void {
		$module              = $this->module( $alias );
		$module['type']      = $type;
		$module['settings'] += $settings;
		$second              = $module['slides'][0];
		$second['id']        = 8;
		$second['order']     = 1;
		$module['slides'][]  = $second;
		$repository          = new ModuleRepository();
		$repository->save( $module );
		ModuleMarkup::render( $repository->find_by_alias( $alias ) );
	}

	/**
	 * The feature stylesheets enqueued, in order.
	 *
	 * @return list<string>
	 */
	private function enqueued(): array {
		return array_values( array_intersect( wp_styles()->queue, array_keys( ModuleFeatureStyles::STYLES ) ) );
	}

	public function test_a_hero_module_prints_neither(): void {
		$this->render( 'styles-hero', 'hero' );
		$this->assertSame( array(), $this->enqueued() );
	}

	public function test_a_slider_with_arrows_prints_the_navigation_rules_only(): void {
		$this->render( 'styles-slider', 'slider', array( 'navigation' => array( 'arrows' => array( 'set' => true ) ) ) );
		$this->assertSame( array( 'stagecraft-module-navigation' ), $this->enqueued() );
	}

	public function test_a_carousel_prints_its_rules_and_its_navigation_rules_after_the_module_rules(): void {
		$this->render( 'styles-carousel', 'carousel', array( 'navigation' => array( 'bullets' => array( 'set' => true ) ) ) );
		$this->assertSame( array( 'stagecraft-module-carousel', 'stagecraft-module-navigation' ), $this->enqueued() );
		$this->assertSame( array( InlineModuleStyle::HANDLE ), wp_styles()->registered['stagecraft-module-carousel']->deps );
	}

	public function test_the_built_files_go_inline_in_the_head(): void {
		$this->render( 'styles-inline', 'carousel', array( 'navigation' => array( 'arrows' => array( 'set' => true ) ) ) );
		InlineModuleStyle::inline();
		foreach ( array(
			'stagecraft-module-carousel'   => '.is-carousel',
			'stagecraft-module-navigation' => '.stagecraft-nav',
		) as $handle => $rule ) {
			$this->assertFalse( wp_styles()->registered[ $handle ]->src, $handle );
			$this->assertStringContainsString( $rule, implode( '', (array) wp_styles()->get_data( $handle, 'after' ) ), $handle );
		}
	}

	public function test_every_feature_stylesheet_the_build_writes_has_a_handle(): void {
		$built = glob( dirname( __DIR__, 3 ) . '/plugin/build/module/style-*.css' );
		$built = array_values( preg_grep( '/\/style-(?!index)[a-z-]+(?<!-rtl)\.css$/', (array) $built ) );
		$this->assertSame( array_map( 'basename', $built ), array_map( 'basename', ModuleFeatureStyles::urls() ) );
	}

	public function test_the_module_stylesheet_no_longer_holds_them(): void {
		$css = (string) file_get_contents( dirname( __DIR__, 3 ) . '/plugin/build/module/style-index.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertStringContainsString( '.stagecraft-module', $css );
		$this->assertStringNotContainsString( '.is-carousel', $css );
		$this->assertStringNotContainsString( '.stagecraft-nav', $css );
	}
}
