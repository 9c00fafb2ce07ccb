<?php
/**
 * Version 1 (the foundation's shape) to version 2 (the same with defaults filled).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage\Migrations;

use Stagecraft\Storage\ModuleDefaults;

/**
 * Version 2 adds fields with defaults only: a slide's publish window and slideshow, a layer's
 * visibility per device level, the module's size and slideshow settings.
 */
final class Migration1To2 implements Migration {

	/**
	 * The version this step reads.
	 */
	public function from(): int {
		return 1;
	}

	/**
	 * The module with version 2's defaults.
	 *
	 * @param array<string,mixed> $module Version 1 module.
	 * @return array<string,mixed>
	 */
	public function migrate( array $module ): array {
		return ModuleDefaults::fill( $module );
	}
}
