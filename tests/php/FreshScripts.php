<?php
/**
 * A fresh page's scripts for tests of the tags WordPress prints.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests;

use WP_Scripts;

/**
 * Swaps the page's scripts object for a fresh one and back, and prints the enqueued tags.
 */
trait FreshScripts {

	/**
	 * The scripts object of the page before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private $saved_scripts;

	/**
	 * A fresh page's scripts (WordPress registers its own again on first use).
	 */
	protected function use_fresh_scripts(): void {
		$this->saved_scripts   = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored by restore_scripts().
	}

	/**
	 * The page's scripts as they were before use_fresh_scripts().
	 */
	protected function restore_scripts(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * The tags printed for the page's enqueued scripts and their dependencies.
	 */
	protected function printed(): string {
		ob_start();
		wp_scripts()->do_items();
		return (string) ob_get_clean();
	}
}
