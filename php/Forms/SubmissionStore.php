<?php
/**
 * Stored submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Each submission is a private post, written before mail is attempted so a mail failure or a
 * crash loses nothing; its status is updated afterwards.
 */
final class SubmissionStore {

	// Post type names are limited to 20 characters.
	public const POST_TYPE = 'stagecraft_entry';

	// The status also as meta, so the admin list can filter by it (spam, validation_failed...).
	public const STATUS_META = '_stagecraft_status';

	/**
	 * Registers the post type (admin screens only, never public) and file clean-up.
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Form submissions', 'stagecraft' ),
					'singular_name' => __( 'Form submission', 'stagecraft' ),
				),
				'public'       => false,
				'show_ui'      => true,
				'show_in_menu' => 'edit.php?post_type=' . FormPostType::POST_TYPE,
				'supports'     => array( 'title' ),
				'capabilities' => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap' => true,
			)
		);
	}

	/**
	 * Removes a submission's files with it.
	 *
	 * @param int $post_id Post being deleted.
	 */
	public static function delete_files( int $post_id ): void {
		if ( self::POST_TYPE !== get_post_type( $post_id ) ) {
			return;
		}
		foreach ( self::get( $post_id )['files'] ?? array() as $file ) {
			Uploads::delete( is_array( $file ) && is_string( $file['stored'] ?? null ) ? $file['stored'] : '' );
		}
	}

	/**
	 * Stores a submission and answers its id (0 when the database refused it).
	 *
	 * @param int                 $form_id Form.
	 * @param array<string,mixed> $record  fields, files, status, ip_hash, user_agent, time.
	 */
	public static function insert( int $form_id, array $record ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => self::POST_TYPE,
				'post_status'  => 'private',
				'post_parent'  => $form_id,
				'post_title'   => sprintf( /* translators: %s: date and time */ __( 'Submission of %s', 'stagecraft' ), gmdate( 'Y-m-d H:i:s' ) ),
				// wp_insert_post() unslashes; without this the JSON's escaped quotes would break.
				'post_content' => wp_slash( (string) wp_json_encode( $record ) ),
			),
			true
		);
		if ( ! is_int( $id ) ) {
			return 0;
		}
		update_post_meta( $id, self::STATUS_META, is_string( $record['status'] ?? null ) ? $record['status'] : '' );
		return $id;
	}

	/**
	 * Merges changes into a stored submission (status, files, invalid fields...).
	 *
	 * @param int                 $id      Submission; 0 (not stored) is ignored.
	 * @param array<string,mixed> $changes Keys to set.
	 */
	public static function update( int $id, array $changes ): void {
		$record = $id > 0 ? self::get( $id ) : null;
		if ( null === $record ) {
			return;
		}
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => wp_slash( (string) wp_json_encode( array_merge( $record, $changes ) ) ),
			)
		);
		if ( is_string( $changes['status'] ?? null ) ) {
			update_post_meta( $id, self::STATUS_META, $changes['status'] );
		}
	}

	/**
	 * Updates the status of a stored submission.
	 *
	 * @param int    $id     Submission.
	 * @param string $status New status.
	 */
	public static function set_status( int $id, string $status ): void {
		self::update( $id, array( 'status' => $status ) );
	}

	/**
	 * A stored submission.
	 *
	 * @param int $id Submission.
	 * @return array<string,mixed>|null
	 */
	public static function get( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type ) {
			return null;
		}
		$data = json_decode( $post->post_content, true );
		return is_array( $data ) ? $data : null;
	}
}
