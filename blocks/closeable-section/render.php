<?php
/**
 * Server render of stagecraft/closeable-section: the saved content and a close button.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' markup.
 */

$stagecraft_uid = sanitize_key( (string) ( $attributes['uid'] ?? '' ) );
if ( '' === $stagecraft_uid ) {
	// Stable across requests, so the cookie keeps matching the same section.
	$stagecraft_uid = substr( md5( $content ), 0, 10 );
}
$stagecraft_wrapper = get_block_wrapper_attributes(
	array(
		'class'           => 'stagecraft-closeable-section',
		'data-uid'        => $stagecraft_uid,
		'data-close-days' => (string) max( 1, (int) ( $attributes['closeDays'] ?? 7 ) ),
	)
);
// Already closed: leave it out of the layout from the first paint, not after the script runs.
$stagecraft_closed = isset( $_COOKIE[ 'mfn_closed_section_' . $stagecraft_uid ] );
?>
<div <?php echo $stagecraft_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?><?php echo $stagecraft_closed ? ' hidden' : ''; ?>>
	<div class="stagecraft-closeable-section__content"><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- saved block markup. ?></div>
	<button type="button" class="stagecraft-closeable-section__close" data-section-close aria-label="<?php esc_attr_e( 'Close this notice', 'stagecraft' ); ?>"><span aria-hidden="true">&times;</span></button>
</div>
