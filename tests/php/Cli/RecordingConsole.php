<?php
/**
 * A console that records what a command printed.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Cli;

use RuntimeException;
use Stagecraft\Cli\Console;

/**
 * Keeps lines, rows and messages; an error throws, as WP-CLI would stop the command there.
 */
final class RecordingConsole implements Console {

	/**
	 * Lines printed on standard output.
	 *
	 * @var string[]
	 */
	public array $lines = array();

	/**
	 * Rows printed, with their format.
	 *
	 * @var array{format:string,rows:list<array<string,int|string>>,fields:string[]}|null
	 */
	public ?array $items = null;

	/**
	 * Success messages.
	 *
	 * @var string[]
	 */
	public array $successes = array();

	/**
	 * Records a line.
	 *
	 * @param string $text Text.
	 */
	public function line( string $text ): void {
		$this->lines[] = $text;
	}

	/**
	 * Records rows.
	 *
	 * @param string                         $format table, json or csv.
	 * @param list<array<string,int|string>> $rows   Rows.
	 * @param string[]                       $fields Columns.
	 */
	public function items( string $format, array $rows, array $fields ): void {
		$this->items = array(
			'format' => $format,
			'rows'   => $rows,
			'fields' => $fields,
		);
	}

	/**
	 * Records a success.
	 *
	 * @param string $text Message.
	 */
	public function success( string $text ): void {
		$this->successes[] = $text;
	}

	/**
	 * Stops the command.
	 *
	 * @param string $text Message.
	 * @throws RuntimeException Always, with the message.
	 */
	public function error( string $text ): never {
		throw new RuntimeException( $text ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test double.
	}
}
