<?php
/**
 * Title: Footer
 * Slug: stagecraft/footer
 * Categories: footer
 * Block Types: core/template-part/footer
 * Description: Site title and tagline, a divider, the copyright line, the credit, the cookie settings link (with the consent dialog) and the cookie banner.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

$stagecraft_copyright = sprintf(
	/* translators: 1: Current year, 2: Site title. */
	__( '© %1$s %2$s', 'stagecraft' ),
	gmdate( 'Y' ),
	get_bloginfo( 'name' )
);

$stagecraft_credit = sprintf(
	/* translators: %s: Link to WordPress.org. */
	esc_html__( 'Built with Stagecraft on %s', 'stagecraft' ),
	'<a href="' . esc_url( __( 'https://wordpress.org/', 'stagecraft' ) ) . '">WordPress</a>'
);

?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|50"},"blockGap":"var:preset|spacing|40"}},"backgroundColor":"accent-2","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull has-accent-2-background-color has-background" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--50)">
	<!-- wp:group {"align":"wide","style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"flex","orientation":"vertical"}} -->
	<div class="wp-block-group alignwide">
		<!-- wp:site-title {"level":0} /-->
		<!-- wp:site-tagline /-->
	</div>
	<!-- /wp:group -->

	<!-- wp:separator {"align":"wide"} -->
	<hr class="wp-block-separator alignwide has-alpha-channel-opacity"/>
	<!-- /wp:separator -->

	<!-- wp:group {"align":"wide","layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
	<div class="wp-block-group alignwide">
		<!-- wp:paragraph {"fontSize":"small"} -->
		<p class="has-small-font-size"><?php echo esc_html( $stagecraft_copyright ); ?></p>
		<!-- /wp:paragraph -->

		<!-- wp:paragraph {"fontSize":"small"} -->
		<p class="has-small-font-size"><?php echo wp_kses( $stagecraft_credit, array( 'a' => array( 'href' => array() ) ) ); ?></p>
		<!-- /wp:paragraph -->

		<!-- wp:stagecraft/consent {"fontSize":"small"} /-->
	</div>
	<!-- /wp:group -->

	<!-- wp:stagecraft/cookie-banner /-->
</div>
<!-- /wp:group -->
