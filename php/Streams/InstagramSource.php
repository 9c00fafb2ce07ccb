<?php
/**
 * The Instagram stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * Instagram items; see SocialSource for why it answers with a reason here.
 */
final class InstagramSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'instagram';
	}

	/**
	 * The service's name as visitors know it.
	 */
	protected function label(): string {
		return 'Instagram';
	}
}
