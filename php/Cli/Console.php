<?php
/**
 * Where a command writes: the terminal under WP-CLI, a recorder in tests.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Cli;

/**
 * The few kinds of output the module commands give.
 */
interface Console {

	/**
	 * Prints a line on standard output (data, such as exported JSON).
	 *
	 * @param string $text Text.
	 */
	public function line( string $text ): void;

	/**
	 * Prints rows as a table, JSON or CSV on standard output.
	 *
	 * @param string                         $format table, json or csv.
	 * @param list<array<string,int|string>> $rows   Rows.
	 * @param string[]                       $fields Columns, in order.
	 */
	public function items( string $format, array $rows, array $fields ): void;

	/**
	 * Reports a step that worked.
	 *
	 * @param string $text Message.
	 */
	public function success( string $text ): void;

	/**
	 * Reports an error on standard error and ends the command with exit status 1.
	 *
	 * @param string $text Message.
	 */
	public function error( string $text ): never;
}
