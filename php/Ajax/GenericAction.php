<?php
/**
 * The generic admin-ajax action of the editor (admin mode).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Ajax;

/**
 * `stagecraft_ajax`, logged-in users only, every client action, with the nonce of
 * wp_create_nonce( 'stagecraft_ajax' ) in the `nonce` field.
 */
final class GenericAction extends Action {

	public const NAME  = 'stagecraft_ajax';
	public const NONCE = 'stagecraft_ajax';

	/**
	 * Hooks the action. Visitors are hooked too, only to get a JSON 401 rather than core's bare "0".
	 */
	public static function register(): void {
		$action = new self();
		add_action( 'wp_ajax_' . self::NAME, array( $action, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::NAME, array( $action, 'handle' ) );
	}

	/**
	 * Every client action.
	 *
	 * @return list<string>
	 */
	protected function client_actions(): array {
		return array_merge( ClientActions::PUBLIC_ACTIONS, ClientActions::EDITOR_ACTIONS );
	}

	/**
	 * Refuses visitors (401) and requests without a valid nonce (403).
	 *
	 * @return array{0: array<string,mixed>, 1: int}|null
	 */
	protected function refuse(): ?array {
		if ( ! is_user_logged_in() ) {
			return ClientActions::error( __( 'Please log in.', 'stagecraft' ), 401 );
		}
		// A nonce that is not one string (nonce[]=...) never reaches core, which would warn on it.
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- only its type is read here; check_ajax_referer() verifies it.
		if ( isset( $_REQUEST['nonce'] ) && ! is_string( $_REQUEST['nonce'] ) || false === check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			return ClientActions::error( __( 'The nonce is missing or has expired. Reload the page and try again.', 'stagecraft' ), 403 );
		}
		return null;
	}
}
