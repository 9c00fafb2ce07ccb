<?php
/**
 * The address of a link action.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\LinkHref;
use PHPUnit\Framework\TestCase;

/**
 * The server answers the shared cases as the client does (tests/fixtures/link-href.json).
 */
final class LinkHrefTest extends TestCase {

	public function test_the_shared_cases(): void {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/link-href.json' ), true );
		$this->assertNotEmpty( $fixture['cases'] );
		foreach ( $fixture['cases'] as $case ) {
			$this->assertSame(
				$case['href'],
				LinkHref::of( $case['action'], 'https', $fixture['page']['host'] ),
				(string) wp_json_encode( $case['action'] )
			);
		}
	}
}
