<?php
/**
 * Names shared by Stagecraft's REST controllers.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

/**
 * The REST namespace, declared once.
 */
final class Routes {

	public const NAMESPACE = 'stagecraft/v1';
}
