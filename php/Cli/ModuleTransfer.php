<?php
/**
 * Module listing, export and import for the command line, on the REST route's rules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Cli;

use Stagecraft\Rest\ModuleAccess;
use Stagecraft\Rest\ModuleController;
use Stagecraft\Rest\ModuleValidator;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\ModuleWriter;
use WP_Error;
use WP_REST_Request;

/**
 * An export is what GET modules/{id} answers; an import goes through the same checks as
 * POST modules (ModuleValidator: size limits, migration, the generated JSON Schema, dates), then
 * ModuleWriter. A file may hold one module or a list; every module is checked, and every alias
 * looked up, before the first one is written, so a bad file writes nothing.
 */
final class ModuleTransfer {

	/** Post statuses an import may give. Only published modules reach visitors. */
	public const STATUSES = array( 'publish', 'draft', 'pending', 'private' );

	/** Modules read per query when listing. */
	private const PAGE = 100;

	/**
	 * Module storage.
	 *
	 * @var ModuleRepository
	 */
	private ModuleRepository $modules;

	/**
	 * Uses the given storage.
	 *
	 * @param ModuleRepository|null $modules Module storage.
	 */
	public function __construct( ?ModuleRepository $modules = null ) {
		$this->modules = $modules ?? new ModuleRepository();
	}

	/**
	 * Every published module, newest first, as the REST list shows them.
	 *
	 * @return list<array{id:int,alias:string,title:string,type:string}>
	 */
	public function rows(): array {
		$rows = array();
		$page = 1;
		do {
			$batch = $this->modules->list( $page, self::PAGE );
			$rows  = array_merge( $rows, $batch['items'] );
			$more  = count( $batch['items'] ) === self::PAGE && count( $rows ) < $batch['total'];
			++$page;
		} while ( $more );
		return $rows;
	}

	/**
	 * A module as GET modules/{id} answers it: the canonical JSON with its id and version.
	 *
	 * @param string $id_or_alias Post id or alias (of a module in any status but the trash).
	 * @return array<string,mixed>|WP_Error
	 */
	public function export( string $id_or_alias ) {
		$id = ctype_digit( $id_or_alias ) ? (int) $id_or_alias : 0;
		if ( 0 === $id || null === $this->modules->post( $id ) ) {
			$alias = sanitize_title( $id_or_alias );
			$id    = '' === $alias ? 0 : $this->modules->id_for_alias( $alias );
		}
		$post = $this->modules->post( $id );
		if ( null === $post || 'trash' === $post->post_status ) {
			return ModuleAccess::not_found( $id_or_alias );
		}
		$data = ModuleController::module_response( $this->modules, $id )->get_data();
		return is_array( $data ) ? $data : array();
	}

	/**
	 * Reads and checks an import; writes nothing.
	 *
	 * @param string      $json   The file's text: one module (an object) or a list of them.
	 * @param string|null $alias  Alias to give the module (a file of one module only).
	 * @param bool        $update Replace a module that has the alias instead of refusing.
	 * @param string      $status Post status to store with.
	 * @return list<array{id:int,alias:string,module:array<string,mixed>}>|WP_Error What to write:
	 *         the id of the module each one replaces (0 to create), its alias and checked content.
	 */
	public function plan( string $json, ?string $alias, bool $update, string $status ) {
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			return self::invalid(
				/* translators: 1: the status given, 2: the allowed statuses */
				sprintf( __( 'The status "%1$s" is not one of: %2$s.', 'stagecraft' ), $status, implode( ', ', self::STATUSES ) )
			);
		}
		$modules = self::decode( $json );
		if ( is_wp_error( $modules ) ) {
			return $modules;
		}
		if ( null !== $alias && count( $modules ) > 1 ) {
			return self::invalid( __( '--alias names one module, but the file holds several.', 'stagecraft' ) );
		}
		$plan     = array();
		$problems = array();
		$seen     = array();
		foreach ( $modules as $index => $module ) {
			if ( null !== $alias ) {
				$module['alias'] = $alias;
			}
			$entry = $this->check( $module, $update, $seen );
			if ( is_wp_error( $entry ) ) {
				$problems[] = count( $modules ) > 1
					/* translators: 1: position of the module in the file (from 1), 2: the problem */
					? sprintf( __( 'Module %1$d: %2$s', 'stagecraft' ), $index + 1, $entry->get_error_message() )
					: $entry->get_error_message();
				continue;
			}
			$seen[ $entry['alias'] ] = true;
			$plan[]                  = $entry;
		}
		if ( $problems ) {
			return self::invalid(
				implode( "\n", $problems ) . "\n" . __( 'Nothing was imported.', 'stagecraft' )
			);
		}
		return $plan;
	}

	/**
	 * Writes a checked import.
	 *
	 * @param list<array{id:int,alias:string,module:array<string,mixed>}> $plan   From plan().
	 * @param string                                                      $status Post status.
	 * @return list<array{id:int,alias:string,created:bool}>|WP_Error What was written.
	 */
	public function write( array $plan, string $status ) {
		$writer  = new ModuleWriter();
		$written = array();
		foreach ( $plan as $entry ) {
			$id = $entry['id'] > 0
				? $writer->update( $entry['id'], $entry['module'], $status )
				: $writer->create( $entry['module'], $status );
			if ( is_wp_error( $id ) ) {
				return $id;
			}
			$written[] = array(
				'id'      => (int) $id,
				'alias'   => $entry['alias'],
				'created' => 0 === $entry['id'],
			);
		}
		return $written;
	}

	/**
	 * One module of an import, checked as POST modules checks a body.
	 *
	 * @param array<mixed>       $module Module as decoded.
	 * @param bool               $update Whether an existing alias may be replaced.
	 * @param array<string,bool> $seen   Aliases taken by earlier modules of the same file.
	 * @return array{id:int,alias:string,module:array<string,mixed>}|WP_Error
	 */
	private function check( array $module, bool $update, array $seen ) {
		$alias = sanitize_title( is_string( $module['alias'] ?? null ) ? $module['alias'] : '' );
		if ( '' === $alias ) {
			return self::invalid( __( 'A module needs an alias.', 'stagecraft' ) );
		}
		if ( isset( $seen[ $alias ] ) ) {
			/* translators: %s: module alias */
			return self::invalid( sprintf( __( 'The alias "%s" is used by more than one module in the file.', 'stagecraft' ), $alias ) );
		}
		$request = new WP_REST_Request( 'POST' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $module ) );
		$checked = ModuleValidator::from_request( $request );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$checked['alias'] = $alias;
		$existing         = $this->modules->id_for_alias( $alias );
		if ( $existing > 0 && ! $update ) {
			return self::invalid(
				/* translators: 1: module alias, 2: module id */
				sprintf( __( 'A module with the alias "%1$s" already exists (id %2$d); add --update to replace it.', 'stagecraft' ), $alias, $existing )
			);
		}
		return array(
			'id'     => $existing,
			'alias'  => $alias,
			'module' => $checked,
		);
	}

	/**
	 * The modules of an import file.
	 *
	 * @param string $json File text.
	 * @return list<array<mixed>>|WP_Error
	 */
	private static function decode( string $json ) {
		if ( '' === trim( $json ) ) {
			return self::invalid( __( 'The file is empty: it should hold a module as JSON.', 'stagecraft' ) );
		}
		$shape = json_decode( $json );
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			/* translators: %s: the JSON parser's message */
			return self::invalid( sprintf( __( 'The file is not valid JSON: %s.', 'stagecraft' ), json_last_error_msg() ) );
		}
		$list = is_array( $shape ) ? $shape : array( $shape );
		foreach ( $list as $item ) {
			if ( ! is_object( $item ) ) {
				return self::invalid( __( 'The file should hold a module (a JSON object) or a list of modules.', 'stagecraft' ) );
			}
		}
		if ( array() === $list ) {
			return self::invalid( __( 'The file holds an empty list: there is no module to import.', 'stagecraft' ) );
		}
		$modules = json_decode( $json, true );
		return is_array( $shape ) && is_array( $modules ) ? array_values( $modules ) : array( (array) $modules );
	}

	/**
	 * An input error.
	 *
	 * @param string $message Message.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'stagecraft_invalid_import', $message, array( 'status' => 400 ) );
	}
}
