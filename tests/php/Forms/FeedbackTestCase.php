<?php
/**
 * Base of the feedback route tests: mail is captured instead of sent, and the spam settings a
 * test may have changed start from their defaults.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Tests\IntegrationTestCase;

/**
 * Captures wp_mail and resets the blocklist and rate limit for each test.
 */
abstract class FeedbackTestCase extends IntegrationTestCase {

	use ContactForms;

	/**
	 * Mails captured instead of sent.
	 *
	 * @var list<array<string,mixed>>
	 */
	protected array $mails = array();

	protected function set_up(): void {
		parent::set_up();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'capture' ), 5, 2 );
		delete_option( 'stagecraft_forms_blocklist' );
		delete_option( 'stagecraft_forms_rate_limit' );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'capture' ), 5 );
		parent::tear_down();
	}

	/**
	 * Records a mail; the mail "fails" when its subject says so.
	 *
	 * @param mixed               $result Short-circuit value.
	 * @param array<string,mixed> $atts   Mail.
	 */
	public function capture( $result, array $atts ): bool {
		// Attachments are temporary copies removed once the mail is sent: read them now.
		$atts['attachment_bodies'] = array();
		foreach ( (array) $atts['attachments'] as $path ) {
			$atts['attachment_bodies'][ basename( (string) $path ) ] = (string) file_get_contents( (string) $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		}
		$this->mails[] = $atts;
		return ! str_contains( (string) $atts['subject'], 'FAIL' );
	}
}
