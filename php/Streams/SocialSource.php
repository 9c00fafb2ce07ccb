<?php
/**
 * What the social and video network streams share.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A stream read from a network service. This site has no connector to those services (they need
 * network access and account credentials), so each answers with a clear reason instead of items;
 * the front end then shows its error slide.
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
	 * The service's name as visitors know it.
	 */
	abstract protected function label(): string;

	/**
	 * Why this source has no items here.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $args   Request arguments.
	 * @return list<array<string,mixed>>|WP_Error
	 */
	public function items( array $module, array $args ): array|WP_Error {
		return new WP_Error(
			'stagecraft_stream_unavailable',
			sprintf(
				/* translators: %s: service name, such as Instagram */
				__( 'The %s stream is not available on this site: it needs a network connection and account credentials for the service.', 'stagecraft' ),
				$this->label()
			)
		);
	}
}
