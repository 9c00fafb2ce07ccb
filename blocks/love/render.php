<?php
/**
 * Server render of stagecraft/love: a button with the post's love count. The same markup for every
 * visitor (full-page caches keep it); the script marks it loved from the visitor's cookie.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block, with the post's context.
 */

$stagecraft_post_id = isset( $block->context['postId'] ) ? absint( $block->context['postId'] ) : absint( get_the_ID() );
if ( $stagecraft_post_id <= 0 ) {
	return;
}
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-love-wrap' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<button type="button" class="stagecraft-love" data-post-id="<?php echo esc_attr( (string) $stagecraft_post_id ); ?>" data-url="<?php echo esc_url( admin_url( 'admin-ajax.php' ) ); ?>" data-loved-label="<?php echo esc_attr__( 'Loved', 'stagecraft' ); ?>" aria-pressed="false">
		<span class="stagecraft-love__icon" aria-hidden="true"></span>
		<span class="screen-reader-text stagecraft-love__words"><?php echo esc_html__( 'Love this', 'stagecraft' ); ?></span>
		<span class="stagecraft-love__label"><?php echo \Stagecraft\Site\LoveButton::label( \Stagecraft\Site\LoveButton::count( $stagecraft_post_id ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in label(). ?></span>
	</button>
	<span class="stagecraft-love__status" role="status"></span>
</div>
