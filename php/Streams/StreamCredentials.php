<?php
/**
 * The site owner's credentials for the social stream sources.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * One secret per social source (an access token, bearer token or API key), kept server-side only:
 * in an option that is never autoloaded, never shown in REST, and never printed back. The
 * sources read it when they call their provider; nothing else does.
 */
final class StreamCredentials {

	public const OPTION = 'stagecraft_stream_credentials';

	/**
	 * The sources that need a credential, with the name of what the provider issues.
	 *
	 * @return array<string,string> Source name => kind of credential.
	 */
	public static function kinds(): array {
		return array(
			'instagram' => __( 'Instagram access token', 'stagecraft' ),
			'facebook'  => __( 'Facebook Page access token', 'stagecraft' ),
			'flickr'    => __( 'Flickr API key', 'stagecraft' ),
			'twitter'   => __( 'X (Twitter) API bearer token', 'stagecraft' ),
			'vimeo'     => __( 'Vimeo access token', 'stagecraft' ),
			'youtube'   => __( 'YouTube Data API key', 'stagecraft' ),
		);
	}

	/**
	 * A source's credential, or '' when none is saved.
	 *
	 * @param string $source Source name.
	 */
	public static function get( string $source ): string {
		$value = self::all()[ $source ] ?? '';
		return is_string( $value ) ? $value : '';
	}

	/**
	 * Whether a source has a credential.
	 *
	 * @param string $source Source name.
	 */
	public static function has( string $source ): bool {
		return '' !== self::get( $source );
	}

	/**
	 * Every saved credential, by source name.
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		$all    = array();
		foreach ( is_array( $stored ) ? $stored : array() as $source => $value ) {
			if ( is_string( $source ) && isset( self::kinds()[ $source ] ) && is_string( $value ) && '' !== $value ) {
				$all[ $source ] = $value;
			}
		}
		return $all;
	}

	/**
	 * Replaces every saved credential (the support scripts and tests; the screen saves through
	 * options.php). The option is created unautoloaded: secrets are not loaded on every page.
	 *
	 * @param array<string,string> $credentials Source name => credential.
	 */
	public static function save( array $credentials ): void {
		delete_option( self::OPTION );
		add_option( self::OPTION, self::clean( $credentials ), '', false );
	}

	/**
	 * Only known sources and non-empty single-line strings.
	 *
	 * @param array<mixed> $credentials As submitted.
	 * @return array<string,string>
	 */
	public static function clean( array $credentials ): array {
		$clean = array();
		foreach ( self::kinds() as $source => $kind ) {
			$value = $credentials[ $source ] ?? '';
			// Tokens and keys are printable ASCII without spaces; anything else is a paste slip.
			$value = is_string( $value ) ? preg_replace( '/[^\x21-\x7e]/', '', $value ) : '';
			if ( is_string( $value ) && '' !== $value ) {
				$clean[ $source ] = substr( $value, 0, 1024 );
			}
		}
		return $clean;
	}
}
