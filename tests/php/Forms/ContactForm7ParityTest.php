<?php
/**
 * The points where a Contact Form 7 6.1.6 site and a Stagecraft site must answer alike.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\ContactForm;
use Stagecraft\Forms\FormMarkup;

/**
 * Classes, defaults, version strings, integer thresholds and file types, as Contact Form 7 has them.
 */
final class ContactForm7ParityTest extends FeedbackTestCase {

	public function test_controls_carry_contact_form_7_classes_in_its_order(): void {
		$id   = $this->form(
			array(
				array(
					'type'     => 'email',
					'name'     => 'mail',
					'required' => true,
				),
				array(
					'type' => 'url',
					'name' => 'site',
				),
				array(
					'type' => 'tel',
					'name' => 'phone',
				),
				array(
					'type' => 'number',
					'name' => 'n',
				),
				array(
					'type' => 'date',
					'name' => 'd',
				),
				array(
					'type' => 'textarea',
					'name' => 'msg',
				),
			)
		);
		$html = FormMarkup::render( ContactForm::find( $id ) );
		$this->assertStringContainsString( 'name="mail" value="" size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email"', $html );
		$this->assertStringContainsString( 'class="wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url"', $html );
		$this->assertStringContainsString( 'class="wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel"', $html );
		$this->assertStringContainsString( 'class="wpcf7-form-control wpcf7-number wpcf7-validates-as-number"', $html );
		$this->assertStringContainsString( 'class="wpcf7-form-control wpcf7-date wpcf7-validates-as-date"', $html );
		$this->assertStringContainsString( 'class="wpcf7-form-control wpcf7-textarea"', $html );
		$this->assertStringContainsString( 'name="_wpcf7_version" value="6.1.6"', $html );
	}

	public function test_text_fields_default_to_400_characters_and_textareas_to_2000(): void {
		$id    = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'who',
				),
				array(
					'type' => 'textarea',
					'name' => 'msg',
				),
				array(
					'type'      => 'text',
					'name'      => 'own',
					'maxlength' => '10',
				),
			)
		);
		$html  = FormMarkup::render( ContactForm::find( $id ) );
		$rules = array();
		foreach ( ContactForm::find( $id )->rules() as $rule ) {
			$rules[ $rule['field'] . ':' . $rule['rule'] ] = $rule['threshold'] ?? null;
		}
		$this->assertMatchesRegularExpression( '/name="who"[^>]* maxlength="400"/', $html );
		$this->assertMatchesRegularExpression( '/<textarea name="msg"[^>]* maxlength="2000"/', $html );
		// Without its own maxlength a textarea shows no counter, as Contact Form 7 shows one only for [count].
		$this->assertStringNotContainsString( 'wpcf7-character-count', $html );
		// Integers, as Contact Form 7's schema has them (absint), never "400".
		$this->assertSame( 400, $rules['who:maxlength'] );
		$this->assertSame( 2000, $rules['msg:maxlength'] );
		$this->assertSame( 10, $rules['own:maxlength'] );

		$long = $this->feedback(
			$id,
			array(
				'who' => str_repeat( 'a', 401 ),
				'msg' => str_repeat( 'b', 2000 ),
			)
		)->get_data();
		$this->assertSame( 'validation_failed', $long['status'] );
		$this->assertSame( array( 'who' ), array_column( $long['invalid_fields'], 'field' ) );
		$this->assertSame( 'This field has a too long input.', $long['invalid_fields'][0]['message'] );
		$this->assertSame( 'validation_failed', $this->feedback( $id, array( 'msg' => str_repeat( 'b', 2001 ) ) )->get_data()['status'] );
		$this->assertSame( 'mail_sent', $this->feedback( $id, array( 'who' => str_repeat( 'a', 400 ) ) )->get_data()['status'] );
	}

	public function test_file_fields_default_to_one_megabyte_and_a_limit_reads_kb_and_mb(): void {
		$id     = $this->form(
			array(
				array(
					'type' => 'file',
					'name' => 'a',
				),
				array(
					'type'  => 'file',
					'name'  => 'b',
					'limit' => '2mb',
				),
				array(
					'type'  => 'file',
					'name'  => 'c',
					'limit' => '300kb',
				),
			)
		);
		$limits = array();
		foreach ( ContactForm::find( $id )->rules() as $rule ) {
			if ( 'maxfilesize' === $rule['rule'] ) {
				$limits[ $rule['field'] ] = $rule['threshold'];
			}
		}
		$this->assertSame(
			array(
				'a' => 1048576,
				'b' => 2097152,
				'c' => 307200,
			),
			$limits
		);
		$schema = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/contact-form-7/v1/contact-forms/' . $id . '/feedback/schema' ) )->get_data();
		$this->assertSame( 'Contact Form 7 SWV Schema 2024-10', $schema['version'] );
	}

	public function test_a_file_type_is_decided_by_its_name_not_by_the_type_the_sender_claims(): void {
		$id   = $this->form(
			array(
				array(
					'type' => 'file',
					'name' => 'photo',
				),
			)
		);
		$tmp  = (string) tempnam( sys_get_temp_dir(), 'up' );
		$sent = array();
		file_put_contents( $tmp, '<?php echo 1;' );
		$send    = function ( string $name, string $type ) use ( $id, $tmp, &$sent ) {
			$request = new \WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . $id . '/feedback' );
			$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
			$request->set_header( 'User-Agent', 'Mozilla/5.0 Test agent' );
			$request->set_body_params( array( '_wpcf7_unit_tag' => 'wpcf7-f' . $id . '-o1' ) );
			$request->set_file_params(
				array(
					'photo' => array(
						'name'     => $name,
						'type'     => $type,
						'size'     => 13,
						'tmp_name' => $tmp,
						'error'    => 0,
					),
				)
			);
			$sent[] = $name;
			return rest_get_server()->dispatch( $request )->get_data();
		};
		$refused = 'You are not allowed to upload files of this type.';
		$this->assertSame( $refused, $send( 'shell.php', 'image/png' )['invalid_fields'][0]['message'] ?? '' );
		$this->assertSame( $refused, $send( 'photo', 'image/png' )['invalid_fields'][0]['message'] ?? '' );
		$this->assertSame( $refused, $send( 'photo.png.exe', 'image/png' )['invalid_fields'][0]['message'] ?? '' );
		$this->assertSame( 'mail_sent', $send( 'photo.PNG', 'application/octet-stream' )['status'] );
		$this->assertSame( array(), array_filter( $this->mails, static fn( array $m ): bool => str_contains( implode( ',', (array) ( $m['attachments'] ?? array() ) ), '.php' ) ) );
		unlink( $tmp );
	}

	public function test_an_empty_captcha_is_incorrect_as_in_contact_form_7(): void {
		$id   = $this->form(
			array(
				array(
					'type' => 'captcha',
					'name' => 'captcha-1',
				),
			)
		);
		$data = $this->feedback( $id, array( 'captcha-1' => '' ) )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'Your entered code is incorrect.', $data['invalid_fields'][0]['message'] );
	}
}
