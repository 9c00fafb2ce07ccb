<?php
/**
 * Writes modules: create, update, trash and delete.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Storage;

use Stagecraft\Schema\JsonShape;
use Stagecraft\Schema\SchemaFile;
use Stagecraft\Storage\Migrations\Migrator;
use WP_Error;
use WP_Post;

/**
 * Stores the canonical module JSON in post_content; WordPress keeps the previous content as a
 * revision on every change. Derived work (cache invalidation) runs on WordPress's own hooks
 * after the row is written, so nothing after the write can lose a submission.
 */
final class ModuleWriter {

	/**
	 * Creates a module; its alias must be free.
	 *
	 * @param array<string,mixed> $module Module (any schema version).
	 * @param string              $status Post status; only published modules reach visitors.
	 * @return int|WP_Error The post id.
	 */
	public function create( array $module, string $status = 'publish' ) {
		return $this->write( 0, $module, $status );
	}

	/**
	 * Replaces a module's content; a new alias must be free. Its author stays, and so does its
	 * status unless one is given.
	 *
	 * @param int                 $id     Module post id.
	 * @param array<string,mixed> $module Module (any schema version).
	 * @param string|null         $status Post status, null to keep the module's.
	 * @return int|WP_Error The post id.
	 */
	public function update( int $id, array $module, ?string $status = null ) {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post ) {
			return new WP_Error( 'stagecraft_module_not_found', __( 'The module does not exist.', 'stagecraft' ), array( 'status' => 404 ) );
		}
		return $this->write( $id, $module, $status ?? $post->post_status, (int) $post->post_author );
	}

	/**
	 * Moves a module to the trash, or deletes it with its revisions.
	 *
	 * @param int  $id    Module post id.
	 * @param bool $force Delete instead of trashing.
	 * @return bool Whether it worked.
	 */
	public function delete( int $id, bool $force ): bool {
		$result = $force ? wp_delete_post( $id, true ) : wp_trash_post( $id );
		return $result instanceof WP_Post;
	}

	/**
	 * Keeps the JSON exactly as encoded: content filters such as kses expect HTML and would corrupt
	 * it. Hooked only around our own insert, so it sees the module post and its revision only.
	 * Text fields were cleaned with their own allow-lists before encoding (RichText).
	 * Keeps the alias too: WordPress empties the slug of a contributor's pending post so it cannot
	 * claim a public URL, but a module's alias is no URL (the post type is not public), it is
	 * the module's name, checked unique across every status before the insert.
	 *
	 * @param array<string,mixed> $data        Slashed, filtered post data.
	 * @param array<string,mixed> $postarr     Slashed, sanitised post data.
	 * @param array<string,mixed> $unsanitized Slashed post data as passed in.
	 * @return array<string,mixed>
	 */
	public static function keep_json( $data, $postarr, $unsanitized ) {
		if ( in_array( $data['post_type'] ?? '', array( ModulePostType::NAME, 'revision' ), true ) && isset( $unsanitized['post_content'] ) ) {
			$data['post_content'] = $unsanitized['post_content'];
		}
		if ( ModulePostType::NAME === ( $data['post_type'] ?? '' ) && 'trash' !== ( $data['post_status'] ?? '' ) && is_string( $unsanitized['post_name'] ?? null ) ) {
			$data['post_name'] = sanitize_title( $unsanitized['post_name'] );
		}
		return $data;
	}

	/**
	 * Makes sure the stored version has a revision. WordPress saves a revision of the new content
	 * on update only, so without this the first version (and any stored by other means) would be
	 * lost at the first edit.
	 *
	 * @param int $id Post id; 0 does nothing.
	 */
	private static function keep_history( int $id ): void {
		if ( $id > 0 && ! wp_get_post_revisions( $id, array( 'posts_per_page' => 1 ) ) ) {
			wp_save_post_revision( $id );
		}
	}

	/**
	 * Stores a module.
	 *
	 * @param int                 $id     Post id, 0 to create.
	 * @param array<string,mixed> $module Module.
	 * @param string              $status Post status.
	 * @param int                 $author The author to keep on update; 0 for the current user.
	 * @return int|WP_Error
	 */
	private function write( int $id, array $module, string $status, int $author = 0 ) {
		$alias = sanitize_title( is_string( $module['alias'] ?? null ) ? $module['alias'] : '' );
		if ( '' === $alias ) {
			return new WP_Error( 'stagecraft_module_alias', __( 'A module needs an alias.', 'stagecraft' ), array( 'status' => 400 ) );
		}
		if ( ( new ModuleRepository() )->alias_owner( $alias, $id ) > 0 ) {
			return new WP_Error(
				'stagecraft_alias_taken',
				/* translators: %s: module alias */
				sprintf( __( 'Another module already has the alias "%s".', 'stagecraft' ), $alias ),
				array( 'status' => 400 )
			);
		}
		$module          = ModuleNormalizer::normalize( Migrator::run( $module )['module'] );
		$module['alias'] = $alias;
		$module['title'] = sanitize_text_field( is_string( $module['title'] ) && '' !== $module['title'] ? $module['title'] : $alias );
		unset( $module['id'] );

		$json = wp_json_encode( JsonShape::restore( $module, SchemaFile::module() ) );
		if ( false === $json ) {
			return new WP_Error( 'stagecraft_module_invalid', __( 'The module could not be stored as JSON.', 'stagecraft' ), array( 'status' => 400 ) );
		}
		add_filter( 'wp_insert_post_data', array( self::class, 'keep_json' ), PHP_INT_MAX, 3 );
		try {
			self::keep_history( $id );
			$post = array(
				'ID'           => $id,
				'post_type'    => ModulePostType::NAME,
				'post_status'  => $status,
				'post_name'    => $alias,
				'post_title'   => $module['title'],
				'post_content' => wp_slash( $json ),
			);
			// wp_insert_post() makes the current user the author unless told otherwise.
			if ( $author > 0 ) {
				$post['post_author'] = $author;
			}
			$result = wp_insert_post( $post, true );
			if ( 0 === $id && is_int( $result ) ) {
				self::keep_history( $result );
			}
		} finally {
			remove_filter( 'wp_insert_post_data', array( self::class, 'keep_json' ), PHP_INT_MAX );
		}
		return $result;
	}
}
