<?php
/**
 * Server render of stagecraft/copy-link: the link in a read-only field (copyable by hand without
 * JavaScript) and the copy button the script shows.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_url   = (string) ( $attributes['url'] ?? '' );
$stagecraft_url   = '' !== $stagecraft_url ? $stagecraft_url : (string) get_permalink();
$stagecraft_label = (string) ( $attributes['label'] ?? '' );
$stagecraft_label = '' !== $stagecraft_label ? $stagecraft_label : __( 'Link to this page', 'stagecraft' );
$stagecraft_id    = wp_unique_id( 'stagecraft-copy-link-' );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-copy-link' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<label for="<?php echo esc_attr( $stagecraft_id ); ?>"><?php echo esc_html( $stagecraft_label ); ?></label>
	<span class="stagecraft-copy-link__row">
		<input id="<?php echo esc_attr( $stagecraft_id ); ?>" type="text" readonly value="<?php echo esc_url( $stagecraft_url ); ?>">
		<button type="button" class="stagecraft-copy__button" hidden><?php esc_html_e( 'Copy link', 'stagecraft' ); ?></button>
	</span>
	<span class="stagecraft-copy__status" role="status"></span>
</div>
