<?php
/**
 * Title: Launch countdown
 * Slug: stagecraft/launch-countdown
 * Categories: stagecraft, call-to-action
 * Keywords: countdown, launch, timer, sale
 * Viewport Width: 1200
 * Description: A heading and the time left until a launch, then a message (the Stagecraft countdown block, set to the new year at the site's time zone). Needs the Stagecraft plugin.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

$stagecraft_launch = array(
	'date'    => gmdate( 'Y', time() + YEAR_IN_SECONDS ) . '-01-01T00:00',
	'message' => __( 'We have launched!', 'stagecraft' ),
);
?>
<!-- wp:group {"layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}}} -->
<div class="wp-block-group" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)">
	<!-- wp:heading {"textAlign":"center"} -->
	<h2 class="wp-block-heading has-text-align-center"><?php echo esc_html_x( 'Launching soon', 'Heading of the launch countdown pattern', 'stagecraft' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:stagecraft/countdown <?php echo wp_json_encode( $stagecraft_launch ); ?> /-->
</div>
<!-- /wp:group -->
