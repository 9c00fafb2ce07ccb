<?php
/**
 * Installs or removes the test's German translation in the test site (never in the plugin):
 *   php tests/e2e/support/site-language.php install|remove
 * with STAGECRAFT_DB, STAGECRAFT_WP_DIR and STAGECRAFT_PORT as bin/test sets them.
 *
 * install: compiles tests/fixtures/languages/stagecraft-de_DE.po with msgfmt (Debian's gettext)
 * into WP_LANG_DIR/plugins/stagecraft-de_DE.mo, writes the strings of each script the .po names
 * as WordPress looks them up (stagecraft-de_DE-{md5 of build/…/file.js}.json, Jed format), and
 * sets the site language to de_DE. remove: deletes those files and sets English again.
 *
 * @package Stagecraft
 */

require dirname( __DIR__, 3 ) . '/bin/wp/load.php';
require_once ABSPATH . WPINC . '/pomo/po.php';

$stagecraft_po     = dirname( __DIR__, 2 ) . '/fixtures/languages/stagecraft-de_DE.po';
$stagecraft_locale = 'de_DE';
$stagecraft_dir    = WP_LANG_DIR . '/plugins';
$stagecraft_files  = glob( $stagecraft_dir . '/stagecraft-' . $stagecraft_locale . '*' );

// Whatever an earlier run left, and the site language, go first.
foreach ( false === $stagecraft_files ? array() : $stagecraft_files as $stagecraft_file ) {
	unlink( $stagecraft_file );
}
delete_option( 'WPLANG' );
if ( 'remove' === ( $argv[1] ?? '' ) ) {
	exit( 0 );
}

if ( ! is_dir( $stagecraft_dir ) ) {
	mkdir( $stagecraft_dir, 0777, true );
}
$stagecraft_mo = $stagecraft_dir . '/stagecraft-' . $stagecraft_locale . '.mo';
exec( 'msgfmt --check -o ' . escapeshellarg( $stagecraft_mo ) . ' ' . escapeshellarg( $stagecraft_po ) . ' 2>&1', $stagecraft_out, $stagecraft_status );
if ( 0 !== $stagecraft_status ) {
	fwrite( STDERR, "msgfmt failed:\n" . implode( "\n", $stagecraft_out ) . "\n" );
	exit( 1 );
}

// Read with WordPress's own PO reader; one Jed file per script the entries' references name.
$stagecraft_reader = new PO();
if ( ! $stagecraft_reader->import_from_file( $stagecraft_po ) ) {
	fwrite( STDERR, "cannot read $stagecraft_po\n" );
	exit( 1 );
}
$stagecraft_scripts = array();
foreach ( $stagecraft_reader->entries as $stagecraft_entry ) {
	foreach ( $stagecraft_entry->references as $stagecraft_reference ) {
		$stagecraft_script = preg_replace( '/:\d+$/', '', $stagecraft_reference );
		if ( str_ends_with( $stagecraft_script, '.js' ) ) {
			$stagecraft_scripts[ $stagecraft_script ][ $stagecraft_entry->key() ] = $stagecraft_entry->translations;
		}
	}
}
foreach ( $stagecraft_scripts as $stagecraft_script => $stagecraft_messages ) {
	$stagecraft_jed = array(
		'domain'      => 'messages',
		'locale_data' => array(
			'messages' => array_merge(
				array(
					'' => array(
						'domain'       => 'messages',
						'lang'         => $stagecraft_locale,
						'plural-forms' => $stagecraft_reader->get_header( 'Plural-Forms' ),
					),
				),
				$stagecraft_messages
			),
		),
	);
	file_put_contents(
		$stagecraft_dir . '/stagecraft-' . $stagecraft_locale . '-' . md5( $stagecraft_script ) . '.json',
		wp_json_encode( $stagecraft_jed, JSON_UNESCAPED_UNICODE )
	);
}

// The site language, as Settings > General sets it; that screen offers only languages whose core
// files are installed, and the test installs none, so the check is let through here.
add_filter( 'sanitize_option_WPLANG', static fn () => $stagecraft_locale );
update_option( 'WPLANG', $stagecraft_locale );
echo 'German installed: ' . count( $stagecraft_scripts ) . " script translation files\n";
