<?php
/**
 * The contract every stream source keeps.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Error;

/**
 * A source of stream items: the front end clones the module's template slides once per item.
 */
interface StreamSource {

	/**
	 * The source's name, as written in the module's settings.source.type.
	 */
	public function name(): string;

	/**
	 * The stream items of a module.
	 *
	 * Text fields are HTML-escaped plain text and markup fields are kses'd HTML, because the
	 * front end places them into layer markup.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $args   Request arguments: lang (language code, or '').
	 * @return list<array<string,mixed>>|WP_Error The items, or why this source cannot answer here.
	 */
	public function items( array $module, array $args ): array|WP_Error;
}
