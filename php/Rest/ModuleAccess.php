<?php
/**
 * Who may read and write modules over REST.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use Stagecraft\Storage\ModuleRepository;
use WP_Error;

/**
 * Capability edit_posts to list and create; the meta capabilities edit_post and delete_post for
 * one module. 401 for a visitor, 403 for a logged-in user without the capability. Cookie requests
 * without a valid REST nonce count as visitors (WordPress core), so they get 401.
 */
final class ModuleAccess {

	/**
	 * Whether the current user may list and create modules.
	 *
	 * @return true|WP_Error
	 */
	public static function can_edit_modules() {
		if ( current_user_can( 'edit_posts' ) ) {
			return true;
		}
		return self::forbidden( __( 'Sorry, you are not allowed to manage modules.', 'stagecraft' ) );
	}

	/**
	 * Whether the current user may read, change or delete one module.
	 *
	 * @param int    $id         Module post id.
	 * @param string $capability Meta capability: edit_post or delete_post.
	 * @return true|WP_Error
	 */
	public static function can( int $id, string $capability ) {
		$allowed = self::can_edit_modules();
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( null === ( new ModuleRepository() )->post( $id ) ) {
			return self::not_found( (string) $id );
		}
		if ( current_user_can( $capability, $id ) ) {
			return true;
		}
		return self::forbidden( __( 'Sorry, you are not allowed to change this module.', 'stagecraft' ) );
	}

	/**
	 * The 404 for a module id or alias.
	 *
	 * @param string $id Module id or alias as requested.
	 */
	public static function not_found( string $id ): WP_Error {
		return new WP_Error(
			'stagecraft_module_not_found',
			/* translators: %s: module id or alias */
			sprintf( __( 'No module has the id or alias "%s".', 'stagecraft' ), $id ),
			array( 'status' => 404 )
		);
	}

	/**
	 * 401 when logged out, 403 when logged in.
	 *
	 * @param string $message Message.
	 */
	private static function forbidden( string $message ): WP_Error {
		return new WP_Error( 'rest_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}
}
