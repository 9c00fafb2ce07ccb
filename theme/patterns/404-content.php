<?php
/**
 * Title: Page not found
 * Slug: stagecraft/404-content
 * Inserter: no
 * Description: Heading, explanation, search form and a way back home, used by the 404 template.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|40"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group">
	<!-- wp:paragraph {"textColor":"accent-4","fontSize":"small","style":{"typography":{"fontWeight":"600","letterSpacing":"0.08em","textTransform":"uppercase"}}} -->
	<p class="has-accent-4-color has-text-color has-small-font-size" style="font-weight:600;letter-spacing:0.08em;text-transform:uppercase"><?php echo esc_html_x( 'Error 404', 'Eyebrow above the page-not-found heading', 'stagecraft' ); ?></p>
	<!-- /wp:paragraph -->

	<!-- wp:heading {"level":1} -->
	<h1 class="wp-block-heading"><?php echo esc_html_x( 'Page not found', 'Heading of the page-not-found screen', 'stagecraft' ); ?></h1>
	<!-- /wp:heading -->

	<!-- wp:paragraph -->
	<p><?php esc_html_e( 'The page you are looking for does not exist, or it has moved. Try a search, or go back to the home page.', 'stagecraft' ); ?></p>
	<!-- /wp:paragraph -->

	<!-- wp:search {"label":"<?php echo esc_attr_x( 'Search', 'search form label', 'stagecraft' ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr_x( 'Search this site', 'search input placeholder', 'stagecraft' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search button text', 'stagecraft' ); ?>"} /-->

	<!-- wp:buttons -->
	<div class="wp-block-buttons">
		<!-- wp:button {"className":"is-style-outline"} -->
		<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the home page', 'stagecraft' ); ?></a></div>
		<!-- /wp:button -->
	</div>
	<!-- /wp:buttons -->
</div>
<!-- /wp:group -->
