<?php
/**
 * The Facebook stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * Facebook items; see SocialSource for why it answers with a reason here.
 */
final class FacebookSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'facebook';
	}

	/**
	 * The service's name as visitors know it.
	 */
	protected function label(): string {
		return 'Facebook';
	}
}
