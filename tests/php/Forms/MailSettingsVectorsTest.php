<?php
/**
 * The shared mail settings cases of tests/fixtures/mail-settings.json.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\MailSettings;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Jest runs the same file against src/forms/mail-settings.ts: the editor panel and the server
 * give the same errors for every case.
 */
final class MailSettingsVectorsTest extends IntegrationTestCase {

	/**
	 * Every case, by its name.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public static function cases(): array {
		$data  = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/mail-settings.json' ), true, 512, JSON_THROW_ON_ERROR );
		$cases = array();
		foreach ( $data['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * One case.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string,mixed> $vector Case.
	 */
	public function test_case( array $vector ): void {
		$errors = MailSettings::validate( $vector['settings'], $vector['fields'], $vector['files'] );
		ksort( $errors );
		$expected = $vector['errors'];
		ksort( $expected );
		$this->assertSame( $expected, $errors );
	}

	public function test_there_are_cases_for_every_check(): void {
		$this->assertGreaterThanOrEqual( 30, count( self::cases() ) );
	}
}
