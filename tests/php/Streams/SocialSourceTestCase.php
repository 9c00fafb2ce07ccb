<?php
/**
 * What every social source's test checks, against the stand-in of its provider's API.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Streams;

use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Streams\SocialSource;
use Stagecraft\Streams\StreamCredentials;
use Stagecraft\Tests\IntegrationTestCase;
use WP_Error;

require_once dirname( __DIR__, 2 ) . '/e2e/stand-ins/social-apis.php';

/**
 * Each source's wp_remote_get reaches tests/e2e/stand-ins/social-apis.php (through
 * pre_http_request: the same answers the e2e site serves over HTTP), so the URL, query and
 * headers the source builds are what the stand-in reads, as the provider would.
 */
abstract class SocialSourceTestCase extends IntegrationTestCase {

	protected const BASE = 'https://stand-in.test';

	/**
	 * Requests made, as [url, args].
	 *
	 * @var list<array{0:string,1:array<string,mixed>}>
	 */
	protected array $requests = array();

	/**
	 * The source under test.
	 */
	abstract protected function source(): SocialSource;

	/**
	 * Settings of an account with items.
	 *
	 * @return array<string,string>
	 */
	abstract protected function account(): array;

	/**
	 * The settings naming a given stand-in case id (empty, missing, broken, down).
	 *
	 * @param string $id Case id.
	 * @return array<string,string>
	 */
	abstract protected function settings_for( string $id ): array;

	/**
	 * The query argument that asks for the page size.
	 */
	abstract protected function page_size_arg(): string;

	/**
	 * Checks the mapping of the stand-in's first item (item 1, the newest).
	 *
	 * @param array<string,mixed> $item First item.
	 */
	abstract protected function assert_first_item( array $item ): void;

	/**
	 * The provider's message for a refused credential and for a missing account.
	 *
	 * @return array{refused:string,missing:string}
	 */
	abstract protected function messages(): array;

	/**
	 * Routes the source's requests to the stand-in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->requests = array();
		add_filter( 'stagecraft_stream_api_base', array( $this, 'base' ), 20, 2 );
		add_filter( 'pre_http_request', array( $this, 'answer' ), 10, 3 );
		StreamCredentials::save( array( $this->source()->name() => STAGECRAFT_STAND_IN_CREDENTIAL ) );
	}

	/**
	 * Removes the routing.
	 */
	protected function tear_down(): void {
		remove_filter( 'stagecraft_stream_api_base', array( $this, 'base' ), 20 );
		remove_filter( 'pre_http_request', array( $this, 'answer' ), 10 );
		parent::tear_down();
	}

	/**
	 * The stand-in's base for a source.
	 *
	 * @param string $base   Documented base.
	 * @param string $source Source name.
	 */
	public function base( $base, $source ): string {
		return self::BASE . '/' . $source;
	}

	/**
	 * Answers a request with the stand-in.
	 *
	 * @param mixed               $pre  Earlier answer.
	 * @param array<string,mixed> $args Request arguments.
	 * @param string              $url  URL.
	 * @return array<string,mixed>|mixed
	 */
	public function answer( $pre, $args, $url ) {
		if ( false !== $pre || ! str_starts_with( $url, self::BASE . '/' ) ) {
			return $pre;
		}
		$this->requests[] = array( $url, $args );
		$parts            = wp_parse_url( $url );
		parse_str( (string) ( $parts['query'] ?? '' ), $query );
		$path                         = explode( '/', (string) ( $parts['path'] ?? '' ), 3 );
		list( $status, $type, $body ) = stagecraft_social_stand_in(
			'https://stand-in.test',
			$path[1] ?? '',
			'/' . ( $path[2] ?? '' ),
			$query,
			array_change_key_case( (array) ( $args['headers'] ?? array() ) )
		);
		return array(
			'headers'  => array( 'content-type' => $type ),
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => get_status_header_desc( $status ),
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * The items of a module with the given source settings.
	 *
	 * @param array<string,string> $settings settings.source.{name}.
	 * @return list<array<string,mixed>>|WP_Error
	 */
	protected function items( array $settings ) {
		$name = $this->source()->name();
		return $this->source()->items(
			array(
				'id'       => 1,
				'settings' => array(
					'source' => array(
						'type' => $name,
						$name  => $settings,
					),
				),
			),
			array( 'lang' => '' )
		);
	}

	public function test_maps_the_documented_reply_into_8_items(): void {
		$items = $this->items( $this->account() );

		$this->assertIsArray( $items );
		$this->assertCount( 8, $items, 'spec section 9: social stream, 8 items' );
		$this->assertCount( 1, $this->requests );
		list( $url, $args ) = $this->requests[0];
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( '8', $query[ $this->page_size_arg() ] ?? null, 'asks the API for 8' );
		$this->assertSame( SocialSource::TIMEOUT, $args['timeout'] );
		$this->assert_first_item( $items[0] );
		$this->assertSame( array( 'itemId', 'type', 'title', 'excerpt', 'content', 'link', 'date', 'author', 'alt', 'image' ), array_keys( $items[0] ) );
		// Newest first, as the API lists them.
		$this->assertGreaterThan( strtotime( $items[7]['date'] ), strtotime( $items[0]['date'] ) );
		foreach ( $items as $item ) {
			$this->assertStringNotContainsString( STAGECRAFT_STAND_IN_CREDENTIAL, (string) wp_json_encode( $item ) );
			$this->assertStringStartsWith( 'https://', $item['link'] );
		}
	}

	public function test_caches_the_feed_for_1200_seconds_per_settings(): void {
		$first = $this->items( $this->account() );
		$again = $this->items( $this->account() );

		$this->assertSame( $first, $again );
		$this->assertCount( 1, $this->requests, 'the second read comes from the cache' );
		global $wpdb;
		$timeouts = $wpdb->get_col( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_timeout\\_stagecraft\\_stream\\_%'" );
		$this->assertCount( 1, $timeouts );
		$this->assertEqualsWithDelta( time() + 1200, (int) $timeouts[0], 5, 'spec section 9: cache 1200' );

		$this->items( $this->settings_for( 'empty' ) );
		$this->assertCount( 2, $this->requests, 'other settings, another cache entry' );
		StreamCredentials::save( array( $this->source()->name() => STAGECRAFT_STAND_IN_CREDENTIAL . '-replaced' ) );
		$this->items( $this->account() );
		$this->assertCount( 3, $this->requests, 'a replaced credential reads afresh' );
	}

	public function test_a_refused_credential_is_a_failure_with_the_providers_message(): void {
		StreamCredentials::save( array( $this->source()->name() => 'not-the-credential' ) );

		$error = $this->items( $this->account() );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertStringContainsString( $this->messages()['refused'], $error->get_error_message() );
		$this->assertStringNotContainsString( 'not-the-credential', $error->get_error_message() );
	}

	public function test_each_error_shape_is_a_failure_and_failures_are_not_cached(): void {
		$cases = array(
			'missing' => $this->messages()['missing'],
			'empty'   => 'The feed has no items.',
			'broken'  => 'The reply is not the JSON the API documents.',
			'down'    => 'HTTP error 503.',
		);
		foreach ( $cases as $id => $message ) {
			$error = $this->items( $this->settings_for( $id ) );
			$this->assertInstanceOf( WP_Error::class, $error, $id );
			$this->assertStringContainsString( $message, $error->get_error_message(), $id );
			$this->assertStringStartsWith( $this->source()->label() . ': ', $error->get_error_message(), $id );
		}
		$this->items( $this->settings_for( 'missing' ) );
		$this->assertCount( 5, $this->requests, 'a failure is asked again' );
	}

	public function test_network_errors_fail_without_quoting_the_credential(): void {
		$timeout = static fn ( $pre, $args, $url ) => new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out for ' . $url );
		add_filter( 'pre_http_request', $timeout, 5, 3 );

		$error = $this->items( $this->account() );
		remove_filter( 'pre_http_request', $timeout, 5 );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertStringContainsString( 'cURL error 28', $error->get_error_message() );
		$this->assertStringNotContainsString( STAGECRAFT_STAND_IN_CREDENTIAL, $error->get_error_message() );
	}

	public function test_without_a_credential_nothing_is_asked(): void {
		StreamCredentials::save( array() );

		$error = $this->items( $this->account() );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 'stagecraft_stream_credentials', $error->get_error_code() );
		$this->assertSame( array(), $this->requests );
	}

	public function test_the_credential_never_reaches_the_modules_rest_or_page_output(): void {
		$alias                        = 'social-' . $this->source()->name();
		$module                       = $this->module( $alias );
		$module['settings']['source'] = array(
			'type'                  => $this->source()->name(),
			$this->source()->name() => $this->account(),
		);
		$this->assertIsInt( ( new ModuleRepository() )->save( $module ) );

		$stream = $this->rest( 'GET', '/stagecraft/v1/sliders/stream/' . $alias );
		$slider = $this->rest( 'GET', '/stagecraft/v1/sliders/' . $alias );
		$page   = do_blocks( '<!-- wp:stagecraft/module {"alias":"' . $alias . '"} /-->' );

		$this->assertTrue( $stream->get_data()['success'], (string) wp_json_encode( $stream->get_data() ) );
		$this->assertCount( 8, $stream->get_data()['data'] );
		$this->assertSame( 7, $stream->get_data()['data'][0]['sourceSlideId'] );
		$this->assertNotSame( '', $page );
		foreach ( array( wp_json_encode( $stream->get_data() ), wp_json_encode( $slider->get_data() ), $page ) as $output ) {
			$this->assertStringNotContainsString( STAGECRAFT_STAND_IN_CREDENTIAL, (string) $output );
		}
	}

	public function test_the_api_base_is_filterable_and_defaults_to_the_providers(): void {
		$this->assertSame( self::BASE . '/' . $this->source()->name(), $this->source()->api_base() );
		remove_all_filters( 'stagecraft_stream_api_base' );
		$this->assertStringStartsWith( 'https://', $this->source()->api_base() );
		$this->assertStringNotContainsString( 'stand-in', $this->source()->api_base() );
	}
}
