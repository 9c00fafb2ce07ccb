<?php
/**
 * The shared rule vectors of tests/fixtures/form-rules, against the PHP rules.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Unit\Forms;

use Stagecraft\Forms\Rules\RuleInput;
use Stagecraft\Forms\Rules\RuleSet;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Jest runs the same files against src/forms/rules: both must agree on every case.
 */
final class RuleVectorsTest extends TestCase {

	/**
	 * Every case of every fixture file.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:mixed,2:?string}>
	 */
	public static function cases(): array {
		$cases = array();
		$files = glob( dirname( __DIR__, 3 ) . '/fixtures/form-rules/*.json' );
		foreach ( $files ? $files : array() as $file ) {
			$data = json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR );
			foreach ( $data['groups'] as $g => $group ) {
				foreach ( array( 'valid', 'invalid' ) as $kind ) {
					foreach ( $group[ $kind ] as $i => $input ) {
						$expected       = 'valid' === $kind ? null : (string) ( $group['error'] ?? $group['rule']['error'] ?? '' );
						$name           = sprintf( '%s #%d %s %d: %s', basename( $file ), $g, $kind, $i, wp_json_encode( $input ) );
						$cases[ $name ] = array( $group['rule'], $input, $expected );
					}
				}
			}
		}
		return $cases;
	}

	/**
	 * Builds the rules' input the same way the Jest runner does.
	 *
	 * @param array<string,mixed> $rule Rule.
	 * @param mixed               $raw  Vector input.
	 */
	private static function input( array $rule, mixed $raw ): RuleInput {
		$field = $rule['field'] ?? $rule['rules'][0]['field'] ?? '';
		if ( is_string( $raw ) ) {
			return new RuleInput( array( $field => array( $raw ) ) );
		}
		if ( array_is_list( $raw ) ) {
			return new RuleInput( array( $field => $raw ) );
		}
		$files = $raw['files'] ?? array();
		if ( array_is_list( $files ) ) {
			$files = array( $field => $files );
		}
		return new RuleInput( $raw['values'] ?? array(), $files );
	}

	/**
	 * Each vector.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string,mixed> $rule     Rule.
	 * @param mixed               $raw      Input.
	 * @param string|null         $expected Error text, or null for valid.
	 */
	public function test_vector( array $rule, mixed $raw, ?string $expected ): void {
		$this->assertSame( $expected, RuleSet::check( $rule, self::input( $rule, $raw ) ) );
	}

	public function test_there_are_hundreds_of_vectors_covering_every_rule(): void {
		$cases = self::cases();
		$this->assertGreaterThanOrEqual( 300, count( $cases ) );
		$seen  = array();
		$visit = static function ( array $rule ) use ( &$visit, &$seen ): void {
			$seen[ $rule['rule'] ] = true;
			foreach ( $rule['rules'] ?? array() as $sub ) {
				$visit( $sub );
			}
		};
		foreach ( $cases as $case ) {
			$visit( $case[0] );
		}
		foreach ( RuleSet::NAMES as $name ) {
			$this->assertArrayHasKey( $name, $seen, $name );
		}
		$this->assertCount( 24, RuleSet::NAMES );
	}
}
