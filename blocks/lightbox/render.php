<?php
/**
 * Server render of stagecraft/lightbox: a plain link (a thumbnail or a label) to what opens in
 * the lightbox, so without JavaScript it leads there; rel names its gallery as
 * lightbox[name] (spec site.md section 2).
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

echo Stagecraft\Blocks\LightboxMarkup::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped while built.
