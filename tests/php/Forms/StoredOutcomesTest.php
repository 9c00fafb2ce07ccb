<?php
/**
 * Spam and invalid submissions are stored with their status; idref as Contact Form 7 sends it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\SubmissionsAdmin;
use Stagecraft\Forms\SubmissionStore;

/**
 * Every attempt is kept, marked, and listed.
 */
final class StoredOutcomesTest extends FeedbackTestCase {

	/**
	 * Stored submissions of a form, newest first.
	 *
	 * @param int $id Form.
	 * @return list<array<string,mixed>>
	 */
	private function stored( int $id ): array {
		$posts = get_posts(
			array(
				'post_type'   => SubmissionStore::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $id,
				'orderby'     => 'ID',
				'order'       => 'DESC',
			)
		);
		return array_map(
			static fn( \WP_Post $p ): array => SubmissionStore::get( $p->ID ) + array(
				'id'   => $p->ID,
				'meta' => get_post_meta( $p->ID, SubmissionStore::STATUS_META, true ),
			),
			$posts
		);
	}

	public function test_spam_validation_failed_and_acceptance_missing_are_stored_with_their_status(): void {
		$id    = $this->contact_form();
		$valid = array(
			'your-name'    => 'Ada',
			'your-email'   => 'ada@example.org',
			'your-message' => 'Hi',
			'consent'      => '1',
		);

		$this->assertSame( 'spam', $this->feedback( $id, $valid + array( '_stagecraft_hp' => 'bot' ) )->get_data()['status'] );
		$spam = $this->stored( $id )[0];
		$this->assertSame( 'spam', $spam['status'] );
		$this->assertSame( 'spam', $spam['meta'] );
		$this->assertSame( 'honeypot', $spam['spam_reason'] );
		$this->assertSame( array( 'Ada' ), $spam['fields']['your-name'] );

		$this->assertSame( 'validation_failed', $this->feedback( $id, array( 'your-email' => 'nope' ) )->get_data()['status'] );
		$invalid = $this->stored( $id )[0];
		$this->assertSame( 'validation_failed', $invalid['status'] );
		$this->assertSame( array( 'nope' ), $invalid['fields']['your-email'] );
		$this->assertSame( 'your-name', $invalid['invalid_fields'][0]['field'] );

		$this->assertSame( 'acceptance_missing', $this->feedback( $id, array( 'consent' => '' ) + $valid )->get_data()['status'] );
		$this->assertSame( 'acceptance_missing', $this->stored( $id )[0]['status'] );

		$this->assertCount( 3, $this->stored( $id ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_admin_list_names_and_filters_statuses(): void {
		$id = $this->contact_form();
		$this->feedback(
			$id,
			array(
				'your-name'      => 'Ada',
				'your-email'     => 'ada@example.org',
				'consent'        => '1',
				'_stagecraft_hp' => 'bot',
			)
		);
		$this->feedback( $id, array() );
		$spam = $this->stored( $id )[1];

		ob_start();
		SubmissionsAdmin::cell( 'stagecraft_status', $spam['id'] );
		$this->assertSame( '<strong class="stagecraft-spam">Spam</strong>', ob_get_clean() );

		$query = new \WP_Query(
			array(
				'post_type'   => SubmissionStore::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $id,
				'meta_key'    => SubmissionStore::STATUS_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- the admin filter's own query.
				'meta_value'  => 'spam', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				'fields'      => 'ids',
			)
		);
		$this->assertSame( array( $spam['id'] ), $query->posts );
	}

	public function test_idref_is_the_controls_own_id_or_null(): void {
		$id   = $this->form(
			array(
				array(
					'type'     => 'text',
					'name'     => 'a',
					'required' => true,
					'htmlId'   => 'field-a',
				),
				array(
					'type'     => 'text',
					'name'     => 'b',
					'required' => true,
				),
				array(
					'type'     => 'text',
					'name'     => 'c',
					'required' => true,
					'htmlId'   => '1-not-a-name',
				),
			)
		);
		$data = $this->feedback( $id, array() )->get_data();
		$this->assertSame( array( 'field-a', null, null ), array_column( $data['invalid_fields'], 'idref' ) );
		$this->assertSame( 'wpcf7-f' . $id . '-o1-ve-a', $data['invalid_fields'][0]['error_id'] );
	}
}
