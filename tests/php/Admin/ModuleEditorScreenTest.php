<?php
/**
 * The module editor screen replaces WordPress's classic post screen for modules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Admin;

use Stagecraft\Admin\EditorSettings;
use Stagecraft\Admin\ModuleEditorScreen;
use Stagecraft\Admin\ModuleTemplates;
use Stagecraft\Storage\ModulePostType;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * Edit links, labels, the settings the editor reads and the templates it offers.
 */
final class ModuleEditorScreenTest extends IntegrationTestCase {

	use RestRequests;

	public function test_a_modules_edit_link_opens_the_editor_and_posts_keep_theirs(): void {
		$id = ( new ModuleRepository() )->save( $this->module( 'screen-link' ) );
		$this->assertIsInt( $id );
		wp_set_current_user( 1 );
		$this->assertStringEndsWith( 'edit.php?post_type=stagecraft_module&page=stagecraft-module-editor&module=' . $id, (string) get_edit_post_link( $id, 'raw' ) );
		$post = wp_insert_post( array( 'post_title' => 'A post' ) );
		$this->assertStringContainsString( 'post.php?post=' . $post, (string) get_edit_post_link( $post, 'raw' ) );
		$this->assertStringEndsWith( 'page=stagecraft-module-editor', ModuleEditorScreen::url() );
	}

	public function test_labels_say_module_not_post(): void {
		$labels = get_post_type_object( ModulePostType::NAME )->labels;
		foreach ( array( 'add_new', 'add_new_item', 'edit_item', 'new_item', 'view_item', 'search_items', 'not_found', 'item_updated' ) as $label ) {
			$this->assertStringContainsStringIgnoringCase( 'module', $labels->$label, $label );
			$this->assertStringNotContainsStringIgnoringCase( 'post', $labels->$label, $label );
		}
	}

	public function test_the_module_lists_bulk_messages_say_module(): void {
		$this->assertNotFalse( has_filter( 'bulk_post_updated_messages', array( ModulePostType::class, 'bulk_messages' ) ) );
		$messages = ModulePostType::bulk_messages(
			array(),
			array(
				'trashed' => 2,
				'updated' => 1,
			)
		);
		$this->assertSame( '%s modules moved to the Trash.', $messages[ ModulePostType::NAME ]['trashed'] );
		$this->assertSame( '%s module updated.', $messages[ ModulePostType::NAME ]['updated'] );
	}

	public function test_the_editor_is_told_what_the_user_may_do(): void {
		wp_set_current_user( $this->user( 'contributor' ) );
		$settings = EditorSettings::for_screen();
		$this->assertFalse( $settings['canPublish'] );
		$this->assertFalse( $settings['canUnfiltered'] );
		$this->assertSame( 0, $settings['id'] );
		wp_set_current_user( 1 );
		$this->assertTrue( EditorSettings::for_screen()['canPublish'] );
		$styles = EditorSettings::for_screen()['moduleStyles'];
		$this->assertStringEndsWith( 'build/module/style-index.css', $styles[0] );
		// The canvas shows every feature: the carousel's and the navigation's rules too.
		$this->assertStringEndsWith( 'build/module/style-carousel.css', $styles[1] );
		$this->assertStringEndsWith( 'build/module/style-navigation.css', $styles[2] );
	}

	public function test_templates_are_the_demo_modules_with_their_images_shipped(): void {
		$templates = ModuleTemplates::all();
		$names     = array_column( $templates, 'name' );
		$this->assertContains( 'hero-demo', $names );
		$this->assertContains( 'slider-demo', $names );
		$encoded = (string) wp_json_encode( $templates );
		$this->assertDoesNotMatchRegularExpression( '/"media":"[^"]+"/', $encoded, 'every image named by file is resolved' );
		$this->assertStringContainsString( 'build\/templates\/media\/hero.jpg', $encoded );
	}
}
