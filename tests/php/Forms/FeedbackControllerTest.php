<?php
/**
 * POST contact-forms/{id}/feedback.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\SubmissionStore;

/**
 * Contact Form 7 6.1's wire format, every error code and the storage-before-mail order.
 */
final class FeedbackControllerTest extends FeedbackTestCase {

	private function valid(): array {
		return array(
			'your-name'    => 'Ada',
			'your-email'   => 'ada@example.org',
			'your-message' => 'Hi there',
			'consent'      => '1',
		);
	}

	public function test_mail_sent_reply_has_every_field_and_stores_before_mailing(): void {
		$id       = $this->contact_form();
		$response = $this->feedback( $id, $this->valid() );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $id, $data['contact_form_id'] );
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( 'Thank you for your message. It has been sent.', $data['message'] );
		$this->assertSame( '#wpcf7-f' . $id . '-o1', $data['into'] );
		$this->assertSame( array(), $data['invalid_fields'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $data['posted_data_hash'] );
		$this->assertArrayNotHasKey( 'quiz', $data );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'Hello from Ada', $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'From Ada <ada@example.org>', $this->mails[0]['message'] );
		$this->assertContains( 'Reply-To: ada@example.org', $this->mails[0]['headers'] );
		$this->assertSame( '10', $response->get_headers()['RateLimit-Limit'] );

		$stored = get_posts(
			array(
				'post_type'   => SubmissionStore::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $id,
			)
		);
		$this->assertCount( 1, $stored );
		$record = SubmissionStore::get( $stored[0]->ID );
		$this->assertSame( 'mail_sent', $record['status'] );
		$this->assertSame( array( 'Ada' ), $record['fields']['your-name'] );
		$this->assertSame( 'Mozilla/5.0 (X11; Linux x86_64) Test', $record['user_agent'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $record['ip_hash'] );
		$this->assertNotEmpty( $record['time'] );
	}

	public function test_mail_failed_keeps_the_submission(): void {
		$id   = $this->form(
			array(
				array(
					'type'     => 'text',
					'name'     => 'n',
					'required' => true,
				),
			),
			array( 'mail' => array( 'subject' => 'FAIL [n]' ) )
		);
		$seen = array();
		// The record must already exist when mail is attempted.
		add_filter(
			'pre_wp_mail',
			static function ( $result ) use ( $id, &$seen ) {
				$seen = get_posts(
					array(
						'post_type'   => SubmissionStore::POST_TYPE,
						'post_status' => 'private',
						'post_parent' => $id,
					)
				);
				return $result;
			},
			1
		);
		$data = $this->feedback( $id, array( 'n' => 'kept' ) )->get_data();

		$this->assertSame( 'mail_failed', $data['status'] );
		$this->assertSame( 'There was an error trying to send your message. Please try again later.', $data['message'] );
		$this->assertCount( 1, $seen );
		$this->assertSame( 'mail_failed', SubmissionStore::get( $seen[0]->ID )['status'] );
		$this->assertSame( array( 'kept' ), SubmissionStore::get( $seen[0]->ID )['fields']['n'] );
	}

	public function test_validation_failed_lists_invalid_fields_with_error_ids(): void {
		$id   = $this->contact_form();
		$data = $this->feedback(
			$id,
			array(
				'your-email'   => 'nope',
				'your-message' => str_repeat(
					'x',
					21
				),
			)
		)->get_data();

		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'One or more fields have an error. Please check and try again.', $data['message'] );
		$this->assertSame( '', $data['posted_data_hash'] );
		$tag = 'wpcf7-f' . $id . '-o1';
		$this->assertSame(
			array(
				array(
					'field'    => 'your-name',
					'message'  => 'Please fill out this field.',
					'idref'    => null,
					'error_id' => $tag . '-ve-your-name',
				),
				array(
					'field'    => 'your-email',
					'message'  => 'Please enter an email address.',
					'idref'    => null,
					'error_id' => $tag . '-ve-your-email',
				),
				array(
					'field'    => 'your-message',
					'message'  => 'This field has a too long input.',
					'idref'    => null,
					'error_id' => $tag . '-ve-your-message',
				),
			),
			$data['invalid_fields']
		);
		$this->assertSame( array(), $this->mails );
	}

	public function test_acceptance_missing_and_its_invert_and_optional_variants(): void {
		$id    = $this->contact_form();
		$input = $this->valid();
		unset( $input['consent'] );
		$data = $this->feedback( $id, $input )->get_data();
		$this->assertSame( 'acceptance_missing', $data['status'] );
		$this->assertSame( 'You must accept the terms and conditions before sending your message.', $data['message'] );
		$this->assertSame( '', $data['posted_data_hash'] );

		$invert = $this->form(
			array(
				array(
					'type'   => 'acceptance',
					'name'   => 'no-news',
					'invert' => true,
				),
				array(
					'type'     => 'acceptance',
					'name'     => 'maybe',
					'optional' => true,
				),
			)
		);
		$this->assertSame( 'acceptance_missing', $this->feedback( $invert, array( 'no-news' => '1' ) )->get_data()['status'] );
		$this->assertSame( 'mail_sent', $this->feedback( $invert, array() )->get_data()['status'] );
	}

	public function test_invalid_fields_and_missing_acceptance_are_reported_before_spam_as_contact_form_7_does(): void {
		$id  = $this->contact_form();
		$bot = array( '_stagecraft_hp' => 'bot' );
		$this->assertSame( 'validation_failed', $this->feedback( $id, $bot )->get_data()['status'] );
		$this->assertSame( 'validation_failed', $this->feedback( $id, array(), array( 'User-Agent' => '' ) )->get_data()['status'] );
		$no_consent = $this->valid();
		unset( $no_consent['consent'] );
		$this->assertSame( 'acceptance_missing', $this->feedback( $id, $no_consent + $bot )->get_data()['status'] );
		$this->assertSame( 'spam', $this->feedback( $id, $this->valid() + $bot )->get_data()['status'] );
	}

	public function test_spam_by_honeypot_short_user_agent_blocklist_and_missing_nonce(): void {
		$id = $this->contact_form();
		$this->assertSame( 'spam', $this->feedback( $id, $this->valid() + array( '_stagecraft_hp' => 'bot' ) )->get_data()['status'] );
		// Contact Form 7's rule: under 2 characters is a bot; "curl" is not spam by itself.
		$this->assertSame( 'spam', $this->feedback( $id, $this->valid(), array( 'User-Agent' => 'x' ) )->get_data()['status'] );
		$this->assertSame( 'mail_sent', $this->feedback( $id, $this->valid(), array( 'User-Agent' => 'ab' ) )->get_data()['status'] );
		update_option( 'stagecraft_forms_blocklist', "casino\nviagra" );
		$input              = $this->valid();
		$input['your-name'] = 'Best CASINO';
		$reply              = $this->feedback( $id, $input );
		$this->assertSame( 200, $reply->get_status() );
		$this->assertSame( 'spam', $reply->get_data()['status'] );
		$this->assertSame( '', $reply->get_data()['posted_data_hash'] );
		delete_option( 'stagecraft_forms_blocklist' );

		wp_set_current_user( $this->factory_user() );
		$this->assertSame( 'spam', $this->feedback( $id, $this->valid() )->get_data()['status'] );
		$this->assertSame( 'mail_sent', $this->feedback( $id, $this->valid() + array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) ) )->get_data()['status'] );
		$this->assertSame( array(), array_filter( $this->mails, static fn( $m ) => str_contains( $m['subject'], 'CASINO' ) ) );
	}

	public function test_errors_415_404_400(): void {
		$id    = $this->contact_form();
		$reply = $this->feedback( $id, $this->valid(), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 415, $reply->get_status() );
		$this->assertSame( 'wpcf7_unsupported_media_type', $reply->get_data()['code'] );

		$reply = $this->feedback( 999999, $this->valid() );
		$this->assertSame( 404, $reply->get_status() );
		$this->assertSame( 'wpcf7_not_found', $reply->get_data()['code'] );

		$reply = $this->feedback( $id, array( '_wpcf7_unit_tag' => '<>!@ .' ) + $this->valid() );
		$this->assertSame( 400, $reply->get_status() );
		$this->assertSame( 'wpcf7_unit_tag_not_found', $reply->get_data()['code'] );

		$reply = $this->feedback( $id, array( '_wpcf7_unit_tag' => 'wpcf7-f1-o1"><script>' ) + $this->valid() );
		$this->assertSame( '#wpcf7-f1-o1script', $reply->get_data()['into'] );
	}

	public function test_rate_limit_answers_429_with_headers(): void {
		update_option( 'stagecraft_forms_rate_limit', 2 );
		$id = $this->contact_form();
		$this->assertSame( '1', $this->feedback( $id, $this->valid() )->get_headers()['RateLimit-Remaining'] );
		$this->assertSame( '0', $this->feedback( $id, $this->valid() )->get_headers()['RateLimit-Remaining'] );
		$reply = $this->feedback( $id, $this->valid() );
		$this->assertSame( 429, $reply->get_status() );
		$this->assertSame( 'stagecraft_rate_limited', $reply->get_data()['code'] );
		$this->assertArrayHasKey( 'Retry-After', $reply->get_headers() );
	}


	/**
	 * A subscriber for the nonce test.
	 */
	private function factory_user(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'sub-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => wp_generate_password( 6, false ) . '@example.org',
				'role'       => 'subscriber',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}
}
