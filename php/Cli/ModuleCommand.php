<?php
/**
 * `wp stagecraft module list|export|import`.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Cli;

/**
 * Lists, exports and imports Stagecraft modules as JSON.
 *
 * For people who manage sites from a shell. An import is checked as the REST route checks a
 * module, and nothing is written unless every module in the file passes.
 */
final class ModuleCommand {

	/** Columns of the list. */
	private const FIELDS = array( 'id', 'alias', 'title', 'type' );

	/** Formats of the list. */
	private const FORMATS = array( 'table', 'json', 'csv' );

	/**
	 * Where the output goes.
	 *
	 * @var Console
	 */
	private Console $console;

	/**
	 * Module listing, export and import.
	 *
	 * @var ModuleTransfer
	 */
	private ModuleTransfer $transfer;

	/**
	 * WP-CLI builds the command with no arguments; tests pass their own console.
	 *
	 * @param Console|null        $console  Output.
	 * @param ModuleTransfer|null $transfer Listing, export and import.
	 */
	public function __construct( ?Console $console = null, ?ModuleTransfer $transfer = null ) {
		$this->console  = $console ?? new WpCliConsole();
		$this->transfer = $transfer ?? new ModuleTransfer();
	}

	/**
	 * Lists the published modules, newest first.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : How to print the list.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp stagecraft module list --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string,string> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		$format = $assoc_args['format'] ?? 'table';
		if ( ! in_array( $format, self::FORMATS, true ) ) {
			$this->console->error(
				/* translators: 1: the format given, 2: the formats allowed */
				sprintf( __( 'The format "%1$s" is not one of: %2$s.', 'stagecraft' ), $format, implode( ', ', self::FORMATS ) )
			);
		}
		$this->console->items( $format, $this->transfer->rows(), self::FIELDS );
	}

	/**
	 * Prints a module's canonical JSON (what GET stagecraft/v1/modules/{id} answers), or writes it to a file.
	 *
	 * ## OPTIONS
	 *
	 * <module>
	 * : The module's id or alias.
	 *
	 * [--file=<file>]
	 * : Write the JSON to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp stagecraft module export hero-demo > hero-demo.json
	 *     wp stagecraft module export 12 --file=module-12.json
	 *
	 * @param string[]             $args       The module's id or alias.
	 * @param array<string,string> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		$module = $this->transfer->export( (string) ( $args[0] ?? '' ) );
		if ( is_wp_error( $module ) ) {
			$this->console->error( $module->get_error_message() );
		}
		$json = (string) wp_json_encode( $module, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$file = $assoc_args['file'] ?? '';
		if ( '' === $file ) {
			$this->console->line( $json );
			return;
		}
		// A local file the shell user named; a failure is reported below, not as a PHP warning.
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents, WordPress.PHP.NoSilencedErrors.Discouraged
		if ( false === @file_put_contents( $file, $json . "\n" ) ) {
			/* translators: %s: file path */
			$this->console->error( sprintf( __( 'Could not write the file %s.', 'stagecraft' ), $file ) );
		}
		/* translators: 1: module alias, 2: file path */
		$this->console->success( sprintf( __( 'Exported the module "%1$s" to %2$s.', 'stagecraft' ), (string) $module['alias'], $file ) );
	}

	/**
	 * Creates modules from a JSON file (one module, or a list of modules), or replaces them with --update.
	 *
	 * Every module is checked as the REST route checks it, and every alias looked up, before
	 * anything is written: a file with one bad module imports nothing.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : A JSON file as `export` writes it, or - to read standard input.
	 *
	 * [--alias=<alias>]
	 * : Give the module this alias (a file of one module only).
	 *
	 * [--status=<status>]
	 * : Post status of the imported modules; only published ones reach visitors.
	 * ---
	 * default: publish
	 * options:
	 *   - publish
	 *   - draft
	 *   - pending
	 *   - private
	 * ---
	 *
	 * [--update]
	 * : Replace a module that already has the alias, instead of refusing.
	 *
	 * ## EXAMPLES
	 *
	 *     wp stagecraft module import hero-demo.json --alias=hero-copy
	 *     wp stagecraft module export hero-demo | wp stagecraft module import - --update
	 *
	 * @param string[]                  $args       The file, or -.
	 * @param array<string,string|bool> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		$source = (string) ( $args[0] ?? '' );
		$json   = $this->read( $source );
		$alias  = isset( $assoc_args['alias'] ) ? (string) $assoc_args['alias'] : null;
		$status = isset( $assoc_args['status'] ) ? (string) $assoc_args['status'] : 'publish';
		$plan   = $this->transfer->plan( $json, $alias, ! empty( $assoc_args['update'] ), $status );
		if ( is_wp_error( $plan ) ) {
			$this->console->error( $plan->get_error_message() );
		}
		$written = $this->transfer->write( $plan, $status );
		if ( is_wp_error( $written ) ) {
			$this->console->error( $written->get_error_message() );
		}
		foreach ( $written as $module ) {
			$this->console->success(
				$module['created']
					/* translators: 1: module alias, 2: module id */
					? sprintf( __( 'Created the module "%1$s" (id %2$d).', 'stagecraft' ), $module['alias'], $module['id'] )
					/* translators: 1: module alias, 2: module id */
					: sprintf( __( 'Updated the module "%1$s" (id %2$d).', 'stagecraft' ), $module['alias'], $module['id'] )
			);
		}
	}

	/**
	 * The text of the file to import, or of standard input for "-".
	 *
	 * @param string $source File path or -.
	 */
	private function read( string $source ): string {
		$path = '-' === $source ? 'php://stdin' : $source;
		if ( '-' !== $source && ! is_file( $source ) ) {
			/* translators: %s: file path */
			$this->console->error( sprintf( __( 'The file %s does not exist.', 'stagecraft' ), $source ) );
		}
		// A local file the shell user named; a failure is reported below, not as a PHP warning.
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, WordPress.PHP.NoSilencedErrors.Discouraged
		$text = @file_get_contents( $path );
		if ( false === $text ) {
			/* translators: %s: file path */
			$this->console->error( sprintf( __( 'Could not read %s.', 'stagecraft' ), $source ) );
		}
		return $text;
	}
}
