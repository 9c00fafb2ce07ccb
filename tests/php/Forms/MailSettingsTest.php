<?php
/**
 * Mail settings: validation, the REST save that refuses bad settings, and what the mailer sends.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\FormPostType;
use Stagecraft\Forms\MailSettings;
use WP_REST_Request;

/**
 * Every check has a message keyed by its path; a bad save is a 400 and writes nothing.
 */
final class MailSettingsTest extends FeedbackTestCase {

	private const FIELDS = array( 'your-name', 'your-email', 'cv' );

	private function errors( array $mail, array $mail_2 = array() ): array {
		return MailSettings::validate(
			array(
				'mail'   => $mail,
				'mail_2' => $mail_2,
			),
			self::FIELDS,
			array( 'cv' )
		);
	}

	public function test_good_settings_pass(): void {
		$this->assertSame(
			array(),
			$this->errors(
				array(
					'to'                 => 'owner@example.org, Sales <sales@example.org>',
					'from'               => '[your-name] <wordpress@example.org>',
					'subject'            => '[_site_title]: from [your-name]',
					'reply_to'           => '[your-email]',
					'additional_headers' => "Cc: boss@example.org\nX-Form: contact",
					'body'               => 'Hello [your-name]',
					'attachments'        => '[cv]',
					'use_html'           => true,
				),
				array(
					'active' => false,
					'to'     => 'not an address',
				)
			)
		);
		$this->assertSame( array(), MailSettings::validate_json( '', self::FIELDS, array() ) );
	}

	public function test_each_mistake_has_its_message(): void {
		$errors = $this->errors(
			array(
				'to'                 => 'owner@example, [nobody]',
				'from'               => 'a@example.org, b@example.org',
				'subject'            => "two\nlines",
				'reply_to'           => 'reply',
				'additional_headers' => 'no colon here',
				'body'               => 'Hi [your-nam]',
				'attachments'        => '[your-name]',
				'use_html'           => array( 'x' ),
			),
			array(
				'active' => '1',
				'to'     => '',
			)
		);
		$this->assertSame( '[nobody] is not a field of this form.', $errors['mail.to'] );
		$this->assertSame( 'Enter one address only.', $errors['mail.from'] );
		$this->assertSame( 'The subject must be one line.', $errors['mail.subject'] );
		$this->assertSame( '"reply" is not an email address, "Name <address>" or a [field] tag.', $errors['mail.reply_to'] );
		$this->assertSame( '"no colon here" is not a header: write one "Name: value" a line.', $errors['mail.additional_headers'] );
		$this->assertSame( '[your-nam] is not a field of this form.', $errors['mail.body'] );
		$this->assertSame( '[your-name] is not a file field of this form.', $errors['mail.attachments'] );
		$this->assertSame( 'This setting must be text.', $errors['mail.use_html'] );
		$this->assertSame( 'Enter at least one address.', $errors['mail_2.to'] );
		$this->assertSame( '"owner@example" is not an email address, "Name <address>" or a [field] tag.', $this->errors( array( 'to' => 'owner@example' ) )['mail.to'] );
		$this->assertSame( 'The mail settings must be a JSON object.', MailSettings::validate_json( '{broken', self::FIELDS, array() )[''] );
		$this->assertSame( 'Every message must be text.', MailSettings::validate( array( 'messages' => array( 'spam' => 3 ) ), self::FIELDS, array() )['messages'] );
	}

	private function save( int $id, string $settings ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/' . FormPostType::POST_TYPE . '/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'meta' => array( FormPostType::META => $settings ) ) ) );
		return rest_get_server()->dispatch( $request );
	}

	public function test_rest_save_refuses_bad_settings_with_a_400_and_keeps_the_stored_ones(): void {
		$id     = $this->contact_form();
		$before = get_post_meta( $id, FormPostType::META, true );
		$editor = wp_insert_user(
			array(
				'user_login' => 'ed-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => wp_generate_password( 6, false ) . '@example.org',
				'role'       => 'editor',
			)
		);
		$this->assertIsInt( $editor );
		wp_set_current_user( $editor );

		$bad   = (string) wp_json_encode( array( 'mail' => array( 'to' => '[nobody]' ) ) );
		$reply = $this->save( $id, $bad );
		$this->assertSame( 400, $reply->get_status() );
		$this->assertSame( 'stagecraft_invalid_mail_settings', $reply->get_data()['code'] );
		$this->assertSame( 'The mail settings were not saved: [nobody] is not a field of this form.', $reply->get_data()['message'] );
		$this->assertSame( array( 'mail.to' => '[nobody] is not a field of this form.' ), $reply->get_data()['data']['errors'] );
		$this->assertSame( $before, get_post_meta( $id, FormPostType::META, true ) );

		$good  = (string) wp_json_encode( array( 'mail' => array( 'to' => '[your-email]' ) ) );
		$reply = $this->save( $id, $good );
		$this->assertSame( 200, $reply->get_status() );
		$this->assertSame( $good, get_post_meta( $id, FormPostType::META, true ) );

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->save( $id, $good )->get_status() );
	}

	public function test_the_settings_meta_is_kept_out_of_the_custom_fields_box(): void {
		$this->assertTrue( is_protected_meta( FormPostType::META, 'post' ) );
	}

	public function test_mail_uses_additional_headers_html_and_attachments(): void {
		$id  = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'n',
				),
				array(
					'type'   => 'file',
					'name'   => 'cv',
					'accept' => '.pdf',
				),
			),
			array(
				'mail' => array(
					'to'                 => 'owner@example.org',
					'subject'            => 'Hi',
					'body'               => '<p>From <b>[n]</b></p>',
					'additional_headers' => "Cc: boss@example.org\nX-Form: [n]",
					'attachments'        => '[cv]',
					'use_html'           => true,
				),
			)
		);
		$tmp = (string) tempnam( sys_get_temp_dir(), 'cv' );
		file_put_contents( $tmp, '%PDF-1.4 test' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		$request = new WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . $id . '/feedback' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_header( 'User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Test' );
		$request->set_body_params(
			array(
				'n'               => '<Ada>',
				'_wpcf7_unit_tag' => 'wpcf7-f' . $id . '-o1',
			)
		);
		$request->set_file_params(
			array(
				'cv' => array(
					'name'     => 'cv.pdf',
					'type'     => 'application/pdf',
					'tmp_name' => $tmp,
					'error'    => 0,
					'size'     => 13,
				),
			)
		);
		$this->assertSame( 'mail_sent', rest_get_server()->dispatch( $request )->get_data()['status'] );
		$mail = $this->mails[0];
		$this->assertSame( '<p>From <b>&lt;Ada&gt;</b></p>', $mail['message'] );
		$this->assertContains( 'Cc: boss@example.org', $mail['headers'] );
		$this->assertContains( 'X-Form: <Ada>', $mail['headers'] );
		$this->assertContains( 'Content-Type: text/html; charset=UTF-8', $mail['headers'] );
		$this->assertSame( array( 'cv.pdf' => '%PDF-1.4 test' ), $mail['attachment_bodies'] );
		// The plain copy made for the mail is gone once it is sent.
		$this->assertFileDoesNotExist( $mail['attachments'][0] );
		unlink( $tmp );
	}
}
