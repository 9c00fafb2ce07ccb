<?php
/**
 * The module's stylesheet is printed in the head as CSS, not as a link.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\InlineModuleStyle;
use Stagecraft\Tests\IntegrationTestCase;
use WP_Styles;

/**
 * The tags WordPress prints for the module's stylesheet after InlineModuleStyle::inline().
 */
final class InlineModuleStyleTest extends IntegrationTestCase {

	/**
	 * The page's styles object before the test.
	 *
	 * @var WP_Styles|null
	 */
	private $saved_styles;

	/**
	 * A stylesheet file for the handle.
	 *
	 * @var string
	 */
	private $file;

	protected function set_up(): void {
		parent::set_up();
		$this->saved_styles   = $GLOBALS['wp_styles'] ?? null;
		$GLOBALS['wp_styles'] = new WP_Styles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored in tear_down().
		$this->file           = get_temp_dir() . 'stagecraft-module-style-' . wp_generate_password( 8, false ) . '.css';
		file_put_contents( $this->file, '.stagecraft-module{aspect-ratio:16/9}.stagecraft-module__arrow{background:url(arrow.svg)}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		wp_register_style( InlineModuleStyle::HANDLE, 'http://example.test/wp-content/plugins/stagecraft/build/module/style-index.css', array(), '1' );
		wp_style_add_data( InlineModuleStyle::HANDLE, 'path', $this->file );
	}

	protected function tear_down(): void {
		$GLOBALS['wp_styles'] = $this->saved_styles; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		if ( file_exists( $this->file ) ) {
			unlink( $this->file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		}
		parent::tear_down();
	}

	private function printed(): string {
		ob_start();
		wp_styles()->do_items();
		return (string) ob_get_clean();
	}

	public function test_an_enqueued_module_stylesheet_is_printed_as_css_before_its_other_inline_styles(): void {
		wp_enqueue_style( InlineModuleStyle::HANDLE );
		wp_add_inline_style( InlineModuleStyle::HANDLE, '.stagecraft-module{--added:1}' );
		InlineModuleStyle::inline();
		$html = $this->printed();
		$this->assertStringNotContainsString( '<link', $html );
		$this->assertStringContainsString( '.stagecraft-module{aspect-ratio:16/9}', $html );
		// Relative URLs now from the site's root, as WordPress writes them when it inlines.
		$this->assertStringContainsString( 'url(/wp-content/plugins/stagecraft/build/module/arrow.svg)', $html );
		$this->assertLessThan( strpos( $html, '--added:1' ), strpos( $html, 'aspect-ratio:16/9' ) );
		// WordPress's own inlining, which runs next, leaves it as it is.
		wp_maybe_inline_styles();
		$this->assertSame( 1, substr_count( implode( '', (array) wp_styles()->get_data( InlineModuleStyle::HANDLE, 'after' ) ), 'aspect-ratio:16/9' ) );
	}

	public function test_a_page_without_a_module_keeps_the_stylesheet_untouched(): void {
		InlineModuleStyle::inline();
		$this->assertSame( 'http://example.test/wp-content/plugins/stagecraft/build/module/style-index.css', wp_styles()->registered[ InlineModuleStyle::HANDLE ]->src );
	}

	public function test_a_site_that_loads_every_block_style_on_every_page_keeps_the_link(): void {
		add_filter( 'should_load_block_assets_on_demand', '__return_false', 100 );
		try {
			wp_enqueue_style( InlineModuleStyle::HANDLE );
			InlineModuleStyle::inline();
			$this->assertSame( 'http://example.test/wp-content/plugins/stagecraft/build/module/style-index.css', wp_styles()->registered[ InlineModuleStyle::HANDLE ]->src );
		} finally {
			remove_filter( 'should_load_block_assets_on_demand', '__return_false', 100 );
		}
	}

	public function test_an_unreadable_file_keeps_the_link(): void {
		wp_style_add_data( InlineModuleStyle::HANDLE, 'path', $this->file . '.missing' );
		wp_enqueue_style( InlineModuleStyle::HANDLE );
		InlineModuleStyle::inline();
		$this->assertMatchesRegularExpression( "/<link rel='stylesheet' id='stagecraft-module-style-css' href='[^']+style-index\\.css/", $this->printed() ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- the tag WordPress printed, read back.
	}

	public function test_the_real_module_stylesheet_goes_inline_on_the_front_end(): void {
		$this->assertSame( 0, has_action( 'wp_head', array( InlineModuleStyle::class, 'inline' ) ) );
		// The block's own registration: its built file, beside the link it would have had.
		$GLOBALS['wp_styles'] = $this->saved_styles; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$style                = clone wp_styles()->registered[ InlineModuleStyle::HANDLE ];
		$queue                = wp_styles()->queue;
		try {
			wp_enqueue_style( InlineModuleStyle::HANDLE );
			InlineModuleStyle::inline();
			$this->assertFalse( wp_styles()->registered[ InlineModuleStyle::HANDLE ]->src );
			$this->assertStringContainsString( '.stagecraft-module{', implode( '', (array) wp_styles()->get_data( InlineModuleStyle::HANDLE, 'after' ) ) );
		} finally {
			wp_styles()->registered[ InlineModuleStyle::HANDLE ] = $style;
			wp_styles()->queue                                   = $queue;
		}
	}
}
