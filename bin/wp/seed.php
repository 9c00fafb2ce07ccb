<?php
/**
 * Seeds the demo content from files in demo/, idempotently: media by file name, modules by
 * alias, pages by slug. Usage: php seed.php DEMO_DIR
 *
 * @package Stagecraft
 */

$stagecraft_demo = rtrim( $argv[1], '/' );
require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

wp_set_current_user( 1 );

/**
 * The attachment for a demo media file, imported once.
 *
 * @param string $file Path of the file.
 * @return int Attachment id.
 */
function stagecraft_demo_media( string $file ): int {
	$name     = basename( $file );
	$existing = get_posts(
		array(
			'post_type'   => 'attachment',
			'meta_key'    => '_stagecraft_demo_media', // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'  => $name, // phpcs:ignore WordPress.DB.SlowDBQuery
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	if ( $existing ) {
		return (int) $existing[0];
	}
	$tmp = wp_tempnam( $name );
	copy( $file, $tmp );
	$id = media_handle_sideload(
		array(
			'name'     => $name,
			'tmp_name' => $tmp,
		),
		0
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, 'media import failed: ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_post_meta( $id, '_stagecraft_demo_media', $name );
	return (int) $id;
}

/**
 * An image record (id, src, width, height, alt) for a demo file named by `media`.
 *
 * @param string              $demo  Demo folder.
 * @param array<string,mixed> $image Record with `media` (file name) and optional `alt`.
 * @return array<string,mixed>
 */
function stagecraft_demo_image( string $demo, array $image ): array {
	$id   = stagecraft_demo_media( $demo . '/media/' . $image['media'] );
	$full = (array) wp_get_attachment_image_src( $id, 'full' );
	return array(
		'id'     => $id,
		'src'    => wp_make_link_relative( (string) $full[0] ),
		'width'  => (int) $full[1],
		'height' => (int) $full[2],
		'alt'    => (string) ( $image['alt'] ?? '' ),
	);
}

/**
 * Pages name demo media as __MEDIA_ID:file__ (the attachment id) and __MEDIA_URL:file__ (its
 * address, relative: the same database serves the dev and the test site on other ports), or
 * __MEDIA_URL:file@size__ for an image size's address.
 *
 * @param string $demo    Demo folder.
 * @param string $content Page content.
 */
function stagecraft_demo_media_tokens( string $demo, string $content ): string {
	return (string) preg_replace_callback(
		'/__MEDIA_(ID|URL):([A-Za-z0-9._-]+?)(?:@([a-z_]+))?__/',
		static function ( array $token ) use ( $demo ): string {
			$id = stagecraft_demo_media( $demo . '/media/' . $token[2] );
			if ( 'ID' === $token[1] ) {
				return (string) $id;
			}
			$url = empty( $token[3] ) ? wp_get_attachment_url( $id ) : wp_get_attachment_image_url( $id, $token[3] );
			return wp_make_link_relative( (string) $url );
		},
		$content
	);
}

/**
 * Creates or updates a contact form from its demo file and answers its id.
 *
 * @param array<string,mixed> $form Slug, title, settings and fields (an item with "area" groups fields).
 */
function stagecraft_demo_form( array $form ): int {
	$blocks   = static function ( array $fields ) use ( &$blocks ): string {
		$out = '';
		foreach ( $fields as $field ) {
			if ( isset( $field['area'] ) ) {
				$attrs = wp_json_encode( array( 'novalidate' => 'novalidate' === $field['area'] ) );
				$out  .= "<!-- wp:stagecraft/form-area {$attrs} -->\n" . $blocks( $field['fields'] ) . "<!-- /wp:stagecraft/form-area -->\n";
			} else {
				$out .= '<!-- wp:stagecraft/form-field ' . wp_json_encode( $field ) . " /-->\n";
			}
		}
		return $out;
	};
	$existing = get_page_by_path( $form['slug'], OBJECT, Stagecraft\Forms\FormPostType::POST_TYPE );
	$id       = wp_insert_post(
		array(
			'ID'           => $existing ? $existing->ID : 0,
			'post_type'    => Stagecraft\Forms\FormPostType::POST_TYPE,
			'post_status'  => 'publish',
			'post_name'    => $form['slug'],
			'post_title'   => $form['title'],
			'post_content' => wp_slash( $blocks( $form['fields'] ) ),
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $form['slug'] . ': ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_post_meta( $id, Stagecraft\Forms\FormPostType::META, wp_slash( (string) wp_json_encode( $form['settings'] ) ) );
	return $id;
}

$stagecraft_repository = new Stagecraft\Storage\ModuleRepository();
foreach ( glob( $stagecraft_demo . '/modules/*.json' ) as $stagecraft_file ) {
	// Media files (video, audio, posters, captions) are named by token as in pages.
	$stagecraft_module = json_decode( stagecraft_demo_media_tokens( $stagecraft_demo, (string) file_get_contents( $stagecraft_file ) ), true );
	foreach ( $stagecraft_module['slides'] as &$stagecraft_slide ) {
		if ( isset( $stagecraft_slide['bg']['image']['media'] ) ) {
			$stagecraft_slide['bg']['image'] = stagecraft_demo_image( $stagecraft_demo, $stagecraft_slide['bg']['image'] );
		}
		foreach ( $stagecraft_slide['layers'] as &$stagecraft_layer ) {
			if ( isset( $stagecraft_layer['content']['media'] ) ) {
				$stagecraft_layer['content'] = array_merge( $stagecraft_layer['content'], stagecraft_demo_image( $stagecraft_demo, $stagecraft_layer['content'] ) );
				unset( $stagecraft_layer['content']['media'] );
			}
		}
		unset( $stagecraft_layer );
	}
	unset( $stagecraft_slide );
	$stagecraft_saved = $stagecraft_repository->save( $stagecraft_module );
	if ( is_wp_error( $stagecraft_saved ) ) {
		fwrite( STDERR, basename( $stagecraft_file ) . ': ' . $stagecraft_saved->get_error_message() . "\n" );
		exit( 1 );
	}
}

// Each module's slider object as a static .json file, for the "JSON file" data source.
wp_mkdir_p( dirname( Stagecraft\Blocks\ModuleDataSource::export_path( 'x' ) ) );
foreach ( $stagecraft_repository->list( 1, 100 )['items'] as $stagecraft_summary ) {
	file_put_contents(
		Stagecraft\Blocks\ModuleDataSource::export_path( $stagecraft_summary['alias'] ),
		wp_json_encode( Stagecraft\Blocks\ModuleDataSource::slider_object( $stagecraft_summary['id'] ) )
	);
}

// Contact forms from demo/forms/*.json; pages name them as __FORM_{slug}__, replaced by the id.
$stagecraft_forms = array();
foreach ( glob( $stagecraft_demo . '/forms/*.json' ) as $stagecraft_file ) {
	$stagecraft_form = json_decode( (string) file_get_contents( $stagecraft_file ), true );
	$stagecraft_forms[ '__FORM_' . $stagecraft_form['slug'] . '__' ] = (string) stagecraft_demo_form( $stagecraft_form );
}

// WordPress's install writes a "Sample Page" that is not part of the demo: visitors would find it
// in the page list and search. Only the untouched one goes (by slug and its install content).
$stagecraft_sample = get_page_by_path( 'sample-page', OBJECT, 'page' );
if ( $stagecraft_sample && str_contains( $stagecraft_sample->post_content, 'This is an example page.' ) ) {
	wp_delete_post( $stagecraft_sample->ID, true );
}

foreach ( json_decode( (string) file_get_contents( $stagecraft_demo . '/pages.json' ), true ) as $stagecraft_page ) {
	// Pages are listed parents first; a child's path is parent/slug.
	$stagecraft_parent   = isset( $stagecraft_page['parent'] ) ? get_page_by_path( $stagecraft_page['parent'], OBJECT, 'page' ) : null;
	$stagecraft_path     = ( $stagecraft_parent ? $stagecraft_page['parent'] . '/' : '' ) . $stagecraft_page['slug'];
	$stagecraft_existing = get_page_by_path( $stagecraft_path, OBJECT, 'page' );
	$stagecraft_id       = wp_insert_post(
		array(
			'ID'           => $stagecraft_existing ? $stagecraft_existing->ID : 0,
			'post_parent'  => $stagecraft_parent ? $stagecraft_parent->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $stagecraft_page['slug'],
			'post_title'   => $stagecraft_page['title'],
			'post_content' => stagecraft_demo_media_tokens( $stagecraft_demo, strtr( (string) file_get_contents( $stagecraft_demo . '/' . $stagecraft_page['content'] ), $stagecraft_forms ) ),
		),
		true
	);
	if ( is_wp_error( $stagecraft_id ) ) {
		fwrite( STDERR, $stagecraft_page['slug'] . ': ' . $stagecraft_id->get_error_message() . "\n" );
		exit( 1 );
	}
	// A page template of the theme (the header variants), the front page and the posts page.
	update_post_meta( $stagecraft_id, '_wp_page_template', (string) ( $stagecraft_page['template'] ?? 'default' ) );
	if ( ! empty( $stagecraft_page['front'] ) ) {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $stagecraft_id );
	}
	if ( ! empty( $stagecraft_page['posts'] ) ) {
		update_option( 'page_for_posts', $stagecraft_id );
	}
}
// Portfolio items from demo/portfolio.json, by slug; their dates set the previous/next order.
if ( is_readable( $stagecraft_demo . '/portfolio.json' ) ) {
	foreach ( json_decode( (string) file_get_contents( $stagecraft_demo . '/portfolio.json' ), true ) as $stagecraft_item ) {
		$stagecraft_existing = get_page_by_path( $stagecraft_item['slug'], OBJECT, 'portfolio' );
		$stagecraft_id       = wp_insert_post(
			array(
				'ID'           => $stagecraft_existing ? $stagecraft_existing->ID : 0,
				'post_type'    => 'portfolio',
				'post_status'  => 'publish',
				'post_name'    => $stagecraft_item['slug'],
				'post_title'   => $stagecraft_item['title'],
				'post_date'    => $stagecraft_item['date'],
				'post_content' => (string) file_get_contents( $stagecraft_demo . '/' . $stagecraft_item['content'] ),
			),
			true
		);
		if ( is_wp_error( $stagecraft_id ) ) {
			fwrite( STDERR, $stagecraft_item['slug'] . ': ' . $stagecraft_id->get_error_message() . "\n" );
			exit( 1 );
		}
		// Its types (the portfolio filters) and its picture.
		wp_set_object_terms( $stagecraft_id, (array) ( $stagecraft_item['types'] ?? array() ), Stagecraft\Site\PortfolioPostType::TYPES );
		if ( ! empty( $stagecraft_item['image'] ) ) {
			set_post_thumbnail( $stagecraft_id, stagecraft_demo_media( $stagecraft_demo . '/media/' . $stagecraft_item['image'] ) );
		}
	}
}

require __DIR__ . '/seed-posts.php';

// Nav menus from demo/menus.json, rebuilt on every run so the seed stays idempotent.
if ( is_readable( $stagecraft_demo . '/menus.json' ) ) {
	foreach ( json_decode( (string) file_get_contents( $stagecraft_demo . '/menus.json' ), true ) as $stagecraft_slug => $stagecraft_menu ) {
		$stagecraft_existing_menu = wp_get_nav_menu_object( $stagecraft_slug );
		if ( $stagecraft_existing_menu ) {
			wp_delete_nav_menu( $stagecraft_existing_menu->term_id );
		}
		$stagecraft_menu_id = wp_create_nav_menu( $stagecraft_menu['name'] );
		wp_update_term( $stagecraft_menu_id, 'nav_menu', array( 'slug' => $stagecraft_slug ) );
		$stagecraft_add_items = function ( array $items, int $parent ) use ( &$stagecraft_add_items, $stagecraft_menu_id ): void {
			foreach ( $items as $item ) {
				$page  = isset( $item['page'] ) ? get_page_by_path( $item['page'], OBJECT, 'page' ) : null;
				$args  = array(
					'menu-item-title'     => $item['title'],
					'menu-item-status'    => 'publish',
					'menu-item-parent-id' => $parent,
					// "mega-menu" turns an item's submenu into a mega menu.
					'menu-item-classes'   => (string) ( $item['classes'] ?? '' ),
				);
				$args += $page
					? array(
						'menu-item-type'      => 'post_type',
						'menu-item-object'    => 'page',
						'menu-item-object-id' => $page->ID,
					)
					: array(
						'menu-item-type' => 'custom',
						// Relative: the same database serves the dev and the test site on other ports.
						'menu-item-url'  => $item['url'],
					);
				$id    = wp_update_nav_menu_item( $stagecraft_menu_id, 0, $args );
				$stagecraft_add_items( $item['children'] ?? array(), (int) $id );
			}
		};
		$stagecraft_add_items( $stagecraft_menu['items'], 0 );
	}
}
flush_rewrite_rules();
echo "demo content seeded\n";
