<?php
/**
 * GET feedback/schema and GET refill.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Tests\IntegrationTestCase;
use WP_REST_Request;

/**
 * The schema lists every field's rules; refill is an empty array without quiz.
 */
final class SchemaAndRefillTest extends IntegrationTestCase {

	use ContactForms;

	private function get( string $route ): \WP_REST_Response {
		return rest_get_server()->dispatch( new WP_REST_Request( 'GET', $route ) );
	}

	public function test_schema_has_version_locale_and_rules_in_field_order(): void {
		$id   = $this->form(
			array(
				array(
					'type'     => 'number',
					'name'     => 'n',
					'required' => true,
					'min'      => '1',
					'max'      => '9',
					'step'     => '2',
				),
				array(
					'type' => 'date',
					'name' => 'd',
					'min'  => '2024-01-01',
					'days' => array( 1, 2 ),
				),
				array(
					'type'    => 'select',
					'name'    => 's',
					'options' => array( 'A', 'B' ),
				),
				array(
					'type'   => 'file',
					'name'   => 'f',
					'accept' => '.pdf, image/*',
					'limit'  => '1000',
				),
			),
			array( 'messages' => array( 'invalid_required' => 'Needed!' ) )
		);
		$data = $this->get( '/contact-form-7/v1/contact-forms/' . $id . '/feedback/schema' )->get_data();

		$this->assertSame( 'Contact Form 7 SWV Schema 2024-10', $data['version'] );
		$this->assertSame( get_locale(), $data['locale'] );
		$this->assertSame(
			array( 'required', 'number', 'minnumber', 'maxnumber', 'stepnumber', 'date', 'mindate', 'dayofweek', 'enum', 'file', 'maxfilesize' ),
			array_column( $data['rules'], 'rule' )
		);
		$this->assertSame(
			array(
				'rule'  => 'required',
				'field' => 'n',
				'error' => 'Needed!',
			),
			$data['rules'][0]
		);
		$this->assertSame(
			array(
				'rule'     => 'stepnumber',
				'field'    => 'n',
				'error'    => 'This number is not an accepted step.',
				'base'     => '1',
				'interval' => '2',
			),
			$data['rules'][4]
		);
		$this->assertSame( array( 1, 2 ), $data['rules'][7]['accept'] );
		$this->assertSame( array( '.pdf', 'image/*' ), $data['rules'][9]['accept'] );
		$this->assertSame( 1000, $data['rules'][10]['threshold'] );
	}

	public function test_unknown_form_is_404_on_every_route(): void {
		foreach ( array( 'feedback/schema', 'refill' ) as $route ) {
			$reply = $this->get( '/contact-form-7/v1/contact-forms/999999/' . $route );
			$this->assertSame( 404, $reply->get_status() );
			$this->assertSame( 'wpcf7_not_found', $reply->get_data()['code'] );
		}
	}

	public function test_refill_is_an_empty_array_without_quiz_and_quiz_data_with_one(): void {
		$plain = $this->contact_form();
		$this->assertSame( '[]', wp_json_encode( $this->get( '/contact-form-7/v1/contact-forms/' . $plain . '/refill' )->get_data() ) );

		$quiz = $this->form(
			array(
				array(
					'type'     => 'quiz',
					'name'     => 'q',
					'question' => '1+1?',
					'answer'   => '2',
				),
			)
		);
		$data = $this->get( '/contact-form-7/v1/contact-forms/' . $quiz . '/refill' )->get_data();
		$this->assertSame( '1+1?', $data['quiz']['q'][0] );
		$this->assertSame( \Stagecraft\Forms\Quiz::hash( '2' ), $data['quiz']['q'][1] );
	}

	public function test_drafts_are_not_forms(): void {
		$id = $this->contact_form();
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 404, $this->get( '/contact-form-7/v1/contact-forms/' . $id . '/feedback/schema' )->get_status() );
	}
}
