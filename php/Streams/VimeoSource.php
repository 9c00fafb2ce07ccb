<?php
/**
 * The Vimeo stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * Vimeo items; see SocialSource for why it answers with a reason here.
 */
final class VimeoSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'vimeo';
	}

	/**
	 * The service's name as visitors know it.
	 */
	protected function label(): string {
		return 'Vimeo';
	}
}
