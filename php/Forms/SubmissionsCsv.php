<?php
/**
 * CSV export of stored submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * One row per submission, one column per field name seen; cells that a spreadsheet would run
 * as a formula are prefixed with a quote.
 */
final class SubmissionsCsv {

	public const ACTION = 'stagecraft_forms_csv';

	/**
	 * Hooks the admin-post handler.
	 */
	public static function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'download' ) );
	}

	/**
	 * Sends the CSV; capability and nonce are checked first.
	 */
	public static function download(): void {
		if ( ! current_user_can( SubmissionStore::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to export submissions.', 'stagecraft' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="submissions-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo self::build(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CSV, not HTML; cells are neutralised in cell().
		exit;
	}

	/**
	 * The CSV text of every submission, newest first.
	 */
	public static function build(): string {
		$posts  = get_posts(
			array(
				'post_type'      => SubmissionStore::POST_TYPE,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'DESC',
			)
		);
		$rows   = array();
		$fields = array();
		foreach ( $posts as $post ) {
			$record = SubmissionStore::get( $post->ID ) ?? array( 'status' => SubmissionStore::unreadable( $post->ID ) ? 'unreadable' : '' );
			$values = is_array( $record['fields'] ?? null ) ? $record['fields'] : array();
			foreach ( array_keys( $values ) as $name ) {
				$fields[ (string) $name ] = true;
			}
			$rows[] = array( $post, $record, $values );
		}
		$names = array_keys( $fields );
		$lines = array( self::line( array_merge( array( 'id', 'form', 'time', 'status', 'files' ), $names ) ) );
		foreach ( $rows as list( $post, $record, $values ) ) {
			$files = array_map( static fn( $f ) => is_array( $f ) ? (string) ( $f['name'] ?? '' ) : '', is_array( $record['files'] ?? null ) ? $record['files'] : array() );
			$cells = array( (string) $post->ID, get_the_title( $post->post_parent ), (string) ( $record['time'] ?? '' ), (string) ( $record['status'] ?? '' ), implode( ', ', $files ) );
			foreach ( $names as $name ) {
				$cells[] = implode( ', ', array_map( 'strval', (array) ( $values[ $name ] ?? array() ) ) );
			}
			$lines[] = self::line( $cells );
		}
		return implode( "\r\n", $lines ) . "\r\n";
	}

	/**
	 * One CSV line.
	 *
	 * @param string[] $cells Cells.
	 */
	private static function line( array $cells ): string {
		return implode( ',', array_map( array( self::class, 'cell' ), $cells ) );
	}

	/**
	 * One quoted cell, formula characters neutralised: a cell that starts with a character a
	 * spreadsheet would evaluate (=, +, -, @, tab, CR, LF, or their full-width forms, which some
	 * spreadsheets fold to the ASCII ones) gets a leading quote.
	 *
	 * @param string $value Cell text.
	 */
	public static function cell( string $value ): string {
		$first = mb_substr( $value, 0, 1, 'UTF-8' );
		if ( '' !== $first && in_array( $first, array( '=', '+', '-', '@', "\t", "\r", "\n", '＝', '＋', '－', '＠' ), true ) ) {
			$value = "'" . $value;
		}
		return '"' . str_replace( '"', '""', $value ) . '"';
	}
}
