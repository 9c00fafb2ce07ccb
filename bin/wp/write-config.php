<?php
/**
 * Prints the local site's wp-config.php. Usage: php write-config.php WP_DIR DB_SOCKET LOG_DIR
 *
 * @package Stagecraft
 */

$wp_dir  = $argv[1];
$socket  = $argv[2];
$log_dir = $argv[3];
$salts   = '';
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $name ) {
	// Local-only site: salts derived from the checkout path keep sessions across setups.
	$salts .= sprintf( "define( '%s', '%s' );\n", $name, hash( 'sha256', $name . $wp_dir ) );
}
$config = <<<'PHP'
<?php
// Written by bin/setup; local development and test site only. Edits are overwritten.
define( 'DB_NAME', getenv( 'STAGECRAFT_DB' ) ?: 'stagecraft' );
define( 'DB_USER', 'stagecraft' );
define( 'DB_PASSWORD', 'stagecraft' );
define( 'DB_HOST', 'localhost:__SOCKET__' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_';

// WP_HOME and WP_SITEURL follow the request host, so any port serves the same site.
$stagecraft_host = $_SERVER['HTTP_HOST'] ?? ( '127.0.0.1:' . ( getenv( 'STAGECRAFT_PORT' ) ?: '8888' ) );
if ( ! preg_match( '/^[A-Za-z0-9.\-]+(:\d+)?$/', $stagecraft_host ) ) {
	$stagecraft_host = '127.0.0.1:8888';
}
define( 'WP_HOME', 'http://' . $stagecraft_host );
define( 'WP_SITEURL', 'http://' . $stagecraft_host );

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '__LOGDIR__/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// Theme patterns and theme.json are read fresh on every request, so edits show on reload.
define( 'WP_DEVELOPMENT_MODE', 'all' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
// No network here: block outbound HTTP except to this machine.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost' );
define( 'FS_METHOD', 'direct' );
// The test site keeps its uploads apart, so each test run starts from none.
if ( 'stagecraft' !== DB_NAME ) {
	define( 'UPLOADS', 'wp-content/uploads-' . DB_NAME );
}

__SALTS__
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP;
echo str_replace( array( '__SOCKET__', '__LOGDIR__', '__SALTS__' ), array( $socket, $log_dir, $salts ), $config );
