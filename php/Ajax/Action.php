<?php
/**
 * Shared handling of Stagecraft's admin-ajax actions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Ajax;

/**
 * Reads the form-urlencoded fields (action, client_action, data, version; srengine in the URL),
 * answers JSON. Input errors answer {success:false, message} with a 4xx status, never a PHP warning.
 */
abstract class Action {

	/**
	 * The client actions this admin-ajax action accepts.
	 *
	 * @return list<string>
	 */
	abstract protected function client_actions(): array;

	/**
	 * An error reply when the request may not run (nonce, login), or null.
	 *
	 * @return array{0: array<string,mixed>, 1: int}|null
	 */
	abstract protected function refuse(): ?array;

	/**
	 * The admin-ajax hook callback: answers and ends the request.
	 */
	public function handle(): void {
		// Each field is checked and sanitised in reply(); the nonce (admin mode only) in refuse().
		$post = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$post = is_array( $post ) ? $post : array();
		// The legacy engine's client puts srengine=6 in the URL (spec section 7).
		if ( isset( $_GET['srengine'] ) && is_string( $_GET['srengine'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			$post['srengine'] = sanitize_text_field( wp_unslash( $_GET['srengine'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		}
		list( $body, $status ) = $this->reply( $post );
		wp_send_json( $body, $status );
	}

	/**
	 * The reply body and HTTP status for the posted fields.
	 *
	 * @param array<mixed> $post Unslashed POST fields.
	 * @return array{0: array<string,mixed>, 1: int}
	 */
	public function reply( array $post ): array {
		$refused = $this->refuse();
		if ( null !== $refused ) {
			return $refused;
		}
		$client_action = is_string( $post['client_action'] ?? null ) ? sanitize_key( $post['client_action'] ) : '';
		if ( ! in_array( $client_action, $this->client_actions(), true ) ) {
			return ClientActions::error(
				'' === $client_action
					? __( 'The client_action field is missing.', 'stagecraft' )
					/* translators: %s: client action name */
					: sprintf( __( 'Unknown client_action "%s".', 'stagecraft' ), $client_action ),
				400
			);
		}
		$data = $post['data'] ?? array();
		if ( ! is_array( $data ) ) {
			return ClientActions::error( __( 'The data field must be an object (data[key]=value).', 'stagecraft' ), 400 );
		}
		$version = $post['srengine'] ?? $post['version'] ?? ClientActions::DEFAULT_VERSION;
		if ( ! is_scalar( $version ) || ! ctype_digit( (string) $version ) ) {
			return ClientActions::error( __( 'The version field must be a number.', 'stagecraft' ), 400 );
		}
		return ClientActions::run( $client_action, $data, (int) $version );
	}
}
