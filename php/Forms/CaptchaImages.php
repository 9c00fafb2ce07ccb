<?php
/**
 * Reads captcha images.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * The PNG of a live captcha challenge, kept with its answer's hash in a transient.
 */
final class CaptchaImages {

	/**
	 * The image of a challenge.
	 *
	 * @param string $prefix Challenge prefix.
	 * @return string|null PNG bytes, or null once the challenge expired or was used.
	 */
	public function find( string $prefix ): ?string {
		return Captcha::image( $prefix );
	}
}
