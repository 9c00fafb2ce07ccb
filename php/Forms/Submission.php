<?php
/**
 * Handles one submission, from the REST route or the plain POST.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use Stagecraft\Forms\Rules\RuleInput;
use Stagecraft\Forms\Rules\SchemaValidator;
use Stagecraft\Rest\ServerTiming;

/**
 * Storage first, then spam checks, the same rules as the client, quiz, captcha and acceptance,
 * then mail. The order matters: the record is written before anything can fail, so nothing is lost.
 */
final class Submission {

	/**
	 * Runs a submission.
	 *
	 * @param ContactForm                       $form       Form.
	 * @param array<string,mixed>               $raw        Posted fields, unslashed.
	 * @param array<string,array<string,mixed>> $files      $_FILES-shaped uploads.
	 * @param string                            $ip         Remote address.
	 * @param string                            $user_agent User agent.
	 * @return array{status:string,message:string,invalid_fields:list<array{field:string,message:string}>,posted_data_hash:string,submission_id:int}
	 */
	public static function run( ContactForm $form, array $raw, array $files, string $ip, string $user_agent ): array {
		$posted   = self::posted( $form, $raw );
		$uploads  = array();
		$by_field = array();
		$listed   = array();
		foreach ( $form->fields_of( 'file' ) as $field ) {
			$entry                      = $files[ $field->name() ] ?? null;
			$uploads[ $field->name() ]  = is_array( $entry ) ? Uploads::normalise( $entry ) : array();
			$by_field[ $field->name() ] = array_map(
				static fn( array $f ) => array(
					'name' => $f['name'],
					'type' => $f['type'],
					'size' => $f['size'],
				),
				$uploads[ $field->name() ]
			);
			foreach ( $by_field[ $field->name() ] as $file ) {
				$listed[] = array( 'field' => $field->name() ) + $file;
			}
		}
		// Stored first, whatever follows: spam and invalid submissions are kept too (with their
		// status), so an admin sees every attempt and nothing is lost if a later step fails.
		$id     = ServerTiming::measure(
			'store',
			static fn () => SubmissionStore::insert(
				$form->id(),
				array(
					'fields'     => $posted,
					'files'      => $listed,
					'status'     => 'received',
					'ip_hash'    => wp_hash( $ip, 'nonce' ),
					'user_agent' => substr( $user_agent, 0, 500 ),
					'time'       => gmdate( 'c' ),
				)
			)
		);
		$errors = ServerTiming::measure( 'validate', static fn () => SchemaValidator::validate( $form->rules(), new RuleInput( $posted, $by_field ) ) );
		foreach ( $uploads as $name => $list ) {
			foreach ( $list as $file ) {
				if ( UPLOAD_ERR_OK !== $file['error'] && ! isset( $errors[ $name ] ) ) {
					$errors[ $name ] = $form->message( 'upload_failed' );
				}
			}
		}
		foreach ( $form->fields_of( 'quiz' ) as $field ) {
			if ( ! isset( $errors[ $field->name() ] ) && ! Quiz::correct( $field, implode( '', $posted[ $field->name() ] ?? array() ) ) ) {
				$errors[ $field->name() ] = $form->message( 'quiz_answer_not_correct' );
			}
		}
		foreach ( $form->fields_of( 'captcha' ) as $field ) {
			$response = is_scalar( $raw[ $field->name() ] ?? null ) ? (string) $raw[ $field->name() ] : '';
			$prefix   = $raw[ '_wpcf7_captcha_challenge_' . $field->name() ] ?? '';
			// Checked (and used up) even when empty, so one image never gets a second try; any
			// failure, an empty answer included, reads as Contact Form 7's "incorrect" message.
			if ( ! Captcha::check( is_scalar( $prefix ) ? (string) $prefix : '', $response ) ) {
				$errors[ $field->name() ] = $form->message( 'captcha_not_match' );
			}
		}
		if ( array() !== $errors ) {
			$invalid = array();
			foreach ( $errors as $field => $message ) {
				$invalid[] = array(
					'field'   => $field,
					'message' => $message,
				);
			}
			ServerTiming::measure(
				'store',
				static fn () => SubmissionStore::update(
					$id,
					array(
						'status'         => 'validation_failed',
						'invalid_fields' => $invalid,
					)
				)
			);
			return self::result( $form, 'validation_failed', $invalid, '', $id );
		}
		if ( ! self::accepted( $form, $posted ) ) {
			SubmissionStore::update( $id, array( 'status' => 'acceptance_missing' ) );
			return self::result( $form, 'acceptance_missing', array(), '', $id );
		}
		// Contact Form 7's order: validation, acceptance, then spam, then files and mail.
		$reason = ServerTiming::measure( 'spam', static fn () => SpamGuard::reason( $raw, $posted, $user_agent, $ip ) );
		if ( '' === $reason && $form->proof_of_work() && ! ProofOfWork::verify( $raw[ ProofOfWork::FIELD ] ?? null ) ) {
			$reason = 'proof_of_work';
		}
		if ( '' !== $reason ) {
			SubmissionStore::update(
				$id,
				array(
					'status'      => 'spam',
					'spam_reason' => $reason,
				)
			);
			return self::result( $form, 'spam', array(), '', $id );
		}
		if ( 0 === $id ) {
			return self::result( $form, 'aborted', array(), '', 0 );
		}

		$hash   = wp_hash( (string) wp_json_encode( array( $posted, $ip, microtime( true ) ) ), 'nonce' );
		$stored = array();
		foreach ( $uploads as $name => $list ) {
			foreach ( $list as $file ) {
				$stored[] = array(
					'field'  => $name,
					'name'   => $file['name'],
					'type'   => $file['type'],
					'size'   => $file['size'],
					'stored' => Uploads::store( $file ),
				);
			}
		}
		SubmissionStore::update( $id, array( 'files' => $stored ) );
		$status = ServerTiming::measure( 'mail', static fn () => Mailer::send( $form, $posted, $stored ) ) ? 'mail_sent' : 'mail_failed';
		SubmissionStore::update( $id, array( 'status' => $status ) );
		return self::result( $form, $status, array(), $hash, $id );
	}

	/**
	 * The outcome of a submission.
	 *
	 * @param ContactForm                              $form    Form.
	 * @param string                                   $status  Status.
	 * @param list<array{field:string,message:string}> $invalid Invalid fields.
	 * @param string                                   $hash    Posted data hash.
	 * @param int                                      $id      Stored submission.
	 * @return array{status:string,message:string,invalid_fields:list<array{field:string,message:string}>,posted_data_hash:string,submission_id:int}
	 */
	private static function result( ContactForm $form, string $status, array $invalid, string $hash, int $id ): array {
		return array(
			'status'           => $status,
			'message'          => $form->status_message( $status ),
			'invalid_fields'   => $invalid,
			'posted_data_hash' => $hash,
			'submission_id'    => $id,
		);
	}

	/**
	 * Values of the form's own fields only, as lists of strings; anything else posted is ignored.
	 *
	 * @param ContactForm         $form Form.
	 * @param array<string,mixed> $raw  Posted fields.
	 * @return array<string,list<string>>
	 */
	public static function posted( ContactForm $form, array $raw ): array {
		$posted = array();
		foreach ( $form->fields as $field ) {
			// Captcha answers are neither stored nor mailed, as in Contact Form 7.
			if ( ! $field->has_value() || in_array( $field->type(), array( 'file', 'captcha' ), true ) ) {
				continue;
			}
			$name   = $field->name();
			$values = array_values( array_filter( (array) ( $raw[ $name ] ?? array() ), 'is_scalar' ) );
			// Control characters other than tab and line breaks never belong in a message.
			$posted[ $name ] = array_map( static fn( $v ) => (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', wp_check_invalid_utf8( (string) $v ) ), $values );
			$options         = $field->options();
			$free            = is_scalar( $raw[ $name . '_free_text' ] ?? null ) ? trim( (string) $raw[ $name . '_free_text' ] ) : '';
			if ( $field->flag( 'freeText' ) && '' !== $free && array() !== $options ) {
				$last            = end( $options );
				$posted[ $name ] = array_map( static fn( string $v ): string => $v === $last ? $last . ': ' . $free : $v, $posted[ $name ] );
			}
			if ( 'hidden' === $field->type() ) {
				$posted[ $name ] = array( $field->str( 'value' ) );
			}
		}
		return $posted;
	}

	/**
	 * Every non-optional acceptance box ticked (or left unticked when inverted).
	 *
	 * @param ContactForm                $form   Form.
	 * @param array<string,list<string>> $posted Posted values.
	 */
	private static function accepted( ContactForm $form, array $posted ): bool {
		foreach ( $form->fields_of( 'acceptance' ) as $field ) {
			$ticked = array() !== array_filter( $posted[ $field->name() ] ?? array(), static fn( string $s ): bool => '' !== $s );
			if ( ! $field->flag( 'optional' ) && $ticked === $field->flag( 'invert' ) ) {
				return false;
			}
		}
		return true;
	}
}
