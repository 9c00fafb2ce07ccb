<?php
/**
 * What a modal module's markup carries: it stays hidden until opened, with its triggers.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * Attributes of a module that opens as a pop-up modal (spec/module.md section 2): the runtime
 * (src/module/modal) reads data-stagecraft-modal for its triggers and one-time cookie.
 */
final class ModalMarkup {

	/**
	 * Extra attributes of the module's root; none for a module that is not a modal.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @return array<string,string>
	 */
	public static function attributes( array $module ): array {
		$settings = (array) ( $module['settings'] ?? array() );
		if ( 'modal' !== ( $settings['type'] ?? $module['type'] ?? '' ) ) {
			return array();
		}
		$modal = (array) ( $settings['modal'] ?? array() );
		$page  = array(
			'trigger' => is_string( $modal['trigger'] ?? null ) ? $modal['trigger'] : '',
			'oneTime' => true === ( $modal['oneTime'] ?? false ),
			'cookie'  => is_numeric( $modal['cookie'] ?? null ) ? (float) $modal['cookie'] : 0,
			'cover'   => false !== ( $modal['cover'] ?? true ),
			'title'   => (string) ( $module['title'] ?? '' ),
		);
		return array(
			'data-stagecraft-modal' => (string) wp_json_encode( $page ),
			// Shown in its dialog when it opens; until then it takes no room on the page.
			'hidden'                => 'hidden',
		);
	}
}
