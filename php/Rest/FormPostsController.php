<?php
/**
 * The block editor's REST view of contact forms.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

use WP_Error;
use WP_REST_Posts_Controller;
use WP_REST_Request;

/**
 * Core's posts controller, readable only by people who may edit forms: a form's mail settings
 * (the owner's address, templates, autoresponder) are never shown to visitors. Visitors reach a
 * form through the Contact Form 7 routes, which expose its fields only.
 */
final class FormPostsController extends WP_REST_Posts_Controller {

	/**
	 * Listing forms needs the edit capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return $this->can_edit_forms() ? parent::get_items_permissions_check( $request ) : $this->forbidden();
	}

	/**
	 * Reading one form needs the edit capability.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string,mixed>> $request
	 * @return bool|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->can_edit_forms() ? parent::get_item_permissions_check( $request ) : $this->forbidden();
	}

	/**
	 * Whether the current user may edit forms.
	 */
	private function can_edit_forms(): bool {
		$type = get_post_type_object( $this->post_type );
		return null !== $type && current_user_can( $type->cap->edit_posts );
	}

	/**
	 * The refusal, 401 for visitors and 403 for users without the capability.
	 */
	private function forbidden(): WP_Error {
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to read contact forms.', 'stagecraft' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
}
