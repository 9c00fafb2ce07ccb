<?php
/**
 * Server render of stagecraft/cookie-banner: hidden until the script finds no mfn-gdpr cookie.
 * It is fixed to the bottom of the viewport, so showing it moves nothing.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_message = (string) ( $attributes['message'] ?? '' );
$stagecraft_days    = max( 1, (int) ( $attributes['days'] ?? 365 ) );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-cookie-banner' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?> role="region" aria-label="<?php esc_attr_e( 'Cookie notice', 'stagecraft' ); ?>" data-stagecraft-cookie-banner hidden>
	<p><?php echo esc_html( '' !== $stagecraft_message ? $stagecraft_message : __( 'This site uses cookies to work and to improve your visit.', 'stagecraft' ) ); ?></p>
	<button type="button" data-banner-accept data-days="<?php echo (int) $stagecraft_days; ?>"><?php esc_html_e( 'OK', 'stagecraft' ); ?></button>
</div>
