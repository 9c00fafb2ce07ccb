<?php
/**
 * Image captcha fields.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Rest\CaptchaImageController;
use Stagecraft\Rest\FeedbackController;
use Stagecraft\Storage\RateLimit;

/**
 * A challenge is a random numeric prefix, as Contact Form 7 names it in the hidden
 * `_wpcf7_captcha_challenge_{name}` field. Its transient holds only the answer's hash and the PNG
 * drawn with GD when the challenge was made: nothing is written to disk, and the image route
 * serves the bytes from there. A challenge is checked once and then removed, right or wrong.
 *
 * An image alone is a test only sighted visitors pass (WCAG 1.1.1), so every challenge also has
 * a text question, a sum of two numbers written as words and printed beside the image; the same
 * field takes either answer. The question derives from the prefix with the site's secret, so it
 * needs no storage and reads the same on every node. It is a weaker test than the image (a
 * blind guess of the likeliest sum passes one time in ten), which the per-address submission
 * limit (10 a minute) and the honeypot back up; forms that can run JavaScript should use the
 * proof-of-work check instead, which asks nothing of the visitor.
 */
final class Captcha {

	// Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L).
	private const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

	public const LENGTH = 4;

	// Contact Form 7 removes captcha files older than an hour; the same lifetime here (seconds).
	public const LIFETIME = 3600;

	public const WIDTH = 144;

	public const HEIGHT = 48;

	public const PAGE_LIMIT = 120;

	/**
	 * Makes a challenge and answers its prefix ('' when GD is missing).
	 *
	 * @param string|null $answer The answer; random unless a test fixes it.
	 */
	public static function create( ?string $answer = null ): string {
		if ( ! function_exists( 'imagecreatetruecolor' ) ) {
			return '';
		}
		/**
		 * Filters the answer of a new challenge; null draws a random one. The e2e test site fixes
		 * it for its own visitors (bin/wp/stagecraft-local.php) so a browser test can answer.
		 *
		 * @param string|null $answer Answer, or null.
		 */
		$answer = $answer ?? apply_filters( 'stagecraft_captcha_answer', null );
		if ( ! is_string( $answer ) || ! preg_match( '/^[A-Z0-9]{1,8}$/', $answer ) ) {
			$answer = '';
			for ( $i = 0; $i < self::LENGTH; $i++ ) {
				$answer .= self::CHARS[ wp_rand( 0, strlen( self::CHARS ) - 1 ) ];
			}
		}
		// Digits only: Contact Form 7's client reads the prefix back from the image URL with /([0-9]+)\.png$/.
		$prefix = (string) wp_rand( 100000000, 999999999 ) . (string) wp_rand( 100000000, 999999999 );
		set_transient(
			self::key( $prefix ),
			array(
				'hash' => self::hash( $answer ),
				'png'  => base64_encode( self::png( $answer ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- binary image kept in a text option.
			),
			self::LIFETIME
		);
		return $prefix;
	}

	/**
	 * Whether a page may draw another challenge for this address: every page view of a form
	 * with a captcha stores one, so a loop of views is bounded (120 a minute per address, option
	 * stagecraft_captcha_page_limit). Replies and refills are bounded by their own limits.
	 */
	public static function may_draw(): bool {
		$limit = (int) get_option( 'stagecraft_captcha_page_limit', self::PAGE_LIMIT );
		return RateLimit::hit( 'captcha', wp_hash( FeedbackController::ip(), 'nonce' ), $limit > 0 ? $limit : self::PAGE_LIMIT, 60 )['allowed'];
	}

	/**
	 * Whether the response answers the challenge; the challenge is used up either way.
	 *
	 * @param string $prefix   Challenge prefix.
	 * @param string $response Visitor's answer.
	 */
	public static function check( string $prefix, string $response ): bool {
		if ( ! preg_match( '/^[0-9]{1,20}$/', $prefix ) ) {
			return false;
		}
		$stored = get_transient( self::key( $prefix ) );
		delete_transient( self::key( $prefix ) );
		if ( ! is_array( $stored ) || ! is_string( $stored['hash'] ?? null ) || '' === trim( $response ) ) {
			return false;
		}
		return hash_equals( $stored['hash'], self::hash( $response ) )
			|| hash_equals( (string) array_sum( self::terms( $prefix ) ), trim( $response ) );
	}

	/**
	 * The text alternative of a challenge's image: "What is seven plus twelve?".
	 *
	 * @param string $prefix Challenge prefix.
	 */
	public static function question( string $prefix ): string {
		list( $first, $second ) = self::terms( $prefix );
		/* translators: 1: a number in words, 2: another number in words. The answer is typed in digits. */
		return sprintf( __( 'What is %1$s plus %2$s?', 'stagecraft' ), self::word( $first ), self::word( $second ) );
	}

	/**
	 * The question of the challenge an image address names ('' when it names none).
	 *
	 * @param string $url Image address, ending in `{prefix}.png`.
	 */
	public static function question_of( string $url ): string {
		return preg_match( '/([0-9]{1,20})\.png$/', $url, $match ) ? self::question( $match[1] ) : '';
	}

	/**
	 * `{ name: question }` for the images `data()` drew.
	 *
	 * @param array<string,string> $images Field name to image address.
	 * @return array<string,string>
	 */
	public static function questions( array $images ): array {
		return array_map( array( self::class, 'question_of' ), $images );
	}

	/**
	 * The two numbers (1 to 10) a challenge's question adds, from its prefix and the site's secret.
	 *
	 * @param string $prefix Challenge prefix.
	 * @return array{int,int}
	 */
	private static function terms( string $prefix ): array {
		$hash = wp_hash( 'stagecraft_captcha_question|' . $prefix, 'nonce' );
		return array( 1 + (int) hexdec( substr( $hash, 0, 4 ) ) % 10, 1 + (int) hexdec( substr( $hash, 4, 4 ) ) % 10 );
	}

	/**
	 * A number from 1 to 10 in words, in the site's language.
	 *
	 * @param int $number Number.
	 */
	private static function word( int $number ): string {
		$words = array(
			1  => __( 'one', 'stagecraft' ),
			2  => __( 'two', 'stagecraft' ),
			3  => __( 'three', 'stagecraft' ),
			4  => __( 'four', 'stagecraft' ),
			5  => __( 'five', 'stagecraft' ),
			6  => __( 'six', 'stagecraft' ),
			7  => __( 'seven', 'stagecraft' ),
			8  => __( 'eight', 'stagecraft' ),
			9  => __( 'nine', 'stagecraft' ),
			10 => __( 'ten', 'stagecraft' ),
		);
		return $words[ $number ] ?? (string) $number;
	}

	/**
	 * Removes challenges past their lifetime (run hourly): images drawn for pages nobody
	 * submitted never pile up, whether or not WordPress's daily transient sweep runs.
	 */
	public static function clean_expired(): int {
		global $wpdb;
		$like    = $wpdb->esc_like( '_transient_timeout_stagecraft_captcha_' ) . '%';
		$expired = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s AND option_value < %d LIMIT 1000", $like, time() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $expired as $name ) {
			delete_transient( substr( (string) $name, strlen( '_transient_timeout_' ) ) );
		}
		return count( $expired );
	}

	/**
	 * The PNG of a live challenge, or null when it expired or was used.
	 *
	 * @param string $prefix Challenge prefix.
	 */
	public static function image( string $prefix ): ?string {
		$stored = preg_match( '/^[0-9]{1,20}$/', $prefix ) ? get_transient( self::key( $prefix ) ) : false;
		$png    = is_array( $stored ) && is_string( $stored['png'] ?? null ) ? base64_decode( $stored['png'], true ) : false; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- see create().
		return is_string( $png ) && '' !== $png ? $png : null;
	}

	/**
	 * Address of a challenge's image; ends in `{prefix}.png` as Contact Form 7's client expects.
	 *
	 * @param string $prefix Challenge prefix.
	 */
	public static function url( string $prefix ): string {
		return CaptchaImageController::url( $prefix );
	}

	/**
	 * `{ name: image url }` with a fresh challenge for every captcha of a form.
	 *
	 * @param ContactForm $form Form.
	 * @return array<string,string>
	 */
	public static function data( ContactForm $form ): array {
		$out = array();
		foreach ( $form->fields_of( 'captcha' ) as $field ) {
			$prefix = self::create();
			if ( '' !== $prefix ) {
				$out[ $field->name() ] = self::url( $prefix );
			}
		}
		return $out;
	}

	/**
	 * Hash of an answer: case and surrounding spaces do not count.
	 *
	 * @param string $answer Answer.
	 */
	private static function hash( string $answer ): string {
		return wp_hash( 'stagecraft_captcha|' . strtoupper( (string) preg_replace( '/\s+/', '', $answer ) ), 'nonce' );
	}

	/**
	 * Transient key of a challenge.
	 *
	 * @param string $prefix Challenge prefix.
	 */
	private static function key( string $prefix ): string {
		return 'stagecraft_captcha_' . $prefix;
	}

	/**
	 * Draws the answer: dark letters, each slightly shifted, over light noise lines.
	 *
	 * @param string $answer Text to draw.
	 */
	private static function png( string $answer ): string {
		// The built-in font is drawn small, then scaled up: no font file is needed.
		$small = imagecreatetruecolor( self::WIDTH / 2, self::HEIGHT / 2 );
		$image = imagecreatetruecolor( self::WIDTH, self::HEIGHT );
		if ( false === $small || false === $image ) {
			return '';
		}
		imagefill( $small, 0, 0, (int) imagecolorallocate( $small, 255, 255, 255 ) );
		$tints = array( 170, 185, 200, 215 );
		for ( $i = 0; $i < 5; $i++ ) {
			$grey = (int) imagecolorallocate( $small, $tints[ wp_rand( 0, 3 ) ], $tints[ wp_rand( 0, 3 ) ], $tints[ wp_rand( 0, 3 ) ] );
			imageline( $small, 0, wp_rand( 0, 23 ), 71, wp_rand( 0, 23 ), $grey );
		}
		$ink = (int) imagecolorallocate( $small, 20, 30, 60 );
		foreach ( str_split( $answer ) as $i => $char ) {
			imagestring( $small, 5, 8 + $i * 15 + wp_rand( -1, 1 ), 4 + wp_rand( -2, 2 ), $char, $ink );
		}
		imagecopyresampled( $image, $small, 0, 0, 0, 0, self::WIDTH, self::HEIGHT, self::WIDTH / 2, self::HEIGHT / 2 );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}
}
