<?php
/**
 * One step of the module schema migration chain.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage\Migrations;

/**
 * Turns a module of schema version from() into version from() + 1. Input is untrusted stored
 * data: a step must tolerate any shape without a PHP warning.
 */
interface Migration {

	/**
	 * The schema version this step reads.
	 */
	public function from(): int;

	/**
	 * The module in the next version's shape.
	 *
	 * @param array<string,mixed> $module Module in version from().
	 * @return array<string,mixed>
	 */
	public function migrate( array $module ): array;
}
