<?php
/**
 * Helpers for contact form tests.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\FormPostType;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Forms built from field attributes, and multipart requests to the feedback route.
 */
trait ContactForms {

	/**
	 * A published form whose content is one field block per attribute set.
	 *
	 * @param list<array<string,mixed>> $fields   Field block attributes.
	 * @param array<string,mixed>       $settings Mail settings and messages.
	 */
	protected function form( array $fields, array $settings = array() ): int {
		$content = '';
		foreach ( $fields as $attrs ) {
			$content .= '<!-- wp:stagecraft/form-field ' . wp_json_encode( $attrs ) . ' /-->' . "\n";
		}
		$id = wp_insert_post(
			array(
				'post_type'    => FormPostType::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => 'Test form',
				'post_content' => wp_slash( $content ),
			),
			true
		);
		$this->assertIsInt( $id );
		update_post_meta( $id, FormPostType::META, wp_slash( (string) wp_json_encode( $settings ) ) );
		return $id;
	}

	/**
	 * The usual contact form: name, email, message, consent, submit.
	 */
	protected function contact_form(): int {
		return $this->form(
			array(
				array(
					'type'     => 'text',
					'name'     => 'your-name',
					'label'    => 'Name',
					'required' => true,
				),
				array(
					'type'     => 'email',
					'name'     => 'your-email',
					'label'    => 'Email',
					'required' => true,
				),
				array(
					'type'      => 'textarea',
					'name'      => 'your-message',
					'maxlength' => '20',
				),
				array(
					'type'  => 'acceptance',
					'name'  => 'consent',
					'label' => 'I agree',
				),
				array( 'type' => 'submit' ),
			),
			array(
				'mail' => array(
					'to'       => 'owner@example.org',
					'subject'  => 'Hello from [your-name]',
					'body'     => "From [your-name] <[your-email]>\n[your-message]",
					'reply_to' => '[your-email]',
				),
			)
		);
	}

	/**
	 * POSTs the feedback route.
	 *
	 * @param int                  $id      Form id.
	 * @param array<string,mixed>  $fields  Body fields.
	 * @param array<string,string> $headers Headers (multipart and a browser user agent by default).
	 */
	protected function feedback( int $id, array $fields, array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . $id . '/feedback' );
		$headers = $headers + array(
			'Content-Type' => 'multipart/form-data; boundary=x',
			'User-Agent'   => 'Mozilla/5.0 (X11; Linux x86_64) Test',
		);
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body_params( $fields + array( '_wpcf7_unit_tag' => 'wpcf7-f' . $id . '-o1' ) );
		return rest_get_server()->dispatch( $request );
	}
}
