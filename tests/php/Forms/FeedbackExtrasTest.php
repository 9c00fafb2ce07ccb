<?php
/**
 * POST contact-forms/{id}/feedback: quiz, files and free text.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\SubmissionStore;

/**
 * The field types whose values need more than the rules: quiz answers, uploads, free text.
 */
final class FeedbackExtrasTest extends FeedbackTestCase {

	public function test_quiz_is_checked_and_reported(): void {
		$id  = $this->form(
			array(
				array(
					'type'     => 'quiz',
					'name'     => 'q',
					'question' => 'Capital of France?',
					'answer'   => 'Paris|paris, france',
				),
			)
		);
		$bad = $this->feedback( $id, array( 'q' => 'Lyon' ) )->get_data();
		$this->assertSame( 'validation_failed', $bad['status'] );
		$this->assertSame( 'The answer to the quiz is incorrect.', $bad['invalid_fields'][0]['message'] );
		$this->assertSame( 'Capital of France?', $bad['quiz']['q'][0] );
		$this->assertSame( 'mail_sent', $this->feedback( $id, array( 'q' => '  PARIS ' ) )->get_data()['status'] );
	}

	public function test_quiz_answers_in_full_width_characters_count_as_contact_form_7_counts_them(): void {
		$id = $this->form(
			array(
				array(
					'type'     => 'quiz',
					'name'     => 'q',
					'question' => '7 + 5 = ?',
					'answer'   => '12',
				),
			)
		);
		$this->assertSame( 'mail_sent', $this->feedback( $id, array( 'q' => '１２' ) )->get_data()['status'] );
		$this->assertSame( 'mail_sent', $this->feedback( $id, array( 'q' => '　12　' ) )->get_data()['status'] );
		$this->assertSame( 'validation_failed', $this->feedback( $id, array( 'q' => '１３' ) )->get_data()['status'] );
	}

	public function test_files_are_checked_and_stored_under_random_names_and_removed_with_the_submission(): void {
		$id  = $this->form(
			array(
				array(
					'type'   => 'file',
					'name'   => 'cv',
					'accept' => '.txt',
					'limit'  => '100',
				),
			)
		);
		$tmp = (string) tempnam( sys_get_temp_dir(), 'cv' );
		file_put_contents( $tmp, 'hello' );
		$send = function ( string $name, int $size ) use ( $id, $tmp ) {
			$request = new \WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . $id . '/feedback' );
			$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
			$request->set_header( 'User-Agent', 'Mozilla/5.0 Test agent' );
			$request->set_body_params( array( '_wpcf7_unit_tag' => 'wpcf7-f' . $id . '-o1' ) );
			$request->set_file_params(
				array(
					'cv' => array(
						'name'     => $name,
						'type'     => 'text/plain',
						'size'     => $size,
						'tmp_name' => $tmp,
						'error'    => 0,
					),
				)
			);
			return rest_get_server()->dispatch( $request )->get_data();
		};
		$this->assertSame( 'You are not allowed to upload files of this type.', $send( 'cv.exe', 5 )['invalid_fields'][0]['message'] );
		$this->assertSame( 'The uploaded file is too large.', $send( 'cv.txt', 500 )['invalid_fields'][0]['message'] );
		$this->assertSame( 'mail_sent', $send( 'cv.txt', 5 )['status'] );

		$post   = get_posts(
			array(
				'post_type'   => SubmissionStore::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $id,
				// The three submissions share a second; the newest is the one that was sent.
				'orderby'     => 'ID',
				'order'       => 'DESC',
			)
		)[0];
		$record = SubmissionStore::get( $post->ID );
		$this->assertSame( 'mail_sent', $record['status'] );
		$stored = $record['files'][0]['stored'];
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{32}\.txt\.bin$/', $stored );
		$path = \Stagecraft\Forms\Uploads::dir() . '/' . $stored;
		$this->assertFileExists( $path );
		// Encrypted at rest: whatever serves the folder, the visitor's text is not on disk.
		$this->assertStringNotContainsString( 'hello', (string) file_get_contents( $path ) );
		$this->assertSame( 'hello', \Stagecraft\Forms\Uploads::read( $stored ) );
		wp_delete_post( $post->ID, true );
		$this->assertFileDoesNotExist( $path );
		unlink( $tmp );
	}

	public function test_free_text_of_the_last_option_is_kept_with_it(): void {
		$id   = $this->form(
			array(
				array(
					'type'     => 'radio',
					'name'     => 'how',
					'options'  => array( 'Search', 'Other' ),
					'freeText' => true,
				),
			)
		);
		$data = $this->feedback(
			$id,
			array(
				'how'           => 'Other',
				'how_free_text' => 'A friend',
			)
		)->get_data();
		$this->assertSame( 'mail_sent', $data['status'] );
		$post = get_posts(
			array(
				'post_type'   => SubmissionStore::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $id,
			)
		)[0];
		$this->assertSame( array( 'Other: A friend' ), SubmissionStore::get( $post->ID )['fields']['how'] );
	}
}
