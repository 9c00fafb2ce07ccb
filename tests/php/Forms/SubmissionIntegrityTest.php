<?php
/**
 * Submissions are stored exactly as posted, damaged records are shown as such, and only people
 * with the submissions capability see them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\SubmissionsAdmin;
use Stagecraft\Forms\SubmissionsCsv;
use Stagecraft\Forms\SubmissionStore;
use Stagecraft\Tests\RestRequests;

/**
 * Byte-for-byte storage, unreadable records, CSV neutralisation, capabilities and the forms'
 * REST view.
 */
final class SubmissionIntegrityTest extends FeedbackTestCase {

	use RestRequests;

	/**
	 * A form with one unlimited textarea.
	 */
	private function message_form(): int {
		return $this->form(
			array(
				array(
					'type'      => 'textarea',
					'name'      => 'message',
					'maxlength' => '200000',
				),
				array( 'type' => 'submit' ),
			),
			array(
				'mail' => array(
					'to'      => 'owner@example.org',
					'subject' => 'Message',
					'body'    => '[message]',
				),
			)
		);
	}

	/**
	 * The newest stored submission of a form.
	 *
	 * @param int $form Form.
	 */
	private function newest( int $form ): int {
		$ids = get_posts(
			array(
				'post_type'   => SubmissionStore::POST_TYPE,
				'post_status' => 'private',
				'post_parent' => $form,
				'orderby'     => 'ID',
				'order'       => 'DESC',
				'fields'      => 'ids',
			)
		);
		$this->assertNotEmpty( $ids );
		return (int) $ids[0];
	}

	/**
	 * Texts WordPress's HTML filter would rewrite, and what a visitor may send.
	 *
	 * @return array<string,array{0:string,1?:string}>
	 */
	public function texts(): array {
		return array(
			'markup-like'  => array( 'I have <3 cats & 2 dogs' ),
			'tags'         => array( '<script>alert("x")</script><b>bold</b> <a href="javascript:x">a</a>' ),
			'quotes'       => array( "It's \"quoted\" and \\ back\\slashed \\0 \\\\0" ),
			'emoji'        => array( 'Merci 🎉 — naïve café 漢字' ),
			// Control characters are dropped on input, as Contact Form 7 drops NUL (wp_kses_no_null).
			'nul'          => array( "before\0after", 'beforeafter' ),
			'entities'     => array( '&amp; &lt; &#60; &#x3C; &nbsp;' ),
			'100 KB'       => array( str_repeat( 'Lorem <ipsum> & dolor "sit" amet. ', 3000 ) ),
			'formula-like' => array( '=1+2' ),
		);
	}

	/**
	 * A visitor's text reads back exactly, in the record and in the CSV.
	 *
	 * @dataProvider texts
	 *
	 * @param string      $text   Posted text.
	 * @param string|null $stored What is stored, when not the text itself.
	 */
	public function test_a_visitors_text_is_stored_and_exported_byte_for_byte( string $text, ?string $stored = null ): void {
		$stored = $stored ?? $text;
		$form   = $this->message_form();
		$this->assertSame( 'mail_sent', $this->feedback( $form, array( 'message' => $text ) )->get_data()['status'] );

		$id     = $this->newest( $form );
		$record = SubmissionStore::get( $id );
		$this->assertIsArray( $record );
		$this->assertSame( array( $stored ), $record['fields']['message'] );
		$this->assertSame( 'mail_sent', $record['status'] );

		$rows  = array();
		$lines = explode( "\r\n", SubmissionsCsv::build() );
		foreach ( $lines as $line ) {
			if ( str_starts_with( $line, '"' . $id . '",' ) ) {
				$rows[] = $line;
			}
		}
		$this->assertCount( 1, $rows );
		$cells    = array_combine( str_getcsv( $lines[0], ',', '"', '' ), str_getcsv( $rows[0], ',', '"', '' ) );
		$expected = str_starts_with( $stored, '=' ) ? "'" . $stored : $stored;
		$this->assertSame( $expected, $cells['message'] );
	}

	public function test_a_damaged_record_is_shown_and_exported_as_unreadable_and_logged(): void {
		$form = $this->message_form();
		$this->feedback( $form, array( 'message' => 'hello' ) );
		$id = $this->newest( $form );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_content' => '{"fields": broken' ), array( 'ID' => $id ) );
		clean_post_cache( $id );

		$log = (string) tempnam( sys_get_temp_dir(), 'log' );
		$was = ini_set( 'error_log', $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- the damaged record's log line is read back here.
		try {
			$this->assertNull( SubmissionStore::get( $id ) );
			$this->assertTrue( SubmissionStore::unreadable( $id ) );
			ob_start();
			SubmissionsAdmin::cell( 'stagecraft_status', $id );
			$this->assertStringContainsString( 'Unreadable', (string) ob_get_clean() );
			$this->assertStringContainsString( '"' . $id . '",', SubmissionsCsv::build() );
			$this->assertMatchesRegularExpression( '/"' . $id . '","[^"]*","","unreadable"/', SubmissionsCsv::build() );
		} finally {
			ini_set( 'error_log', (string) $was ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		}
		$this->assertStringContainsString( 'form submission ' . $id . ' could not be read', (string) file_get_contents( $log ) );
		unlink( $log );
	}

	/**
	 * Cell texts and whether a spreadsheet would evaluate them.
	 *
	 * @return array<string,array{string,bool}>
	 */
	public function cells(): array {
		return array(
			'equals'           => array( '=SUM(A1)', true ),
			'plus'             => array( '+1', true ),
			'minus'            => array( '-1', true ),
			'at'               => array( '@cmd', true ),
			'tab'              => array( "\tx", true ),
			'carriage return'  => array( "\rx", true ),
			'line feed'        => array( "\nx", true ),
			'full-width equal' => array( '＝1+2', true ),
			'full-width plus'  => array( '＋1', true ),
			'full-width minus' => array( '－1', true ),
			'full-width at'    => array( '＠x', true ),
			'plain'            => array( 'Hello = world', false ),
			'empty'            => array( '', false ),
		);
	}

	/**
	 * Formula-like cells get a leading quote.
	 *
	 * @dataProvider cells
	 *
	 * @param string $value       Cell text.
	 * @param bool   $neutralised Whether a quote is prefixed.
	 */
	public function test_cells_a_spreadsheet_would_evaluate_are_neutralised( string $value, bool $neutralised ): void {
		$this->assertSame( '"' . ( $neutralised ? "'" : '' ) . $value . '"', SubmissionsCsv::cell( $value ) );
	}

	public function test_submissions_need_their_own_capability_given_to_administrators(): void {
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertFalse( current_user_can( SubmissionStore::CAPABILITY ) );
		$this->assertFalse( current_user_can( get_post_type_object( SubmissionStore::POST_TYPE )->cap->edit_posts ) );
		wp_set_current_user( $this->user( 'administrator' ) );
		$this->assertTrue( current_user_can( SubmissionStore::CAPABILITY ) );
		$this->assertTrue( current_user_can( get_post_type_object( SubmissionStore::POST_TYPE )->cap->edit_posts ) );

		$editors = static fn(): string => 'edit_others_pages';
		add_filter( 'stagecraft_submissions_capability', $editors );
		try {
			wp_set_current_user( $this->user( 'editor' ) );
			$this->assertTrue( current_user_can( SubmissionStore::CAPABILITY ) );
		} finally {
			remove_filter( 'stagecraft_submissions_capability', $editors );
		}
	}

	public function test_visitors_and_authors_never_read_a_forms_mail_settings_over_rest(): void {
		$form = $this->contact_form();
		foreach ( array( 0, $this->user( 'subscriber' ), $this->user( 'author' ) ) as $user ) {
			wp_set_current_user( $user );
			$list = $this->send( 'GET', '/wp/v2/stagecraft_form' );
			$one  = $this->send( 'GET', '/wp/v2/stagecraft_form/' . $form );
			$this->assertContains( $list->get_status(), array( 401, 403 ) );
			$this->assertContains( $one->get_status(), array( 401, 403 ) );
			$this->assertStringNotContainsString( 'owner@example.org', (string) wp_json_encode( $one->get_data() ) );
			$this->assertSame( 'rest_forbidden', $one->get_data()['code'] );
		}
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertSame( 200, $this->send( 'GET', '/wp/v2/stagecraft_form/' . $form, null, array(), array( 'context' => 'edit' ) )->get_status() );
	}

	public function test_an_uploaded_file_is_ciphertext_on_disk_and_served_only_to_holders_of_the_capability(): void {
		$form = $this->form(
			array(
				array(
					'type'   => 'file',
					'name'   => 'cv',
					'accept' => '.txt',
				),
			),
			array(
				'mail' => array(
					'to'      => 'owner@example.org',
					'subject' => 'File',
					'body'    => 'See attached.',
				),
			)
		);
		$tmp  = (string) tempnam( sys_get_temp_dir(), 'cv' );
		file_put_contents( $tmp, 'secret curriculum' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		$request = new \WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . $form . '/feedback' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_header( 'User-Agent', 'Mozilla/5.0 Test agent' );
		$request->set_body_params( array( '_wpcf7_unit_tag' => 'wpcf7-f' . $form . '-o1' ) );
		$request->set_file_params(
			array(
				'cv' => array(
					'name'     => 'cv.txt',
					'type'     => 'text/plain',
					'size'     => 17,
					'tmp_name' => $tmp,
					'error'    => 0,
				),
			)
		);
		$this->assertSame( 'mail_sent', rest_get_server()->dispatch( $request )->get_data()['status'] );
		unlink( $tmp );
		$id     = $this->newest( $form );
		$stored = SubmissionStore::get( $id )['files'][0]['stored'];

		// A web server that serves the uploads folder as it is hands out ciphertext only.
		$direct = wp_remote_get( wp_upload_dir( null, false )['baseurl'] . '/stagecraft-forms/' . $stored );
		$this->assertIsArray( $direct );
		$this->assertStringNotContainsString( 'secret curriculum', wp_remote_retrieve_body( $direct ) );

		$route = '/stagecraft/v1/submissions/' . $id . '/files/0';
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->send( 'GET', $route )->get_status() );
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertSame( 403, $this->send( 'GET', $route )->get_status() );
		wp_set_current_user( $this->user( 'administrator' ) );
		$reply = $this->send( 'GET', $route );
		$this->assertSame( 200, $reply->get_status() );
		$this->assertSame( 'secret curriculum', $reply->get_data()['file'] );
		$this->assertSame( 'attachment; filename="cv.txt"', $reply->get_headers()['Content-Disposition'] );
		$this->assertSame( 404, $this->send( 'GET', '/stagecraft/v1/submissions/' . $id . '/files/1' )->get_status() );
	}

	public function test_nested_file_field_names_are_ignored_without_a_notice(): void {
		$this->assertSame(
			array(),
			\Stagecraft\Forms\Uploads::normalise(
				array(
					'name'     => array( 'a' => array( 'b' => 'x.txt' ) ),
					'type'     => array( 'a' => array( 'b' => 'text/plain' ) ),
					'tmp_name' => array( 'a' => array( 'b' => '/tmp/x' ) ),
					'error'    => array( 'a' => array( 'b' => 0 ) ),
					'size'     => array( 'a' => array( 'b' => 1 ) ),
				)
			)
		);
	}
}
