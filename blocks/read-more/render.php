<?php
/**
 * Server render of stagecraft/read-more: the first inner block, then the others, all shown; the
 * script folds the others behind the button (spec site.md section 4: expanded or collapsed, label
 * and icon swapped).
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block, with its inner blocks.
 */

$stagecraft_inner = iterator_to_array( $block->inner_blocks );
$stagecraft_intro = '';
$stagecraft_more  = '';
foreach ( $stagecraft_inner as $stagecraft_index => $stagecraft_child ) {
	if ( ! $stagecraft_child instanceof WP_Block ) {
		continue;
	}
	if ( 0 === $stagecraft_index ) {
		$stagecraft_intro .= $stagecraft_child->render();
	} else {
		$stagecraft_more .= $stagecraft_child->render();
	}
}
$stagecraft_more_label = (string) ( $attributes['moreLabel'] ?? '' );
$stagecraft_more_label = '' !== $stagecraft_more_label ? $stagecraft_more_label : __( 'Read more', 'stagecraft' );
$stagecraft_less_label = (string) ( $attributes['lessLabel'] ?? '' );
$stagecraft_less_label = '' !== $stagecraft_less_label ? $stagecraft_less_label : __( 'Read less', 'stagecraft' );
$stagecraft_id         = wp_unique_id( 'stagecraft-read-more-' );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-read-more' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<div class="stagecraft-read-more__intro"><?php echo $stagecraft_intro; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?></div>
	<?php if ( '' !== $stagecraft_more ) : ?>
		<div class="stagecraft-read-more__more" id="<?php echo esc_attr( $stagecraft_id ); ?>"><?php echo $stagecraft_more; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?></div>
		<button type="button" class="stagecraft-read-more__toggle" aria-expanded="true" aria-controls="<?php echo esc_attr( $stagecraft_id ); ?>" data-more="<?php echo esc_attr( $stagecraft_more_label ); ?>" data-less="<?php echo esc_attr( $stagecraft_less_label ); ?>" hidden><span class="stagecraft-read-more__label"><?php echo esc_html( $stagecraft_less_label ); ?></span><span class="stagecraft-read-more__icon" aria-hidden="true"></span></button>
	<?php endif; ?>
</div>
