<?php
/**
 * Server render of stagecraft/list-loading: the link to the next page of its query loop (a plain
 * link without JavaScript; the script loads the page into the list) and a status for screen
 * readers. The next page's address is the one WordPress's own "Next page" block gives.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block, with the query loop's context.
 */

$stagecraft_mode  = in_array( $attributes['mode'] ?? '', array( 'more', 'infinite', 'pages' ), true ) ? (string) $attributes['mode'] : 'more';
$stagecraft_label = trim( (string) ( $attributes['label'] ?? '' ) );
$stagecraft_label = '' !== $stagecraft_label ? $stagecraft_label : __( 'Load more', 'stagecraft' );
$stagecraft_next  = 'pages' === $stagecraft_mode ? '' : \Stagecraft\Blocks\ListLoadingMarkup::next_page_url( $block );
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-list-loading' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?> data-mode="<?php echo esc_attr( $stagecraft_mode ); ?>" data-query-id="<?php echo esc_attr( (string) ( $block->context['queryId'] ?? '0' ) ); ?>">
	<?php if ( '' !== $stagecraft_next ) : ?>
		<a class="stagecraft-list-loading__more wp-element-button" href="<?php echo esc_url( $stagecraft_next ); ?>" rel="next" data-stagecraft-next><?php echo esc_html( $stagecraft_label ); ?></a>
	<?php endif; ?>
	<p class="screen-reader-text" role="status"></p>
</div>
