<?php
/**
 * The shared link rel cases of tests/fixtures/link-rel.json.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Storage\LinkRel;
use Stagecraft\Storage\RichText;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Jest runs the same file against src/module/normalise/links.ts and the client's rich text:
 * link actions and rich text links get the same rel on both sides.
 */
final class LinkRelTest extends IntegrationTestCase {

	/**
	 * Every case, named by its JSON.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public static function cases(): array {
		$data  = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/link-rel.json' ), true, 512, JSON_THROW_ON_ERROR );
		$cases = array();
		foreach ( $data['cases'] as $case ) {
			$cases[ (string) wp_json_encode( $case ) ] = array( $case );
		}
		return $cases;
	}

	/**
	 * A link action's rel, as the server's button markup writes it.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string,mixed> $vector Case.
	 */
	public function test_link_action( array $vector ): void {
		$this->assertSame( $vector['rel_expected'], LinkRel::of( $vector['rel'], $vector['target'], $vector['follow'] ?? null ) );
	}

	/**
	 * A rich text link's rel after the server cleaned the text.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string,mixed> $vector Case.
	 */
	public function test_rich_text_link( array $vector ): void {
		if ( array_key_exists( 'follow', $vector ) ) {
			// Only link actions have a follow flag; the action case above covers it.
			$this->assertSame( $vector['rel_expected'], LinkRel::of( $vector['rel'], $vector['target'], $vector['follow'] ) );
			return;
		}
		$attributes = '';
		foreach ( array( 'rel', 'target' ) as $name ) {
			$attributes .= null === $vector[ $name ] ? '' : sprintf( ' %s="%s"', $name, esc_attr( $vector[ $name ] ) );
		}
		$tags = new \WP_HTML_Tag_Processor( RichText::layer( '<a href="/x"' . $attributes . '>x</a>', 'text' ) );
		$this->assertTrue( $tags->next_tag( array( 'tag_name' => 'a' ) ) );
		$this->assertSame( $vector['rel_expected'], (string) $tags->get_attribute( 'rel' ) );
	}

	public function test_there_are_cases_for_actions_and_for_rich_text(): void {
		$cases = array_column( self::cases(), 0 );
		$this->assertGreaterThanOrEqual( 20, count( $cases ) );
		$this->assertNotEmpty( array_filter( $cases, static fn ( array $c ): bool => array_key_exists( 'follow', $c ) ) );
		$this->assertNotEmpty( array_filter( $cases, static fn ( array $c ): bool => ! array_key_exists( 'follow', $c ) ) );
	}
}
