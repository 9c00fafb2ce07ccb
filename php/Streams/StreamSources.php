<?php
/**
 * The registry of stream sources.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

/**
 * Stream sources by name: the spec's nine, plus any an add-on adds through the
 * `stagecraft_stream_sources` filter.
 */
final class StreamSources {

	/**
	 * Sources by name.
	 *
	 * @var array<string,StreamSource>
	 */
	private array $sources = array();

	/**
	 * Builds the registry; add-ons may add, replace or remove sources.
	 */
	public function __construct() {
		$defaults = array();
		foreach ( self::defaults() as $source ) {
			$defaults[ $source->name() ] = $source;
		}
		/**
		 * Filters the stream sources.
		 *
		 * @param array<string,StreamSource> $sources Sources by name (settings.source.type).
		 */
		$sources = apply_filters( 'stagecraft_stream_sources', $defaults );
		foreach ( is_array( $sources ) ? $sources : array() as $source ) {
			// A filter may hand back anything: keep only real sources, under their own name.
			if ( $source instanceof StreamSource ) {
				$this->sources[ $source->name() ] = $source;
			}
		}
	}

	/**
	 * The source of a name, or null when none has it.
	 *
	 * @param string $name Source name.
	 */
	public function get( string $name ): ?StreamSource {
		return $this->sources[ $name ] ?? null;
	}

	/**
	 * Names of every registered source.
	 *
	 * @return list<string>
	 */
	public function names(): array {
		return array_keys( $this->sources );
	}

	/**
	 * The spec's sources.
	 *
	 * @return list<StreamSource>
	 */
	private static function defaults(): array {
		return array(
			new PostSource(),
			new WooSource(),
			new InstagramSource(),
			new FacebookSource(),
			new FlickrSource(),
			new TwitterSource(),
			new VimeoSource(),
			new YoutubeSource(),
			new GallerySource(),
		);
	}
}
