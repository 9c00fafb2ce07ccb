<?php
/**
 * The Twitter stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * Twitter items; see SocialSource for why it answers with a reason here.
 */
final class TwitterSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'twitter';
	}

	/**
	 * The service's name as visitors know it.
	 */
	protected function label(): string {
		return 'Twitter';
	}
}
