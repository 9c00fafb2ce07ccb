<?php
/**
 * The proof-of-work spam check.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\ProofOfWork;

/**
 * Challenges from the route, answers checked on the server and counted once.
 */
final class ProofOfWorkTest extends FeedbackTestCase {

	protected function set_up(): void {
		parent::set_up();
		// A small search space keeps solving in PHP quick; the check is the same.
		add_filter( 'stagecraft_pow_max_number', static fn (): int => 1000 );
	}

	/**
	 * Solves a challenge as the widget does and encodes the answer as it posts it.
	 *
	 * @param array<string,mixed> $challenge Challenge from the route.
	 * @param array<string,mixed> $change    Fields to change in the answer.
	 */
	private function solve( array $challenge, array $change = array() ): string {
		for ( $number = 0; $number <= $challenge['maxnumber']; $number++ ) {
			if ( hash( 'sha256', $challenge['salt'] . $number ) === $challenge['challenge'] ) {
				break;
			}
		}
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the widget's encoding.
		return base64_encode(
			(string) wp_json_encode(
				$change + array(
					'algorithm' => $challenge['algorithm'],
					'challenge' => $challenge['challenge'],
					'number'    => $number,
					'salt'      => $challenge['salt'],
					'signature' => $challenge['signature'],
					'took'      => 12,
				)
			)
		);
	}

	private function challenge(): array {
		$response = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/stagecraft/v1/pow-challenge' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		return $response->get_data();
	}

	public function test_a_challenge_is_signed_and_carries_no_secret(): void {
		$challenge = $this->challenge();
		$this->assertSame( array( 'algorithm', 'challenge', 'maxnumber', 'salt', 'signature' ), array_keys( $challenge ) );
		$this->assertSame( 'SHA-256', $challenge['algorithm'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{24}\?expires=[0-9]+$/', $challenge['salt'] );
		$this->assertStringNotContainsString( (string) get_option( ProofOfWork::KEY_OPTION ), wp_json_encode( $challenge ) );
		$this->assertFalse( wp_load_alloptions()[ ProofOfWork::KEY_OPTION ] ?? false, 'the key is never autoloaded' );
	}

	public function test_an_answer_counts_once_and_a_forged_or_expired_one_never(): void {
		$challenge = $this->challenge();
		$this->assertTrue( ProofOfWork::verify( $this->solve( $challenge ) ) );
		$this->assertFalse( ProofOfWork::verify( $this->solve( $challenge ) ), 'a replay' );

		$other = $this->challenge();
		$this->assertFalse( ProofOfWork::verify( $this->solve( $other, array( 'signature' => str_repeat( 'a', 64 ) ) ) ), 'a forged signature' );
		$this->assertFalse( ProofOfWork::verify( $this->solve( $other, array( 'number' => -1 ) ) ), 'a wrong number' );
		$this->assertFalse( ProofOfWork::verify( $this->solve( $other, array( 'algorithm' => 'SHA-1' ) ) ) );
		$this->assertFalse( ProofOfWork::verify( 'not base64 json' ) );
		$this->assertFalse( ProofOfWork::verify( array( 'x' ) ) );
		$this->assertFalse( ProofOfWork::verify( null ) );

		// A salt whose expiry passed, signed by us: our own old challenge.
		$salt    = 'abc?expires=' . ( time() - 1 );
		$hash    = hash( 'sha256', $salt . '7' );
		$expired = array(
			'algorithm' => 'SHA-256',
			'challenge' => $hash,
			'maxnumber' => 1000,
			'salt'      => $salt,
			'signature' => hash_hmac( 'sha256', $hash, (string) get_option( ProofOfWork::KEY_OPTION ) ),
		);
		$this->assertFalse( ProofOfWork::verify( $this->solve( $expired ) ) );
		$this->assertTrue( ProofOfWork::verify( $this->solve( $other ) ), 'the untouched answer still passes' );
	}

	public function test_the_check_is_a_status_line_with_a_hidden_retry_button_escaped_and_translated(): void {
		$id = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'who',
				),
			),
			array( 'altcha' => true )
		);
		// Both filters go again at once: a rest_url left behind sends later tests' HTTP requests astray.
		$url  = static fn (): string => 'http://example.org/wp-json/stagecraft/v1/pow-challenge?a=1&b="><script>';
		$text = static fn ( string $text ): string => 'Try again' === $text ? 'Nochmal <b>' : $text;
		add_filter( 'rest_url', $url );
		add_filter( 'gettext_stagecraft', $text );
		try {
			$html = \Stagecraft\Forms\FormMarkup::render( \Stagecraft\Forms\ContactForm::find( $id ) );
		} finally {
			remove_filter( 'rest_url', $url );
			remove_filter( 'gettext_stagecraft', $text );
		}

		$this->assertStringNotContainsString( 'altcha-widget', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'data-challenge-url="http://example.org/wp-json/stagecraft/v1/pow-challenge?a=1&#038;b=script"', $html );
		$this->assertStringContainsString( '<span class="stagecraft-pow-status" role="status" aria-live="polite">A short check in your browser shows that you are not a robot.</span>', $html );
		$this->assertStringContainsString( '<button type="button" class="stagecraft-pow-retry" hidden>Nochmal &lt;b&gt;</button>', $html );

		$plain = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'who',
				),
			)
		);
		$this->assertStringNotContainsString( 'stagecraft-proof-of-work', \Stagecraft\Forms\FormMarkup::render( \Stagecraft\Forms\ContactForm::find( $plain ) ) );
	}

	public function test_a_form_that_asks_for_it_treats_a_submission_without_an_answer_as_spam(): void {
		$id   = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'who',
				),
			),
			array( 'altcha' => true )
		);
		$html = \Stagecraft\Forms\FormMarkup::render( \Stagecraft\Forms\ContactForm::find( $id ) );
		$this->assertStringContainsString( '<div class="stagecraft-field stagecraft-proof-of-work" data-challenge-url="' . esc_url( rest_url( 'stagecraft/v1/pow-challenge' ) ) . '" data-state="idle">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="altcha" value="" />', $html );
		$this->assertStringContainsString( '<noscript>', $html );

		$this->assertSame( 'spam', $this->feedback( $id, array( 'who' => 'Ada' ) )->get_data()['status'] );
		$answer = $this->solve( $this->challenge() );
		$this->assertSame(
			'mail_sent',
			$this->feedback(
				$id,
				array(
					'who'    => 'Ada',
					'altcha' => $answer,
				)
			)->get_data()['status']
		);
		$this->assertSame(
			'spam',
			$this->feedback(
				$id,
				array(
					'who'    => 'Ada',
					'altcha' => $answer,
				)
			)->get_data()['status'],
			'the same answer a second time'
		);
		$this->assertSame(
			'mail_sent',
			$this->feedback(
				$this->form(
					array(
						array(
							'type' => 'text',
							'name' => 'who',
						),
					)
				),
				array( 'who' => 'Ada' )
			)->get_data()['status'],
			'forms without the option are unaffected'
		);
	}
}
