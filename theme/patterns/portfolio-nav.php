<?php
/**
 * Title: Previous and next portfolio item buttons
 * Slug: stagecraft/portfolio-nav
 * Categories: stagecraft
 * Post Types: portfolio
 * Inserter: no
 * Description: Links to the previous and the next portfolio item, each named with the item's title; a link is absent when there is no such item.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

// The labels are block attributes, so they go in as JSON; wp_json_encode escapes them for the comment.
$stagecraft_prev = wp_json_encode(
	array(
		'type'      => 'previous',
		'label'     => __( 'Previous portfolio item:', 'stagecraft' ),
		'showTitle' => true,
		'linkLabel' => true,
		'arrow'     => 'arrow',
		'className' => 'stagecraft-portfolio-nav__link',
	)
);
$stagecraft_next = wp_json_encode(
	array(
		'type'      => 'next',
		'label'     => __( 'Next portfolio item:', 'stagecraft' ),
		'showTitle' => true,
		'linkLabel' => true,
		'arrow'     => 'arrow',
		'className' => 'stagecraft-portfolio-nav__link',
	)
);
?>
<!-- wp:group {"tagName":"nav","className":"stagecraft-portfolio-nav","ariaLabel":"<?php echo esc_attr( __( 'Portfolio items', 'stagecraft' ) ); ?>","layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<nav class="wp-block-group stagecraft-portfolio-nav" aria-label="<?php echo esc_attr( __( 'Portfolio items', 'stagecraft' ) ); ?>">
	<!-- wp:post-navigation-link <?php echo $stagecraft_prev; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_json_encode of fixed keys and translated labels. ?> /-->
	<!-- wp:post-navigation-link <?php echo $stagecraft_next; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_json_encode of fixed keys and translated labels. ?> /-->
</nav>
<!-- /wp:group -->
