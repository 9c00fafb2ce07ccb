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
	 * Replaces a module's content; a new alias must be free.
	 *
	 * @param int                 $id     Module post id.
	 * @param array<string,mixed> $module Module (any schema version).
	 * @param string              $status Post status; only published modules reach visitors.
	 * @return int|WP_Error The post id.
	 */
	public function update( int $id, array $module, string $status = 'publish' ) {
		return $this->write( $id, $module, $status );
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
	 * @return int|WP_Error
	 */
	private function write( int $id, array $module, string $status ) {
		$alias = sanitize_title( is_string( $module['alias'] ?? null ) ? $module['alias'] : '' );
		if ( '' === $alias ) {
			return new WP_Error( 'stagecraft_module_alias', __( 'A module needs an alias.', 'stagecraft' ), array( 'status' => 400 ) );
		}
		if ( ( new ModuleRepository() )->id_for_alias( $alias, $id ) > 0 ) {
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
			$result = wp_insert_post(
				array(
					'ID'           => $id,
					'post_type'    => ModulePostType::NAME,
					'post_status'  => $status,
					'post_name'    => $alias,
					'post_title'   => $module['title'],
					'post_content' => wp_slash( $json ),
				),
				true
			);
			if ( 0 === $id && is_int( $result ) ) {
				self::keep_history( $result );
			}
		} finally {
			remove_filter( 'wp_insert_post_data', array( self::class, 'keep_json' ), PHP_INT_MAX );
		}
		return $result;
	}
}
