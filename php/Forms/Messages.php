<?php
/**
 * Default messages, the same texts Contact Form 7 uses so visitors see familiar wording.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Message keys per status and per rule; a form may override any of them.
 */
final class Messages {

	/**
	 * Which message answers which submission status.
	 */
	public const FOR_STATUS = array(
		'mail_sent'          => 'mail_sent_ok',
		'mail_failed'        => 'mail_sent_ng',
		'aborted'            => 'mail_sent_ng',
		'validation_failed'  => 'validation_error',
		'spam'               => 'spam',
		'acceptance_missing' => 'accept_terms',
	);

	/**
	 * Every default message, translated.
	 *
	 * @return array<string,string>
	 */
	public static function defaults(): array {
		return array(
			'mail_sent_ok'             => __( 'Thank you for your message. It has been sent.', 'stagecraft' ),
			'mail_sent_ng'             => __( 'There was an error trying to send your message. Please try again later.', 'stagecraft' ),
			'validation_error'         => __( 'One or more fields have an error. Please check and try again.', 'stagecraft' ),
			'spam'                     => __( 'There was an error trying to send your message. Please try again later.', 'stagecraft' ),
			'accept_terms'             => __( 'You must accept the terms and conditions before sending your message.', 'stagecraft' ),
			'invalid_required'         => __( 'Please fill out this field.', 'stagecraft' ),
			'invalid_too_long'         => __( 'This field has a too long input.', 'stagecraft' ),
			'invalid_too_short'        => __( 'This field has a too short input.', 'stagecraft' ),
			'upload_failed'            => __( 'There was an unknown error uploading the file.', 'stagecraft' ),
			'upload_file_type_invalid' => __( 'You are not allowed to upload files of this type.', 'stagecraft' ),
			'upload_file_too_large'    => __( 'The uploaded file is too large.', 'stagecraft' ),
			'quiz_answer_not_correct'  => __( 'The answer to the quiz is incorrect.', 'stagecraft' ),
			'captcha_not_match'        => __( 'Your entered code is incorrect.', 'stagecraft' ),
			'invalid_date'             => __( 'Please enter a date in YYYY-MM-DD format.', 'stagecraft' ),
			'date_too_early'           => __( 'This field has a too early date.', 'stagecraft' ),
			'date_too_late'            => __( 'This field has a too late date.', 'stagecraft' ),
			'invalid_day'              => __( 'This date is not on an accepted day of the week.', 'stagecraft' ),
			'invalid_time'             => __( 'Please enter a time in HH:MM format.', 'stagecraft' ),
			'invalid_number'           => __( 'Please enter a number.', 'stagecraft' ),
			'number_too_small'         => __( 'This field has a too small number.', 'stagecraft' ),
			'number_too_large'         => __( 'This field has a too large number.', 'stagecraft' ),
			'invalid_step'             => __( 'This number is not an accepted step.', 'stagecraft' ),
			'invalid_email'            => __( 'Please enter an email address.', 'stagecraft' ),
			'invalid_url'              => __( 'Please enter a URL.', 'stagecraft' ),
			'invalid_tel'              => __( 'Please enter a telephone number.', 'stagecraft' ),
			'invalid_choice'           => __( 'Please choose one of the listed options.', 'stagecraft' ),
			'too_few_items'            => __( 'Please select more items.', 'stagecraft' ),
			'too_many_items'           => __( 'Please select fewer items.', 'stagecraft' ),
			'rate_limited'             => __( 'Too many submissions. Please wait a minute and try again.', 'stagecraft' ),
		);
	}
}
