<?php
/**
 * One field of a form, read from a stagecraft/form-field block.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * The block's attributes, typed, and the validation rules they imply. The rules are derived here
 * once: the schema route sends them to the client and the server runs the very same list.
 */
final class FormField {

	public const TYPES = array( 'text', 'email', 'url', 'tel', 'number', 'date', 'time', 'textarea', 'select', 'checkbox', 'radio', 'acceptance', 'file', 'quiz', 'captcha', 'hidden', 'submit' );

	// Contact Form 7's limits for a field that sets none: 400 characters in its text fields,
	// 2000 in a textarea, 1 MB per file field.
	public const DEFAULT_MAXLENGTH = array(
		'text'     => 400,
		'email'    => 400,
		'url'      => 400,
		'tel'      => 400,
		'textarea' => 2000,
	);

	public const DEFAULT_FILE_LIMIT = 1048576;

	/**
	 * Reads a block's attributes.
	 *
	 * @param array<string,mixed> $attrs Block attributes.
	 */
	public function __construct( public readonly array $attrs ) {}

	/**
	 * Field type, text when unknown.
	 */
	public function type(): string {
		$type = $this->str( 'type' );
		return in_array( $type, self::TYPES, true ) ? $type : 'text';
	}

	/**
	 * Field name: letters, digits, - and _ only.
	 */
	public function name(): string {
		return (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $this->str( 'name' ) );
	}

	/**
	 * The control's own HTML id (Contact Form 7's id: option), '' when unset or not a valid name.
	 * The reply's idref carries it so a client can link an error to the control.
	 */
	public function html_id(): string {
		$id = $this->str( 'htmlId' );
		return preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]*$/', $id ) ? $id : '';
	}

	/**
	 * A string attribute.
	 *
	 * @param string $key Attribute.
	 */
	public function str( string $key ): string {
		$value = $this->attrs[ $key ] ?? '';
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A boolean attribute.
	 *
	 * @param string $key Attribute.
	 */
	public function flag( string $key ): bool {
		return ! empty( $this->attrs[ $key ] );
	}

	/**
	 * Options of select, checkbox and radio.
	 *
	 * @return list<string>
	 */
	public function options(): array {
		$options = $this->attrs['options'] ?? array();
		return is_array( $options ) ? array_values( array_filter( array_map( static fn( $o ) => is_scalar( $o ) ? trim( (string) $o ) : '', $options ), static fn( string $s ): bool => '' !== $s ) ) : array();
	}

	/**
	 * Accepted file types, e.g. ".pdf, image/*".
	 *
	 * @return list<string>
	 */
	public function accept(): array {
		$list = array_values( array_filter( array_map( 'trim', explode( ',', $this->str( 'accept' ) ) ), static fn( string $s ): bool => '' !== $s ) );
		// Unset, Contact Form 7 accepts audio, video and images; an empty list would refuse every file.
		return array() !== $list ? $list : array( 'audio/*', 'video/*', 'image/*' );
	}

	/**
	 * The maximum length in characters: the field's own, else Contact Form 7's default for its
	 * type ('' for types without one).
	 */
	public function maxlength(): string {
		$own = $this->str( 'maxlength' );
		return '' !== $own ? $own : (string) ( self::DEFAULT_MAXLENGTH[ $this->type() ] ?? '' );
	}

	/**
	 * A file field's size limit in bytes: its own (bytes, or with kb/mb as Contact Form 7 writes
	 * it), else 1 MB.
	 */
	public function file_limit(): int {
		if ( ! preg_match( '/^([0-9]{1,12})(kb|mb)?$/i', $this->str( 'limit' ), $match ) ) {
			return self::DEFAULT_FILE_LIMIT;
		}
		$units = array(
			''   => 1,
			'kb' => 1024,
			'mb' => 1048576,
		);
		return (int) $match[1] * $units[ strtolower( $match[2] ?? '' ) ];
	}

	/**
	 * Whether the field submits a value the rules look at.
	 */
	public function has_value(): bool {
		return '' !== $this->name() && 'submit' !== $this->type();
	}

	/**
	 * Validation rules in Contact Form 7's schema format.
	 *
	 * @param array<string,string> $messages Messages by key.
	 * @return list<array<string,mixed>>
	 */
	public function rules( array $messages ): array {
		$type  = $this->type();
		$field = $this->name();
		if ( ! $this->has_value() || in_array( $type, array( 'acceptance', 'quiz', 'captcha', 'hidden' ), true ) ) {
			return array();
		}
		$rule  = static fn( string $name, string $message, array $extra = array() ): array => array_merge(
			array(
				'rule'  => $name,
				'field' => $field,
				'error' => $messages[ $message ] ?? '',
			),
			$extra
		);
		$rules = array();
		if ( $this->flag( 'required' ) ) {
			$rules[] = $rule( 'file' === $type ? 'requiredfile' : 'required', 'invalid_required' );
		}
		$formats = array(
			'email'  => 'invalid_email',
			'url'    => 'invalid_url',
			'tel'    => 'invalid_tel',
			'number' => 'invalid_number',
			'date'   => 'invalid_date',
			'time'   => 'invalid_time',
		);
		if ( isset( $formats[ $type ] ) ) {
			$rules[] = $rule( $type, $formats[ $type ] );
		}
		$limits = array(
			'minlength' => array( 'minlength', 'invalid_too_short' ),
			'maxlength' => array( 'maxlength', 'invalid_too_long' ),
			'min'       => array( 'date' === $type ? 'mindate' : 'minnumber', 'date' === $type ? 'date_too_early' : 'number_too_small' ),
			'max'       => array( 'date' === $type ? 'maxdate' : 'maxnumber', 'date' === $type ? 'date_too_late' : 'number_too_large' ),
			'minItems'  => array( 'minitems', 'too_few_items' ),
			'maxItems'  => array( 'maxitems', 'too_many_items' ),
		);
		$counts = array( 'minlength', 'maxlength', 'minItems', 'maxItems' );
		foreach ( $limits as $attr => list( $name, $message ) ) {
			$value = 'maxlength' === $attr ? $this->maxlength() : $this->str( $attr );
			if ( '' !== $value ) {
				// Counts are integers in Contact Form 7's schema (absint); number and date bounds stay strings.
				$rules[] = $rule( $name, $message, array( 'threshold' => in_array( $attr, $counts, true ) ? absint( $value ) : $value ) );
			}
		}
		if ( 'number' === $type && '' !== $this->str( 'step' ) && 'any' !== $this->str( 'step' ) ) {
			$base    = '' !== $this->str( 'min' ) ? $this->str( 'min' ) : '0';
			$rules[] = $rule(
				'stepnumber',
				'invalid_step',
				array(
					'base'     => $base,
					'interval' => $this->str( 'step' ),
				)
			);
		}
		$days = $this->attrs['days'] ?? null;
		if ( 'date' === $type && is_array( $days ) && array() !== $days ) {
			$rules[] = $rule( 'dayofweek', 'invalid_day', array( 'accept' => array_values( array_map( 'intval', $days ) ) ) );
		}
		if ( in_array( $type, array( 'select', 'checkbox', 'radio' ), true ) && ! $this->flag( 'freeText' ) ) {
			$rules[] = $rule( 'enum', 'invalid_choice', array( 'accept' => $this->options() ) );
		}
		if ( 'file' === $type ) {
			$rules[] = $rule( 'file', 'upload_file_type_invalid', array( 'accept' => $this->accept() ) );
			$rules[] = $rule( 'maxfilesize', 'upload_file_too_large', array( 'threshold' => $this->file_limit() ) );
		}
		return $rules;
	}
}
