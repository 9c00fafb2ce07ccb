<?php
/**
 * Image captcha: generation, check, expiry, the image route, the feedback and refill replies.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\Captcha;
use Stagecraft\Forms\ContactForm;
use Stagecraft\Forms\FormMarkup;
use WP_REST_Request;

/**
 * Challenges live in transients only; each is checked once.
 */
final class CaptchaTest extends FeedbackTestCase {

	private function captcha_form(): int {
		return $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'n',
				),
				array(
					'type'   => 'captcha',
					'name'   => 'captcha-1',
					'htmlId' => 'my-captcha',
				),
			),
			array( 'mail' => array( 'to' => 'owner@example.org' ) )
		);
	}

	public function test_a_challenge_draws_a_png_kept_in_a_transient_not_on_disk(): void {
		$uploads = wp_upload_dir( null, false )['basedir'];
		$before  = is_dir( $uploads ) ? count( (array) glob( $uploads . '/*/*' ) ) : 0;
		$prefix  = Captcha::create( 'AB3K' );
		$this->assertMatchesRegularExpression( '/^[0-9]{18}$/', $prefix );
		$png = Captcha::image( $prefix );
		$this->assertIsString( $png );
		$this->assertStringStartsWith( "\x89PNG", $png );
		$size = getimagesizefromstring( $png );
		$this->assertSame( array( Captcha::WIDTH, Captcha::HEIGHT ), array( $size[0], $size[1] ) );
		$stored = get_transient( 'stagecraft_captcha_' . $prefix );
		$this->assertIsArray( $stored );
		$this->assertStringNotContainsString( 'AB3K', (string) wp_json_encode( $stored['hash'] ) );
		$this->assertSame( $before, is_dir( $uploads ) ? count( (array) glob( $uploads . '/*/*' ) ) : 0 );
		$this->assertStringEndsWith( '/stagecraft/v1/captcha/' . $prefix . '.png', Captcha::url( $prefix ) );
	}

	public function test_check_is_case_insensitive_and_single_use(): void {
		$prefix = Captcha::create( 'AB3K' );
		$this->assertTrue( Captcha::check( $prefix, ' ab3k ' ) );
		$this->assertFalse( Captcha::check( $prefix, 'AB3K' ), 'a used challenge never passes again' );
		$this->assertNull( Captcha::image( $prefix ) );

		$wrong = Captcha::create( 'AB3K' );
		$this->assertFalse( Captcha::check( $wrong, 'AB3X' ) );
		$this->assertFalse( Captcha::check( $wrong, 'AB3K' ), 'a wrong answer uses the challenge up' );
		$this->assertFalse( Captcha::check( 'abc', 'AB3K' ) );
		$this->assertFalse( Captcha::check( '', '' ) );
	}

	public function test_an_expired_challenge_fails(): void {
		$prefix = Captcha::create( 'AB3K' );
		update_option( '_transient_timeout_stagecraft_captcha_' . $prefix, time() - 1 );
		$this->assertNull( Captcha::image( $prefix ) );
		$this->assertFalse( Captcha::check( $prefix, 'AB3K' ) );
	}

	public function test_the_image_route_serves_live_challenges_only(): void {
		$prefix   = Captcha::create( 'ZZ99' );
		$response = rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/stagecraft/v1/captcha/' . $prefix . '.png' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'image/png', $response->get_headers()['Content-Type'] );
		$this->assertSame( Captcha::image( $prefix ), $response->get_data() );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );

		$missing = rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/stagecraft/v1/captcha/123.png' ) );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'stagecraft_captcha_not_found', $missing->get_data()['code'] );
	}

	public function test_markup_has_image_challenge_field_and_labelled_answer(): void {
		$id = $this->captcha_form();
		FormMarkup::reset();
		$html = FormMarkup::render( ContactForm::find( $id ) );
		$this->assertMatchesRegularExpression( '#<img class="wpcf7-captchac wpcf7-captcha-captcha-1" src="[^"]+/captcha/([0-9]+)\.png" width="144" height="48" alt="[^"]+" />#', $html );
		preg_match( '#/captcha/([0-9]+)\.png#', $html, $m );
		$this->assertStringContainsString( '<input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="' . $m[1] . '" />', $html );
		$this->assertStringContainsString( 'class="stagecraft-captcha-refresh" data-captcha-name="captcha-1" hidden>Show another image</button>', $html );
		// The text alternative is inside the label, so it is part of the field's accessible name.
		$question = preg_quote( esc_html( Captcha::question( $m[1] ) ), '#' );
		$this->assertMatchesRegularExpression( '#<label>Type the characters shown in the image \(not case-sensitive\) <span aria-hidden="true">\*</span><br /><span class="stagecraft-captcha-question">Cannot see the image\? Type the answer to this question instead, in digits: <span class="stagecraft-captcha-question-text" data-captcha-name="captcha-1">' . $question . '</span></span><br /><span class="wpcf7-form-control-wrap" data-name="captcha-1"><input type="text" name="captcha-1" class="wpcf7-form-control wpcf7-captchar"[^>]* id="my-captcha" aria-invalid="false" />#', $html );
		$this->assertNotNull( Captcha::image( $m[1] ) );
		// Without an id option, the control gets one from the unit tag: the error list links to it.
		$this->assertStringContainsString( 'name="n" value="" size="40" class="wpcf7-form-control wpcf7-text" id="wpcf7-f' . $id . '-o1-n"', $html );
	}

	public function test_the_text_question_answers_the_challenge_once_in_digits(): void {
		$prefix   = Captcha::create( 'AB3K' );
		$question = Captcha::question( $prefix );
		$this->assertMatchesRegularExpression( '/^What is (one|two|three|four|five|six|seven|eight|nine|ten) plus (one|two|three|four|five|six|seven|eight|nine|ten)\?$/', $question );
		$this->assertSame( $question, Captcha::question( $prefix ), 'the same on every node: derived, not stored' );
		$this->assertSame( $question, Captcha::question_of( Captcha::url( $prefix ) ) );
		$words = array_flip( array( 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten' ) );
		preg_match( '/What is (\w+) plus (\w+)\?/', $question, $terms );
		$sum = (string) ( $words[ $terms[1] ] + 1 + $words[ $terms[2] ] + 1 );

		$this->assertTrue( Captcha::check( $prefix, ' ' . $sum . ' ' ) );
		$this->assertFalse( Captcha::check( $prefix, $sum ), 'used up like the image answer' );

		$other = Captcha::create( 'AB3K' );
		$this->assertFalse( Captcha::check( $other, '99' ) );
		$this->assertFalse( Captcha::check( $other, 'AB3K' ), 'a wrong answer uses the challenge up' );
		// An expired (or never drawn) challenge has no question to answer.
		$this->assertFalse( Captcha::check( '123456', (string) array_sum( array( 1, 1 ) ) ) );
	}

	public function test_feedback_wrong_empty_and_right_answers_and_a_fresh_captcha_in_every_reply(): void {
		$id = $this->captcha_form();

		$prefix = Captcha::create( 'AB3K' );
		$data   = $this->feedback(
			$id,
			array(
				'n'                                  => 'x',
				'captcha-1'                          => 'WRONG',
				'_wpcf7_captcha_challenge_captcha-1' => $prefix,
			)
		)->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'Your entered code is incorrect.', $data['invalid_fields'][0]['message'] );
		$this->assertSame( 'my-captcha', $data['invalid_fields'][0]['idref'] );
		$this->assertMatchesRegularExpression( '#/stagecraft/v1/captcha/[0-9]+\.png$#', $data['captcha']['captcha-1'] );
		$this->assertSame( array(), $this->mails );

		$prefix = Captcha::create( 'AB3K' );
		$data   = $this->feedback( $id, array( '_wpcf7_captcha_challenge_captcha-1' => $prefix ) )->get_data();
		$by     = array_column( $data['invalid_fields'], 'message', 'field' );
		// Contact Form 7 answers "incorrect" for an empty captcha too, not "fill out this field".
		$this->assertSame( 'Your entered code is incorrect.', $by['captcha-1'] );

		$prefix = Captcha::create( 'AB3K' );
		$data   = $this->feedback(
			$id,
			array(
				'n'                                  => 'x',
				'captcha-1'                          => 'ab3k',
				'_wpcf7_captcha_challenge_captcha-1' => $prefix,
			)
		)->get_data();
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertCount( 1, $this->mails );
		$this->assertStringNotContainsString( 'ab3k', $this->mails[0]['message'], 'captcha answers are not mailed' );
		$this->assertArrayHasKey( 'captcha-1', $data['captcha'] );
	}

	public function test_refill_gives_a_new_captcha(): void {
		$id    = $this->captcha_form();
		$first = rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/contact-form-7/v1/contact-forms/' . $id . '/refill' ) )->get_data();
		$again = rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/contact-form-7/v1/contact-forms/' . $id . '/refill' ) )->get_data();
		$this->assertSame( array( 'captcha', 'captcha_questions' ), array_keys( $first ) );
		$this->assertSame( Captcha::question_of( $first['captcha']['captcha-1'] ), $first['captcha_questions']['captcha-1'] );
		$this->assertNotSame( $first['captcha']['captcha-1'], $again['captcha']['captcha-1'] );
		preg_match( '#([0-9]+)\.png$#', $first['captcha']['captcha-1'], $m );
		$this->assertNotNull( Captcha::image( $m[1] ) );
	}

	public function test_page_views_draw_a_bounded_number_of_challenges_per_address(): void {
		update_option( 'stagecraft_captcha_page_limit', 2 );
		$id    = $this->form(
			array(
				array(
					'type' => 'captcha',
					'name' => 'captcha-1',
				),
			)
		);
		$pages = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$pages[] = \Stagecraft\Forms\FormMarkup::render( \Stagecraft\Forms\ContactForm::find( $id ) );
		}
		$this->assertStringContainsString( '_wpcf7_captcha_challenge_captcha-1', $pages[1] );
		$this->assertStringNotContainsString( '_wpcf7_captcha_challenge_captcha-1', $pages[2] );
		$this->assertStringContainsString( 'Too many captcha images were asked for from your address.', $pages[2] );
		delete_option( 'stagecraft_captcha_page_limit' );
	}
}
