<?php
/**
 * The admin list of submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Rest\SubmissionFileController;

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
		add_action( 'restrict_manage_posts', array( self::class, 'status_filter' ) );
		add_action( 'restrict_manage_posts', array( self::class, 'export_button' ) );
		add_action( 'pre_get_posts', array( self::class, 'filter_by_status' ) );
	}

	/**
	 * Visible names of the stored statuses.
	 *
	 * @return array<string,string>
	 */
	public static function status_labels(): array {
		return array(
			'received'           => __( 'Received', 'stagecraft' ),
			'mail_sent'          => __( 'Sent', 'stagecraft' ),
			'mail_failed'        => __( 'Mail failed', 'stagecraft' ),
			'validation_failed'  => __( 'Invalid', 'stagecraft' ),
			'acceptance_missing' => __( 'Terms not accepted', 'stagecraft' ),
			'spam'               => __( 'Spam', 'stagecraft' ),
		);
	}

	/**
	 * A status dropdown above the list.
	 *
	 * @param string $post_type Listed post type.
	 */
	public static function status_filter( string $post_type ): void {
		if ( SubmissionStore::POST_TYPE !== $post_type ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter only reads.
		$current = isset( $_GET['stagecraft_status'] ) ? sanitize_key( wp_unslash( $_GET['stagecraft_status'] ) ) : '';
		echo '<label class="screen-reader-text" for="stagecraft-status-filter">' . esc_html__( 'Filter by status', 'stagecraft' ) . '</label>';
		echo '<select name="stagecraft_status" id="stagecraft-status-filter"><option value="">' . esc_html__( 'All statuses', 'stagecraft' ) . '</option>';
		foreach ( self::status_labels() as $status => $label ) {
			echo '<option value="' . esc_attr( $status ) . '"' . selected( $current, $status, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select>';
	}

	/**
	 * Applies the status dropdown to the list query.
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function filter_by_status( \WP_Query $query ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter only reads.
		$status = isset( $_GET['stagecraft_status'] ) ? sanitize_key( wp_unslash( $_GET['stagecraft_status'] ) ) : '';
		if ( ! is_admin() || ! $query->is_main_query() || SubmissionStore::POST_TYPE !== $query->get( 'post_type' ) || ! isset( self::status_labels()[ $status ] ) ) {
			return;
		}
		$query->set( 'meta_key', SubmissionStore::STATUS_META );
		$query->set( 'meta_value', $status );
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
		if ( 'stagecraft_form' !== $column && SubmissionStore::unreadable( $post_id ) ) {
			// A damaged record is shown as such, never as an empty row.
			echo 'stagecraft_status' === $column ? '<strong class="stagecraft-unreadable">' . esc_html__( 'Unreadable', 'stagecraft' ) . '</strong>' : esc_html__( 'This submission could not be read.', 'stagecraft' );
			return;
		}
		$record = SubmissionStore::get( $post_id ) ?? array();
		if ( 'stagecraft_form' === $column ) {
			echo esc_html( get_the_title( (int) wp_get_post_parent_id( $post_id ) ) );
		} elseif ( 'stagecraft_status' === $column ) {
			$status = is_string( $record['status'] ?? null ) ? $record['status'] : '';
			$label  = self::status_labels()[ $status ] ?? $status;
			echo 'spam' === $status ? '<strong class="stagecraft-spam">' . esc_html( $label ) . '</strong>' : esc_html( $label );
		} elseif ( 'stagecraft_from' === $column ) {
			$fields = is_array( $record['fields'] ?? null ) ? $record['fields'] : array();
			$parts  = array();
			foreach ( array_slice( $fields, 0, 3, true ) as $name => $values ) {
				$parts[] = $name . ': ' . implode( ', ', array_map( 'strval', (array) $values ) );
			}
			echo esc_html( wp_trim_words( implode( ' · ', $parts ), 20 ) );
			$files = is_array( $record['files'] ?? null ) ? $record['files'] : array();
			foreach ( $files as $index => $file ) {
				if ( is_array( $file ) && '' !== (string) ( $file['stored'] ?? '' ) ) {
					printf( '<br><a href="%s" download>%s</a>', esc_url( SubmissionFileController::url( $post_id, (int) $index ) ), esc_html( (string) ( $file['name'] ?? '' ) ) );
				}
			}
		}
	}

	/**
	 * The export button above the list.
	 *
	 * @param string $post_type Listed post type.
	 */
	public static function export_button( string $post_type ): void {
		if ( SubmissionStore::POST_TYPE !== $post_type || ! current_user_can( SubmissionStore::CAPABILITY ) ) {
			return;
		}
		$url = wp_nonce_url( admin_url( 'admin-post.php?action=' . SubmissionsCsv::ACTION ), SubmissionsCsv::ACTION );
		printf( '<a class="button" href="%s">%s</a>', esc_url( $url ), esc_html__( 'Export CSV', 'stagecraft' ) );
	}
}
