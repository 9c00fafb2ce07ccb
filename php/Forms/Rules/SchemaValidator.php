<?php
/**
 * Runs a whole validation schema.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms\Rules;

/**
 * The first broken rule of each field wins and later rules on that field are skipped, exactly as
 * the client does it (src/forms/rules/validate.ts).
 */
final class SchemaValidator {

	/**
	 * Errors by field name.
	 *
	 * @param list<array<string,mixed>> $rules Schema rules.
	 * @param RuleInput                 $input Submitted data.
	 * @return array<string,string>
	 */
	public static function validate( array $rules, RuleInput $input ): array {
		$errors = array();
		foreach ( $rules as $rule ) {
			$field = self::field_of( $rule );
			if ( isset( $errors[ $field ] ) ) {
				continue;
			}
			$error = RuleSet::check( $rule, $input );
			if ( null !== $error ) {
				$errors[ $field ] = $error;
			}
		}
		return $errors;
	}

	/**
	 * The field a rule reports on: its own, or the first one among its sub-rules.
	 *
	 * @param array<string,mixed> $rule Rule.
	 */
	public static function field_of( array $rule ): string {
		if ( is_string( $rule['field'] ?? null ) && '' !== $rule['field'] ) {
			return $rule['field'];
		}
		foreach ( is_array( $rule['rules'] ?? null ) ? $rule['rules'] : array() as $sub ) {
			$field = is_array( $sub ) ? self::field_of( $sub ) : '';
			if ( '' !== $field ) {
				return $field;
			}
		}
		return '';
	}
}
