<?php
/**
 * Submitted values and files of one form, as the rules see them.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rules;

/**
 * Values by field name (without `[]`), files as name, type and size only.
 */
final class RuleInput {

	/**
	 * Builds the input.
	 *
	 * @param array<string,list<string>>                                  $values Values by field.
	 * @param array<string,list<array{name:string,type:string,size:int}>> $files  Files by field.
	 */
	public function __construct(
		public readonly array $values = array(),
		public readonly array $files = array()
	) {}

	/**
	 * Values of a field.
	 *
	 * @param string $field Field name.
	 * @return list<string>
	 */
	public function strings( string $field ): array {
		return $this->values[ $field ] ?? array();
	}

	/**
	 * Trimmed non-blank values of a field: format rules ignore empty fields.
	 *
	 * @param string $field Field name.
	 * @return list<string>
	 */
	public function filled( string $field ): array {
		$out = array();
		foreach ( $this->strings( $field ) as $value ) {
			if ( ! Text::is_blank( $value ) ) {
				$out[] = Text::trim( $value );
			}
		}
		return $out;
	}

	/**
	 * Files of a field.
	 *
	 * @param string $field Field name.
	 * @return list<array{name:string,type:string,size:int}>
	 */
	public function files( string $field ): array {
		return $this->files[ $field ] ?? array();
	}
}
