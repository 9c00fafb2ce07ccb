<?php
/**
 * The Flickr stream.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * Flickr items; see SocialSource for why it answers with a reason here.
 */
final class FlickrSource extends SocialSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'flickr';
	}

	/**
	 * The service's name as visitors know it.
	 */
	protected function label(): string {
		return 'Flickr';
	}
}
