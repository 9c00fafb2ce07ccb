<?php
/**
 * Stagecraft theme functions and definitions.
 *
 * Design tokens live in theme.json and markup lives in templates, parts and
 * patterns. This file only wires up what those cannot express.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Sets up theme defaults and registers support for WordPress features.
 *
 * Core already gives every block theme post-thumbnails, responsive-embeds,
 * editor-styles, automatic-feed-links and html5 support for style and script
 * tags. The remaining html5 formats are still opt-in: they make the comment
 * form, comment list, search form, gallery and caption markup use HTML5
 * elements and input types.
 *
 * @since 0.1.0
 *
 * @return void
 */
function stagecraft_setup() {
	load_theme_textdomain( 'stagecraft', get_template_directory() . '/languages' );

	add_theme_support(
		'html5',
		array(
			'comment-form',
			'comment-list',
			'search-form',
			'gallery',
			'caption',
			'style',
			'script',
			'navigation-widgets',
		)
	);

	// Show the rules of style.css (focus rings, link underlines) in the editors too.
	add_editor_style( 'style.css' );
}
add_action( 'after_setup_theme', 'stagecraft_setup' );

/**
 * Enqueues style.css on the front end.
 *
 * The stylesheet is small, so its path is registered as well: core may then
 * print it inline instead of making a render-blocking request.
 *
 * @since 0.1.0
 *
 * @return void
 */
function stagecraft_enqueue_styles() {
	wp_enqueue_style(
		'stagecraft-style',
		get_parent_theme_file_uri( 'style.css' ),
		array(),
		wp_get_theme( get_template() )->get( 'Version' )
	);
	wp_style_add_data( 'stagecraft-style', 'path', get_parent_theme_file_path( 'style.css' ) );
}
add_action( 'wp_enqueue_scripts', 'stagecraft_enqueue_styles' );

/**
 * Registers the theme's block pattern category.
 *
 * @since 0.1.0
 *
 * @return void
 */
function stagecraft_register_pattern_categories() {
	register_block_pattern_category(
		'stagecraft',
		array(
			'label'       => __( 'Stagecraft', 'stagecraft' ),
			'description' => __( 'Sections and page layouts from the Stagecraft theme.', 'stagecraft' ),
		)
	);
}
add_action( 'init', 'stagecraft_register_pattern_categories' );
