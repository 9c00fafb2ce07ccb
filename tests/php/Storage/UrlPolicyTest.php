<?php
/**
 * The URL policy: refused on save, dropped in every render path, the same as the runtime's.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Storage;

use Stagecraft\Blocks\ModuleMarkup;
use Stagecraft\Schema\SharedRules;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\UrlPolicy;
use Stagecraft\Tests\IntegrationTestCase;
use Stagecraft\Tests\RestRequests;

/**
 * A javascript: link never reaches a visitor, whichever way it came in.
 */
final class UrlPolicyTest extends IntegrationTestCase {

	use RestRequests;

	/**
	 * The shared vectors: what esc_url_raw() answers, which src/schema/url.test.ts checks too.
	 *
	 * @return array<string,array{string,string}>
	 */
	public static function vectors(): array {
		$file = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/url-policy.json' ), true );
		$rows = array();
		foreach ( $file['cases'] as $case ) {
			$rows[ wp_json_encode( $case['in'] ) ] = array( $case['in'], $case['out'] );
		}
		return $rows;
	}

	/**
	 * Each vector.
	 *
	 * @dataProvider vectors
	 * @param string $in  URL.
	 * @param string $out What esc_url_raw() makes of it.
	 */
	public function test_the_shared_vectors_are_what_esc_url_raw_answers( string $in, string $out ): void {
		$this->assertSame( $out, esc_url_raw( $in ) );
	}

	public function test_the_runtime_allows_the_schemes_wordpress_allows(): void {
		$this->assertGreaterThan( 40, count( self::vectors() ) );
		$this->assertSame( wp_allowed_protocols(), SharedRules::URL_PROTOCOLS );
	}

	/**
	 * A module whose button links somewhere.
	 *
	 * @param string $alias Alias.
	 * @param string $link  The link.
	 */
	private function linked( string $alias, string $link ): array {
		$module                                    = $this->module( $alias );
		$module['slides'][0]['layers'][]           = array(
			'id'      => 4,
			'pid'     => -1,
			'type'    => 'button',
			'tag'     => 'a',
			'content' => array( 'text' => 'Go' ),
			'actions' => array(
				array(
					'a'     => 'link',
					'evt'   => 'click',
					'ltype' => 'a',
					'link'  => $link,
				),
			),
		);
		$module['slides'][0]['bg']['image']['src'] = $link;
		return $module;
	}

	public function test_a_disallowed_scheme_is_refused_on_save_naming_the_fields(): void {
		wp_set_current_user( 1 );
		foreach ( array( 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', "java\tscript:alert(1)", "java\nscript:alert(1)", '  javascript:alert(1)', "\u{0001}javascript:alert(1)", 'data:text/html,x' ) as $i => $bad ) {
			$response = $this->send( 'POST', '/stagecraft/v1/modules', $this->linked( 'bad-' . $i, $bad ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $bad ) );
			$this->assertSame( 'stagecraft_invalid_url', $response->get_data()['code'] );
			$this->assertStringContainsString( 'module[slides][0][layers][1][actions][0][link]', $response->get_data()['message'] );
			$this->assertStringContainsString( 'module[slides][0][bg][image][src]', $response->get_data()['message'] );
		}
		$this->assertSame( 201, $this->send( 'POST', '/stagecraft/v1/modules', $this->linked( 'good', 'https://example.org/?a=1&b=2' ) )->get_status() );
	}

	public function test_a_planted_link_renders_harmless_in_the_rest_reply_and_the_server_markup(): void {
		// Written past the REST check, straight into the database, as an old version or a
		// direct write could have left it.
		global $wpdb;
		$id     = ( new ModuleRepository() )->save( $this->linked( 'planted', 'https://example.org/' ) );
		$stored = json_decode( (string) get_post_field( 'post_content', $id ), true );
		$stored['slides'][0]['layers'][1]['actions'][0]['link'] = "java\tscript:alert(1)";
		$stored['slides'][0]['bg']['image']['src']              = 'javascript:alert(2)';
		$wpdb->update( $wpdb->posts, array( 'post_content' => wp_json_encode( $stored ) ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		wp_cache_flush();

		$reply = $this->rest( 'GET', '/stagecraft/v1/sliders/planted', array( 'alias' => 'true' ) )->get_data();
		$link  = $reply['slides'][0]['layers'][1]['actions'][0]['link'] ?? '';
		$this->assertStringNotContainsString( 'script', (string) wp_json_encode( $reply['slides'] ) );
		$this->assertSame( array(), UrlPolicy::refused( $reply ), 'every URL in the reply passes the policy' );
		$this->assertTrue( '' === $link || str_starts_with( $link, 'http' ), $link );

		$html = do_blocks( '<!-- wp:stagecraft/module {"alias":"planted"} /-->' );
		$this->assertStringContainsString( 'data-alias="planted"', $html );
		$this->assertStringNotContainsString( 'script:alert', $html );
		$this->assertStringNotContainsString( 'script:', $html );
		$this->assertSame( array(), UrlPolicy::refused( UrlPolicy::clean( $stored ) ) );
	}
}
