<?php
/**
 * The front-end admin-ajax action: module, stream and modal data for visitors.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Ajax;

/**
 * `stagecraft_front`, for visitors and logged-in users alike. The data is public (the same as the
 * public REST GETs), so no nonce: a cached page's nonce would expire anyway.
 */
final class FrontAction extends Action {

	public const NAME = 'stagecraft_front';

	/**
	 * Hooks the action for visitors and logged-in users.
	 */
	public static function register(): void {
		$action = new self();
		add_action( 'wp_ajax_' . self::NAME, array( $action, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::NAME, array( $action, 'handle' ) );
	}

	/**
	 * The data calls only.
	 *
	 * @return list<string>
	 */
	protected function client_actions(): array {
		return ClientActions::PUBLIC_ACTIONS;
	}

	/**
	 * Never refused.
	 *
	 * @return array{0: array<string,mixed>, 1: int}|null
	 */
	protected function refuse(): ?array {
		return null;
	}
}
