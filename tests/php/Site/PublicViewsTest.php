<?php
/**
 * What a visitor can read: every public REST view and page, checked for secrets.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Forms\ProofOfWork;
use Stagecraft\Forms\Uploads;
use Stagecraft\Tests\Forms\FeedbackTestCase;

/**
 * Signing and file keys, a form's mail settings and submissions never reach a visitor, whichever
 * post type, route or page they ask for.
 */
final class PublicViewsTest extends FeedbackTestCase {

	/**
	 * Texts no visitor may read anywhere.
	 *
	 * @return list<string>
	 */
	private function secrets(): array {
		ProofOfWork::challenge();
		Uploads::dir();
		$file_key = (string) get_option( Uploads::KEY_OPTION, '' );
		if ( '' === $file_key ) {
			add_option( Uploads::KEY_OPTION, base64_encode( random_bytes( 32 ) ), '', false ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a binary key in an option.
			$file_key = (string) get_option( Uploads::KEY_OPTION );
		}
		return array(
			(string) get_option( ProofOfWork::KEY_OPTION ),
			$file_key,
			'owner-secret@example.org',
			'Secret submission text',
		);
	}

	public function test_no_public_rest_view_or_stagecraft_route_shows_a_secret(): void {
		$form = $this->form(
			array(
				array(
					'type' => 'text',
					'name' => 'who',
				),
			),
			array(
				'mail' => array(
					'to'   => 'owner-secret@example.org',
					'body' => '[who]',
				),
			)
		);
		$this->feedback( $form, array( 'who' => 'Secret submission text' ) );
		$secrets = $this->secrets();
		wp_set_current_user( 0 );

		$routes = array();
		foreach ( get_post_types( array( 'show_in_rest' => true ), 'objects' ) as $type ) {
			$base     = is_string( $type->rest_base ) && '' !== $type->rest_base ? $type->rest_base : $type->name;
			$routes[] = '/' . ( $type->rest_namespace ? $type->rest_namespace : 'wp/v2' ) . '/' . $base;
		}
		$routes = array_merge(
			$routes,
			array(
				'/wp/v2/search',
				'/stagecraft/v1/sliders/hero-demo',
				'/stagecraft/v1/pow-challenge',
				'/contact-form-7/v1/contact-forms/' . $form . '/feedback/schema',
				'/contact-form-7/v1/contact-forms/' . $form . '/refill',
				'/',
			)
		);
		$this->assertContains( '/wp/v2/stagecraft_form', $routes );
		foreach ( array_unique( $routes ) as $route ) {
			$body = (string) wp_json_encode( rest_get_server()->dispatch( new \WP_REST_Request( 'GET', $route ) )->get_data() );
			foreach ( $secrets as $secret ) {
				$this->assertStringNotContainsString( $secret, $body, "GET $route shows a secret to a visitor" );
			}
		}
	}

	public function test_no_demo_page_shows_a_secret(): void {
		$secrets = $this->secrets();
		$pages   = get_posts(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'numberposts' => -1,
			)
		);
		$this->assertNotEmpty( $pages, 'the test site has its demo pages' );
		foreach ( $pages as $page ) {
			$response = wp_remote_get( get_permalink( $page ) );
			$this->assertIsArray( $response );
			$html = wp_remote_retrieve_body( $response );
			foreach ( array_slice( $secrets, 0, 2 ) as $secret ) {
				$this->assertStringNotContainsString( $secret, $html, get_permalink( $page ) . ' shows a key' );
			}
			$this->assertStringNotContainsString( 'owner@stagecraft.test', $html, get_permalink( $page ) . ' shows a form\'s mail address' );
		}
	}
}
