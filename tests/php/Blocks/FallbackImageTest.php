<?php
/**
 * The module's fallback image.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\FallbackImage;
use Stagecraft\Blocks\ModuleMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The image of general.fallbackURL is printed, hidden, only when fallbackType names where it applies.
 */
final class FallbackImageTest extends IntegrationTestCase {

	/**
	 * A module with the given general settings.
	 *
	 * @param array<string,mixed> $general Settings.
	 * @return array<string,mixed>
	 */
	private function fallback_module( array $general ): array {
		return array(
			'id'       => 9,
			'alias'    => 'fallback',
			'title'    => 'Offers & news',
			'settings' => array( 'general' => $general ),
			'slides'   => array(),
		);
	}

	public function test_the_image_names_where_it_applies_and_is_escaped(): void {
		$html = FallbackImage::markup(
			$this->fallback_module(
				array(
					'fallbackURL'  => 'https://example.test/f.jpg?a=1&b=2',
					'fallbackType' => 'both',
				)
			)
		);
		$this->assertSame(
			'<img class="stagecraft-module__fallback stagecraft-module__fallback--both" src="https://example.test/f.jpg?a=1&#038;b=2" alt="Offers &amp; news" loading="lazy" decoding="async">',
			$html
		);
	}

	public function test_no_image_without_an_url_a_type_or_a_safe_scheme(): void {
		$this->assertSame( '', FallbackImage::markup( $this->fallback_module( array( 'fallbackType' => 'mobile' ) ) ) );
		$this->assertSame(
			'',
			FallbackImage::markup(
				$this->fallback_module(
					array(
						'fallbackURL'  => '/f.jpg',
						'fallbackType' => 'off',
					)
				)
			)
		);
		$this->assertSame(
			'',
			FallbackImage::markup(
				$this->fallback_module(
					array(
						'fallbackURL'  => '/f.jpg',
						'fallbackType' => 'ie8',
					)
				)
			)
		);
		$this->assertSame(
			'',
			FallbackImage::markup(
				$this->fallback_module(
					array(
						'fallbackURL'  => 'javascript:alert(1)',
						'fallbackType' => 'old',
					)
				)
			)
		);
	}

	public function test_the_module_markup_carries_it_after_the_stage(): void {
		$html = ModuleMarkup::render(
			$this->fallback_module(
				array(
					'fallbackURL'  => '/f.jpg',
					'fallbackType' => 'old',
				)
			)
		);
		$this->assertStringContainsString( '</div><img class="stagecraft-module__fallback stagecraft-module__fallback--old" src="/f.jpg"', $html );
	}
}
