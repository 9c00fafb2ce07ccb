<?php
/**
 * The YouTube stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * YouTube items; see SocialSource for why it answers with a reason here.
 */
final class YoutubeSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'youtube';
	}

	/**
	 * The service's name as visitors know it.
	 */
	protected function label(): string {
		return 'YouTube';
	}
}
