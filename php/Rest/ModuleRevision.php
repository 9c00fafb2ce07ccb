<?php
/**
 * The stored version of a module an editor's change is based on: ETag out, If-Match in.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * A save that lost a race with another editor is refused instead of overwriting their work
 * (HTTP's lost-update rule): GET and every write answer with the module's ETag, and a write
 * that sends If-Match with an older one gets a 412. A write without If-Match is not checked,
 * as with core's REST routes.
 */
final class ModuleRevision {

	/**
	 * The module's current version tag: its stored JSON and the time it was last written.
	 *
	 * @param WP_Post $post The module post.
	 */
	public static function etag( WP_Post $post ): string {
		return '"' . md5( $post->post_modified_gmt . "\n" . $post->post_content ) . '"';
	}

	/**
	 * Null when the request may write, or the 412 when it is based on an older version.
	 *
	 * @param WP_REST_Request $request Request (its If-Match header).
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @param WP_Post         $post    The module as stored now.
	 */
	public static function check( WP_REST_Request $request, WP_Post $post ): ?WP_Error {
		$asked = trim( (string) $request->get_header( 'if_match' ) );
		if ( '' === $asked || '*' === $asked ) {
			return null;
		}
		$tags = array_map( 'trim', explode( ',', $asked ) );
		if ( in_array( self::etag( $post ), $tags, true ) ) {
			return null;
		}
		return new WP_Error(
			'rest_module_changed',
			__( 'Someone else saved this module after you opened it. Your save was refused so that their changes are not overwritten; your edits are still in the editor.', 'stagecraft' ),
			array( 'status' => 412 )
		);
	}

	/**
	 * WordPress's screen that compares and restores the module's revisions, for people who may
	 * edit it; null before the first revision.
	 *
	 * @param WP_Post $post The module post.
	 */
	public static function history_url( WP_Post $post ): ?string {
		$latest = wp_get_post_revisions(
			$post->ID,
			array(
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		$first  = reset( $latest );
		$id     = is_int( $first ) ? $first : ( $first instanceof WP_Post ? $first->ID : 0 );
		return $id > 0 ? admin_url( 'revision.php?revision=' . $id ) : null;
	}
}
