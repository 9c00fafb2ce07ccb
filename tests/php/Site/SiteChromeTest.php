<?php
/**
 * Server side of the site chrome: consent setting, head defaults and block markup.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\ConsentSettings;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * What exists before any script runs.
 */
final class SiteChromeTest extends IntegrationTestCase {

	public function test_consent_setting_defaults_and_rejects_bad_values(): void {
		delete_option( ConsentSettings::OPTION );
		$this->assertSame(
			array(
				'cookie'   => 'mfn-consent',
				'days'     => 365,
				'revision' => 1,
			),
			ConsentSettings::get()
		);
		update_option(
			ConsentSettings::OPTION,
			array(
				'cookie'   => 'bad name;',
				'days'     => -3,
				'revision' => 4,
			)
		);
		$this->assertSame(
			array(
				'cookie'   => 'mfn-consent',
				'days'     => 365,
				'revision' => 4,
			),
			ConsentSettings::get()
		);
	}

	public function test_head_script_denies_all_four_before_any_tag(): void {
		delete_option( ConsentSettings::OPTION );
		ob_start();
		ConsentSettings::print_defaults();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'id="stagecraft-consent-default"', $html );
		$this->assertStringContainsString( '"ad_storage","ad_user_data","ad_personalization","analytics_storage"', $html );
		$this->assertStringContainsString( 'wait_for_update:500', $html );
		$this->assertStringContainsString( '("mfn-consent",1)', $html );
	}

	public function test_consent_dialog_has_tabs_and_four_actions(): void {
		$html = do_blocks( '<!-- wp:stagecraft/consent /-->' );

		$this->assertStringContainsString( 'data-cookie="mfn-consent"', $html );
		$this->assertStringContainsString( 'data-days="365"', $html );
		$this->assertSame( 3, substr_count( $html, 'role="tab"' ) );
		$this->assertSame( 3, substr_count( $html, 'role="tabpanel"' ) );
		foreach ( array( 'deny', 'customize', 'allow-selected', 'allow-all' ) as $action ) {
			$this->assertStringContainsString( 'data-consent-action="' . $action . '"', $html );
		}
		$this->assertMatchesRegularExpression( '/<dialog class="stagecraft-consent__dialog" aria-labelledby="[^"]+">/', $html );
	}

	public function test_consent_dialog_opens_on_its_heading_and_announces_the_choice_outside_it(): void {
		$html = do_blocks( '<!-- wp:stagecraft/consent /-->' );

		// The script focuses the heading on open, so Enter on arrival chooses nothing.
		$this->assertMatchesRegularExpression( '/<h2 class="stagecraft-consent__title" tabindex="-1" id="[^"]+-title">/', $html );
		// The status line stays in the page once the dialog has closed.
		$after_dialog = substr( $html, (int) strpos( $html, '</dialog>' ) );
		$this->assertMatchesRegularExpression( '/<p class="screen-reader-text" role="status" data-consent-status data-message-saved="[^"]+" data-message-deny="[^"]+"><\/p>/', $after_dialog );
	}

	public function test_header_prints_the_mobile_breakpoint_and_toggle_wiring(): void {
		$html = do_blocks( '<!-- wp:stagecraft/site-header {"mobileBreakpoint":900,"stickyLogoHeight":500} /-->' );

		// The breakpoint rules go to the head with the block's stylesheet.
		$this->assertStringContainsString( '@media (max-width: 899px)', implode( "\n", (array) wp_styles()->get_data( 'stagecraft-site-header-style', 'after' ) ) );
		$this->assertStringContainsString( 'data-logo-height="110"', $html );
		$this->assertStringContainsString( 'data-stagecraft-sticky="1"', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="stagecraft-header__toggle" aria-expanded="false" aria-controls="([^"]+)">/', $html );
		preg_match( '/aria-controls="([^"]+-slide)"/', $html, $match );
		$this->assertMatchesRegularExpression( '/id="' . preg_quote( $match[1], '/' ) . '"[^>]* hidden>/', $html );
	}

	public function test_closed_section_is_hidden_from_the_first_paint(): void {
		$block = '<!-- wp:stagecraft/closeable-section {"uid":"bar","closeDays":3} --><p>Notice</p><!-- /wp:stagecraft/closeable-section -->';
		$open  = do_blocks( $block );
		$this->assertStringContainsString( 'data-uid="bar" data-close-days="3">', $open );

		$_COOKIE['mfn_closed_section_bar'] = '1';
		$closed                            = do_blocks( $block );
		unset( $_COOKIE['mfn_closed_section_bar'] );
		$this->assertStringContainsString( 'data-uid="bar" data-close-days="3" hidden>', $closed );
	}

	public function test_popup_is_a_labelled_closed_dialog_with_its_settings(): void {
		$html = do_blocks( '<!-- wp:stagecraft/popup {"popupId":"news","title":"News","display":"start-delay","displayDelay":2,"hideDelay":10,"closeButtonDelay":1,"blur":true} --><p>Hi</p><!-- /wp:stagecraft/popup -->' );

		$this->assertStringContainsString( 'id="mfn-popup-news"', $html );
		$this->assertStringContainsString( 'aria-labelledby="mfn-popup-news-title"', $html );
		$this->assertStringContainsString( 'data-display="start-delay"', $html );
		$this->assertStringContainsString( 'data-hidedelay="10"', $html );
		$this->assertStringContainsString( 'data-closebuttondelay="1"', $html );
		$this->assertStringContainsString( 'data-blur="1"', $html );
		$this->assertStringContainsString( 'data-cookie="one-time"', $html );
		$this->assertStringNotContainsString( ' open', $html );
	}
}
