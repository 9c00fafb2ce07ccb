<?php
/**
 * Plugin Name:       Stagecraft
 * Description:       Animated slider modules (slider, hero, carousel, pop-up modal) and the interactive parts of a marketing site.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Tested up to:      7.1
 * Requires PHP:      8.2
 * Author:            Stagecraft
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       stagecraft
 * Domain Path:       /languages
 *
 * @package Stagecraft
 */

defined( 'ABSPATH' ) || exit;

// The classes live in the plugin's own php/ folder (in the repository a link to ../php;
// `npm run dist` copies the files), so the folder works on its own wherever it is installed.
require_once __DIR__ . '/php/Autoloader.php';
Stagecraft\Autoloader::register( __DIR__ . '/php' );
Stagecraft\Plugin::boot( __FILE__ );
