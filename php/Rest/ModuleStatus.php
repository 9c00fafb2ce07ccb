<?php
/**
 * The post status a module write asks for, and may have.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\ModulePostType;
use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * WordPress's post rules, as core's posts controller applies them: publishing (and private)
 * needs the post type's publish capability; without it a new module is pending review and an
 * explicit "publish" is a 403. An update keeps the module's status unless the body sets one.
 */
final class ModuleStatus {

	public const WRITABLE = array( 'publish', 'draft', 'pending', 'private' );

	/**
	 * The status to store.
	 *
	 * @param WP_REST_Request $request Request (an optional `status` in its JSON body).
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @param WP_Post|null    $post    The module being updated, null on create.
	 * @return string|WP_Error
	 */
	public static function requested( WP_REST_Request $request, ?WP_Post $post ) {
		$body  = $request->get_json_params();
		$asked = is_array( $body ) ? ( $body['status'] ?? null ) : null;
		if ( null === $asked ) {
			if ( null !== $post ) {
				return $post->post_status;
			}
			return self::can_publish() ? 'publish' : 'pending';
		}
		if ( ! is_string( $asked ) || ! in_array( $asked, self::WRITABLE, true ) ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: the allowed statuses */
				sprintf( __( 'module[status] must be one of %s.', 'stagecraft' ), implode( ', ', self::WRITABLE ) ),
				array( 'status' => 400 )
			);
		}
		$unchanged = null !== $post && $post->post_status === $asked;
		if ( in_array( $asked, array( 'publish', 'private' ), true ) && ! $unchanged && ! self::can_publish() ) {
			return new WP_Error( 'rest_cannot_publish', __( 'Sorry, you are not allowed to publish modules. Save it as pending and an editor will publish it.', 'stagecraft' ), array( 'status' => 403 ) );
		}
		return $asked;
	}

	/**
	 * Whether the current user may publish modules.
	 */
	private static function can_publish(): bool {
		$type = get_post_type_object( ModulePostType::NAME );
		return null !== $type && current_user_can( $type->cap->publish_posts );
	}
}
