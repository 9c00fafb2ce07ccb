<?php
/**
 * Server markup of a form.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\ContactForm;
use Stagecraft\Forms\FormMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * Contact Form 7's hidden fields and markup conventions.
 */
final class FormMarkupTest extends IntegrationTestCase {

	use ContactForms;

	public function test_wrapper_form_hidden_fields_and_controls_follow_cf7(): void {
		FormMarkup::reset();
		$id   = $this->contact_form();
		$html = FormMarkup::render( ContactForm::find( $id ) );
		$tag  = 'wpcf7-f' . $id . '-o1';

		$this->assertStringContainsString( '<div class="wpcf7 no-js" id="' . $tag . '"', $html );
		$this->assertStringContainsString( 'data-wpcf7-id="' . $id . '"', $html );
		$this->assertMatchesRegularExpression( '/<form [^>]*class="wpcf7-form init"[^>]*novalidate="novalidate" data-status="init"/', $html );
		foreach ( array(
			'_wpcf7'                  => (string) $id,
			'_wpcf7_version'          => '6.1.6',
			'_wpcf7_locale'           => get_locale(),
			'_wpcf7_unit_tag'         => $tag,
			'_wpcf7_container_post'   => '0',
			'_wpcf7_posted_data_hash' => '',
		) as $name => $value ) {
			$this->assertStringContainsString( '<input type="hidden" name="' . $name . '" value="' . $value . '" />', $html );
		}
		$this->assertStringContainsString( '<fieldset class="hidden-fields-container">', $html );
		$this->assertStringNotContainsString( '_wpnonce', $html );
		$this->assertStringContainsString( '<span class="wpcf7-form-control-wrap" data-name="your-email"><input type="email" name="your-email"', $html );
		$this->assertMatchesRegularExpression( '/class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required"[^>]*aria-invalid="false"/', $html );
		$this->assertStringContainsString( '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>', $html );
		$this->assertStringContainsString( '<div class="wpcf7-response-output" aria-hidden="true"></div>', $html );

		// The second form on the page gets o2; a logged-in visitor gets the nonce.
		wp_set_current_user( 1 );
		$second = FormMarkup::render( ContactForm::find( $id ) );
		$this->assertStringContainsString( 'wpcf7-f' . $id . '-o2', $second );
		$this->assertStringContainsString( 'name="_wpnonce"', $second );
	}

	public function test_values_are_escaped(): void {
		$id   = $this->form(
			array(
				array(
					'type'    => 'text',
					'name'    => 'x',
					'label'   => '<script>alert(1)</script>',
					'default' => '"><img src=x>',
				),
			)
		);
		$html = FormMarkup::render( ContactForm::find( $id ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '"><img', $html );
	}
}
