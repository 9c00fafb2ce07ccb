<?php
/**
 * The allow-lists of module text.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Schema\SharedRules;
use Stagecraft\Storage\RichText;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Text and button layers keep inline formatting and links; everything else is plain text.
 */
final class RichTextTest extends IntegrationTestCase {

	public function test_text_and_buttons_keep_inline_formatting_and_links(): void {
		$html = '<strong>Bold</strong> <em>it</em><br><a href="https://example.org" title="t">link</a><div>block</div><img src="x" onerror="y"><script>z()</script>';

		$expected = '<strong>Bold</strong> <em>it</em><br><a href="https://example.org" title="t">link</a>blockz()';
		$this->assertSame( $expected, RichText::layer( $html, 'text' ) );
		$this->assertSame( $expected, RichText::layer( $html, 'button' ) );
	}

	public function test_other_layers_are_plain_text(): void {
		$this->assertSame( 'Bold link', RichText::layer( '<strong>Bold</strong> <a href="/">link</a>', 'image' ) );
		$this->assertSame( 'x', RichText::plain( '<span onclick="a()">x</span>' ) );
	}

	public function test_links_are_made_safe(): void {
		$this->assertSame( '<a href="/x" target="_blank" rel="nofollow noopener">x</a>', RichText::layer( '<a href="/x" target="_blank" rel="nofollow">x</a>', 'text' ) );
		$this->assertSame( '<a href="alert(1)">x</a>', RichText::layer( '<a href="javascript:alert(1)">x</a>', 'text' ) );
		$this->assertSame( 'alert(1)', RichText::url( 'javascript:alert(1)' ) );
		$this->assertSame( '/wp-content/uploads/a.jpg', RichText::url( '/wp-content/uploads/a.jpg' ) );
		$this->assertSame( 'hero.jpg', RichText::url( 'hero.jpg' ), 'relative URLs stay relative' );
	}

	public function test_param_text_is_cut_to_its_limit(): void {
		$this->assertSame( 'abc', RichText::limited( '<b>abc</b>def', 3 ) );
		$this->assertSame( 500, mb_strlen( RichText::limited( str_repeat( 'é', 600 ), 0 ) ) );
	}

	public function test_the_allow_list_is_the_one_generated_from_the_shared_schema(): void {
		$this->assertSame( array_keys( SharedRules::RICH_TEXT_ALLOWED ), array_keys( RichText::inline() ) );
		$this->assertSame( SharedRules::RICH_TEXT_ALLOWED['a'], array_keys( RichText::inline()['a'] ) );
		$this->assertContains( 'rel', SharedRules::RICH_TEXT_ALLOWED['a'] );
	}
}
