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

	// Submissions hold visitors' personal data: their screen and export need this capability,
	// which roles may hold directly and which holders of `manage_options` get by default
	// (filter `stagecraft_submissions_capability` names another capability that grants it).
	public const CAPABILITY = 'stagecraft_manage_submissions';

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
				'capabilities' => array_fill_keys(
					array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'delete_posts', 'delete_others_posts', 'delete_private_posts', 'delete_published_posts', 'read_private_posts' ),
					self::CAPABILITY
				) + array(
					'create_posts'  => 'do_not_allow',
					'publish_posts' => 'do_not_allow',
				),
				'map_meta_cap' => true,
			)
		);
		add_filter( 'user_has_cap', array( self::class, 'grant' ) );
	}

	/**
	 * Grants the submissions capability to users who hold the capability that implies it.
	 *
	 * @param array<string,bool> $allcaps The user's capabilities.
	 * @return array<string,bool>
	 */
	public static function grant( array $allcaps ): array {
		$via = apply_filters( 'stagecraft_submissions_capability', 'manage_options' );
		if ( is_string( $via ) && ! empty( $allcaps[ $via ] ) ) {
			$allcaps[ self::CAPABILITY ] = true;
		}
		return $allcaps;
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
		$id = self::write(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $form_id,
				'post_title'  => sprintf( /* translators: %s: date and time */ __( 'Submission of %s', 'stagecraft' ), gmdate( 'Y-m-d H:i:s' ) ),
			),
			$record
		);
		if ( 0 === $id ) {
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
		self::write( array( 'ID' => $id ), array_merge( $record, $changes ) );
		if ( is_string( $changes['status'] ?? null ) ) {
			update_post_meta( $id, self::STATUS_META, $changes['status'] );
		}
	}

	/**
	 * Writes the record as the post's content exactly as posted. WordPress runs post content
	 * through its HTML filter (kses, for a visitor), which would rewrite "<3 & ..." inside the
	 * JSON so that it no longer decodes; the encoded record replaces the filtered content at the
	 * last step of the write, for this post type only.
	 *
	 * @param array<string,mixed> $post   Post fields (ID to update).
	 * @param array<string,mixed> $record The submission.
	 * @return int Post id, 0 when nothing could be stored.
	 */
	private static function write( array $post, array $record ): int {
		$json = wp_json_encode( $record, JSON_INVALID_UTF8_SUBSTITUTE );
		if ( false === $json ) {
			return 0;
		}
		$exact = static function ( array $data ) use ( $json ): array {
			if ( self::POST_TYPE === ( $data['post_type'] ?? '' ) ) {
				// wp_insert_post() unslashes after this filter.
				$data['post_content'] = wp_slash( $json );
			}
			return $data;
		};
		add_filter( 'wp_insert_post_data', $exact, PHP_INT_MAX );
		try {
			$id = isset( $post['ID'] ) ? wp_update_post( $post, true ) : wp_insert_post( $post + array( 'post_content' => '' ), true );
		} finally {
			remove_filter( 'wp_insert_post_data', $exact, PHP_INT_MAX );
		}
		return is_int( $id ) ? $id : 0;
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
	 * A stored submission; null when there is none, and null with the problem logged when its
	 * record does not decode (callers show it as unreadable, never as an empty row).
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
		if ( ! is_array( $data ) ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an admin must learn of a damaged record.
			error_log( sprintf( 'Stagecraft: form submission %d could not be read (%s).', $id, json_last_error_msg() ) );
			return null;
		}
		return $data;
	}

	/**
	 * Whether a stored submission exists but its record does not decode.
	 *
	 * @param int $id Submission.
	 */
	public static function unreadable( int $id ): bool {
		$post = get_post( $id );
		return $post instanceof \WP_Post && self::POST_TYPE === $post->post_type
			&& ! is_array( json_decode( $post->post_content, true ) );
	}
}
