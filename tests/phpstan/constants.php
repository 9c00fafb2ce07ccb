<?php
/**
 * Constants WordPress defines in wp-config.php or at boot, which the stubs leave out.
 *
 * @package Stagecraft
 */

define( 'WP_CONTENT_DIR', '/wp-content' );
