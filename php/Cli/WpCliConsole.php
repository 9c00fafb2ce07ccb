<?php
/**
 * The terminal, through WP-CLI.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Cli;

use WP_CLI;
use WP_CLI\Formatter;

/**
 * WP-CLI's own output: success and error prefixes, colours, exit status, its table and CSV.
 */
final class WpCliConsole implements Console {

	/**
	 * Prints a line on standard output.
	 *
	 * @param string $text Text.
	 */
	public function line( string $text ): void {
		WP_CLI::line( $text );
	}

	/**
	 * Prints rows with WP-CLI's formatter.
	 *
	 * @param string                         $format table, json or csv.
	 * @param list<array<string,int|string>> $rows   Rows.
	 * @param string[]                       $fields Columns, in order.
	 */
	public function items( string $format, array $rows, array $fields ): void {
		$assoc_args = array( 'format' => $format );
		( new Formatter( $assoc_args, $fields ) )->display_items( $rows );
	}

	/**
	 * Prints "Success: …".
	 *
	 * @param string $text Message.
	 */
	public function success( string $text ): void {
		WP_CLI::success( $text );
	}

	/**
	 * Prints "Error: …" and exits with status 1.
	 *
	 * @param string $text Message.
	 */
	public function error( string $text ): never {
		WP_CLI::error( $text );
		exit( 1 ); // WP_CLI::error exits already; this tells the type checker.
	}
}
