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
		foreach ( $limits as $attr => list( $name, $message ) ) {
			if ( '' !== $this->str( $attr ) ) {
				$rules[] = $rule( $name, $message, array( 'threshold' => $this->str( $attr ) ) );
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
			$rules[] = $rule( 'maxfilesize', 'upload_file_too_large', array( 'threshold' => '' !== $this->str( 'limit' ) ? $this->str( 'limit' ) : (string) wp_max_upload_size() ) );
		}
		return $rules;
	}
}
