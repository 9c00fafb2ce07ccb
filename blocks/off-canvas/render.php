<?php
/**
 * Server render of stagecraft/off-canvas: the open button and the sidebar, a native <dialog>
 * (modal: the page behind is inert while it is open) holding the saved blocks.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' markup.
 */

$stagecraft_id    = wp_unique_id( 'stagecraft-off-canvas-' );
$stagecraft_label = trim( (string) ( $attributes['label'] ?? '' ) );
$stagecraft_title = trim( (string) ( $attributes['title'] ?? '' ) );
$stagecraft_side  = 'left' === ( $attributes['side'] ?? '' ) ? 'left' : 'right';
$stagecraft_wrap  = get_block_wrapper_attributes(
	array(
		'class'                      => 'stagecraft-off-canvas stagecraft-off-canvas--' . $stagecraft_side,
		'id'                         => $stagecraft_id,
		'aria-labelledby'            => $stagecraft_id . '-title',
		'data-stagecraft-off-canvas' => '1',
	)
);
?>
<button type="button" class="stagecraft-off-canvas__open wp-element-button" aria-haspopup="dialog" aria-expanded="false" aria-controls="<?php echo esc_attr( $stagecraft_id ); ?>"><?php echo esc_html( '' === $stagecraft_label ? __( 'Open sidebar', 'stagecraft' ) : $stagecraft_label ); ?></button>
<dialog <?php echo $stagecraft_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<div class="stagecraft-off-canvas__panel">
		<div class="stagecraft-off-canvas__head">
			<h2 class="stagecraft-off-canvas__title" id="<?php echo esc_attr( $stagecraft_id . '-title' ); ?>"><?php echo esc_html( '' === $stagecraft_title ? __( 'Sidebar', 'stagecraft' ) : $stagecraft_title ); ?></h2>
			<button type="button" class="stagecraft-off-canvas__close" data-close-panel aria-label="<?php esc_attr_e( 'Close sidebar', 'stagecraft' ); ?>"><span aria-hidden="true">&times;</span></button>
		</div>
		<div class="stagecraft-off-canvas__content"><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- saved block markup. ?></div>
	</div>
</dialog>
