<?php
/**
 * The admin list of submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Adds form, status and time columns and the CSV export button to the list screen.
 */
final class SubmissionsAdmin {

	/**
	 * Hooks the list screen.
	 */
	public static function register(): void {
		add_filter( 'manage_' . SubmissionStore::POST_TYPE . '_posts_columns', array( self::class, 'columns' ) );
		add_action( 'manage_' . SubmissionStore::POST_TYPE . '_posts_custom_column', array( self::class, 'cell' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( self::class, 'export_button' ) );
	}

	/**
	 * Columns of the list.
	 *
	 * @param array<string,string> $columns Core's columns.
	 * @return array<string,string>
	 */
	public static function columns( array $columns ): array {
		return array(
			'cb'                => $columns['cb'] ?? '',
			'title'             => __( 'Submission', 'stagecraft' ),
			'stagecraft_form'   => __( 'Form', 'stagecraft' ),
			'stagecraft_status' => __( 'Status', 'stagecraft' ),
			'stagecraft_from'   => __( 'Fields', 'stagecraft' ),
		);
	}

	/**
	 * One cell.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Submission.
	 */
	public static function cell( string $column, int $post_id ): void {
		$record = SubmissionStore::get( $post_id ) ?? array();
		if ( 'stagecraft_form' === $column ) {
			echo esc_html( get_the_title( (int) wp_get_post_parent_id( $post_id ) ) );
		} elseif ( 'stagecraft_status' === $column ) {
			echo esc_html( is_string( $record['status'] ?? null ) ? $record['status'] : '' );
		} elseif ( 'stagecraft_from' === $column ) {
			$fields = is_array( $record['fields'] ?? null ) ? $record['fields'] : array();
			$parts  = array();
			foreach ( array_slice( $fields, 0, 3, true ) as $name => $values ) {
				$parts[] = $name . ': ' . implode( ', ', array_map( 'strval', (array) $values ) );
			}
			echo esc_html( wp_trim_words( implode( ' · ', $parts ), 20 ) );
		}
	}

	/**
	 * The export button above the list.
	 *
	 * @param string $post_type Listed post type.
	 */
	public static function export_button( string $post_type ): void {
		if ( SubmissionStore::POST_TYPE !== $post_type || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$url = wp_nonce_url( admin_url( 'admin-post.php?action=' . SubmissionsCsv::ACTION ), SubmissionsCsv::ACTION );
		printf( '<a class="button" href="%s">%s</a>', esc_url( $url ), esc_html__( 'Export CSV', 'stagecraft' ) );
	}
}
