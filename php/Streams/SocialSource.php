<?php
/**
 * What the social and video network streams share.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A stream read from a network service's documented API with the site owner's credential
 * (StreamCredentials): one GET with a timeout, the newest 8 items mapped into the item fields the
 * binding reads (title, excerpt, content, link, date, author, image, alt), cached for 1200 s per
 * source and settings. Every failure (no credential, HTTP or network error, the provider's error
 * JSON, a malformed body, an empty list) is a WP_Error: the reply is then success false and the
 * front end shows its error slide.
 */
abstract class SocialSource implements StreamSource {

	/**
	 * Items in one stream, for a connector (spec section 9: "Social stream: 8 items").
	 */
	public const MAX_ITEMS = 8;

	/**
	 * Seconds a connector keeps a fetched feed (spec section 9: "cache 1200").
	 */
	public const CACHE_SECONDS = 1200;

	/**
	 * Seconds to wait for the provider: a visitor's page waits on this call.
	 */
	public const TIMEOUT = 8;

	/**
	 * Words in an item's title, cut from the text when the provider has no title.
	 */
	public const TITLE_WORDS = 12;

	/**
	 * The service's name as visitors know it.
	 */
	abstract public function label(): string;

	/**
	 * The provider's documented API base URL.
	 */
	abstract protected function default_base(): string;

	/**
	 * The module's settings this source uses, normalised (they also key the cache).
	 *
	 * @param array<string,mixed> $group settings.source.{name}.
	 * @return array<string,string>
	 */
	abstract protected function settings_of( array $group ): array;

	/**
	 * The GET to make: its URL and headers, or why the settings cannot make one.
	 *
	 * @param array<string,string> $settings Normalised settings.
	 * @param string               $secret   The site owner's credential.
	 * @param string               $base     API base URL, without a trailing slash.
	 * @return array{url:string,headers:array<string,string>}|WP_Error
	 */
	abstract protected function request( array $settings, string $secret, string $base ): array|WP_Error;

	/**
	 * The provider's own error message in a reply, or null when the reply is no error.
	 *
	 * @param int          $status HTTP status.
	 * @param array<mixed> $body   Decoded JSON body.
	 */
	abstract protected function error_in( int $status, array $body ): ?string;

	/**
	 * The items of a successful reply, newest first.
	 *
	 * @param array<mixed> $body Decoded JSON body.
	 * @return list<array<string,mixed>>
	 */
	abstract protected function items_in( array $body ): array;

	/**
	 * The API base URL; tests point it at local stand-ins.
	 */
	public function api_base(): string {
		/**
		 * Filters a social stream provider's API base URL.
		 *
		 * @param string $base   The documented base, such as https://www.googleapis.com/youtube/v3.
		 * @param string $source Source name, such as youtube.
		 */
		$base = apply_filters( 'stagecraft_stream_api_base', $this->default_base(), $this->name() );
		return untrailingslashit( is_string( $base ) && '' !== $base ? $base : $this->default_base() );
	}

	/**
	 * The newest items of the module's account, playlist or album.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $args   Request arguments (unused: the providers choose the language).
	 * @return list<array<string,mixed>>|WP_Error
	 */
	public function items( array $module, array $args ): array|WP_Error {
		$secret = StreamCredentials::get( $this->name() );
		if ( '' === $secret ) {
			return $this->failure(
				'stagecraft_stream_credentials',
				/* translators: %s: service name, such as Instagram */
				sprintf( __( 'No %s credential is saved (Settings, Stream sources).', 'stagecraft' ), $this->label() )
			);
		}
		$settings = $this->settings_of( SourceSettings::group( $module, $this->name() ) );
		$base     = $this->api_base();
		// The credential's hash is part of the key: a replaced credential reads afresh.
		$key    = 'stagecraft_stream_' . md5( (string) wp_json_encode( array( $this->name(), $settings, $base, md5( $secret ) ) ) );
		$cached = get_transient( $key );
		if ( is_array( $cached ) && $cached ) {
			return array_values( $cached );
		}
		$request = $this->request( $settings, $secret, $base );
		if ( is_wp_error( $request ) ) {
			return $request;
		}
		$items = $this->fetch( $request, $secret );
		if ( ! is_wp_error( $items ) ) {
			set_transient( $key, $items, self::CACHE_SECONDS );
		}
		return $items;
	}

	/**
	 * Makes the GET and reads its reply.
	 *
	 * @param array{url:string,headers:array<string,string>} $request The GET.
	 * @param string                                         $secret  The credential, kept out of messages.
	 * @return list<array<string,mixed>>|WP_Error
	 */
	private function fetch( array $request, string $secret ): array|WP_Error {
		$response = wp_remote_get(
			$request['url'],
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => $request['headers'] + array( 'Accept' => 'application/json' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $this->failure( 'stagecraft_stream_http', $this->scrub( $response->get_error_message(), $secret ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( wp_remote_retrieve_body( $response ), true );
		$error  = is_array( $body ) ? $this->error_in( $status, $body ) : null;
		if ( null !== $error ) {
			return $this->failure( 'stagecraft_stream_provider', $this->scrub( $error, $secret ) );
		}
		if ( $status < 200 || $status > 299 ) {
			/* translators: %d: HTTP status code */
			return $this->failure( 'stagecraft_stream_http', sprintf( __( 'HTTP error %d.', 'stagecraft' ), $status ) );
		}
		if ( ! is_array( $body ) ) {
			return $this->failure( 'stagecraft_stream_malformed', __( 'The reply is not the JSON the API documents.', 'stagecraft' ) );
		}
		$items = array_slice( $this->items_in( $body ), 0, self::MAX_ITEMS );
		if ( ! $items ) {
			return $this->failure( 'stagecraft_stream_empty', __( 'The feed has no items.', 'stagecraft' ) );
		}
		return $items;
	}

	/**
	 * A failure naming the service.
	 *
	 * @param string $code    Error code.
	 * @param string $message What happened.
	 */
	protected function failure( string $code, string $message ): WP_Error {
		/* translators: 1: service name, such as YouTube; 2: what went wrong */
		return new WP_Error( $code, sprintf( __( '%1$s: %2$s', 'stagecraft' ), $this->label(), $message ) );
	}

	/**
	 * One stream item in the fields the binding reads; text is escaped, URLs cleaned.
	 *
	 * @param array{text?:string,title?:string,link?:string,date?:string,author?:string,image?:string,width?:int,height?:int,alt?:string,type?:string,itemId?:string} $fields Plain fields.
	 * @return array<string,mixed>
	 */
	protected function item( array $fields ): array {
		$text  = trim( wp_strip_all_tags( (string) ( $fields['text'] ?? '' ) ) );
		$title = trim( wp_strip_all_tags( (string) ( $fields['title'] ?? '' ) ) );
		// Without a title (a post, a caption), the text's first line stands in for one.
		$title = '' !== $title ? $title : wp_trim_words( (string) strtok( $text . "\n", "\n" ), self::TITLE_WORDS, "\u{2026}" );
		$src   = esc_url_raw( (string) ( $fields['image'] ?? '' ) );
		$alt   = trim( (string) ( $fields['alt'] ?? '' ) );
		$alt   = esc_html( '' !== $alt ? $alt : $title );
		return array(
			'itemId'  => sanitize_text_field( (string) ( $fields['itemId'] ?? '' ) ),
			'type'    => sanitize_key( (string) ( $fields['type'] ?? 'post' ) ),
			'title'   => esc_html( $title ),
			'excerpt' => esc_html( wp_trim_words( $text, PostSource::EXCERPT_WORDS, "\u{2026}" ) ),
			'content' => wp_kses_post( nl2br( esc_html( $text ) ) ),
			'link'    => esc_url_raw( (string) ( $fields['link'] ?? '' ) ),
			'date'    => $this->iso_date( (string) ( $fields['date'] ?? '' ) ),
			'author'  => esc_html( (string) ( $fields['author'] ?? '' ) ),
			'alt'     => $alt,
			'image'   => '' === $src ? null : array(
				'src'    => $src,
				'width'  => (int) ( $fields['width'] ?? 0 ),
				'height' => (int) ( $fields['height'] ?? 0 ),
				'alt'    => $alt,
			),
		);
	}

	/**
	 * A setting as a trimmed single-line string.
	 *
	 * @param array<string,mixed> $group settings.source.{name}.
	 * @param string              $key   Setting name.
	 * @param string              $empty Value when unset.
	 */
	protected static function setting( array $group, string $key, string $empty = '' ): string {
		$value = $group[ $key ] ?? '';
		$value = is_string( $value ) || is_int( $value ) ? sanitize_text_field( (string) $value ) : '';
		return '' !== $value ? $value : $empty;
	}

	/**
	 * An error for a setting the source needs.
	 *
	 * @param string $what The setting, as the editor names it.
	 */
	protected function missing( string $what ): WP_Error {
		/* translators: %s: a setting, such as "playlist id" */
		return $this->failure( 'stagecraft_stream_settings', sprintf( __( 'The module names no %s.', 'stagecraft' ), $what ) );
	}

	/**
	 * A URL path segment.
	 *
	 * @param string $value Id or name.
	 */
	protected static function segment( string $value ): string {
		return rawurlencode( $value );
	}

	/**
	 * A list value of a decoded body, or an empty list.
	 *
	 * @param mixed $value Anything.
	 * @return list<array<mixed>>
	 */
	protected static function rows( $value ): array {
		return is_array( $value ) ? array_values( array_filter( $value, 'is_array' ) ) : array();
	}

	/**
	 * A date or Unix time as ISO 8601 in UTC, or '' when unreadable.
	 *
	 * @param string $value Date as the provider writes it.
	 */
	private function iso_date( string $value ): string {
		$time = ctype_digit( $value ) ? (int) $value : strtotime( $value );
		return false === $time || '' === $value ? '' : gmdate( 'c', $time );
	}

	/**
	 * A message without the credential (a transport error may quote the URL that carries it).
	 *
	 * @param string $message Message.
	 * @param string $secret  Credential.
	 */
	private function scrub( string $message, string $secret ): string {
		return wp_strip_all_tags( str_replace( array( $secret, rawurlencode( $secret ) ), '***', $message ) );
	}
}
