<?php
/**
 * Title: Hero with slider module
 * Slug: stagecraft/hero-module
 * Categories: stagecraft, banner, featured
 * Keywords: hero, slider, module, banner, stagecraft
 * Viewport Width: 1400
 * Description: Full-width hero section: a short introduction and heading above the Stagecraft module with the alias hero-demo. Needs the Stagecraft plugin.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"blockGap":"var:preset|spacing|50"}},"backgroundColor":"accent-2","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull has-accent-2-background-color has-background" style="padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)">
	<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|30"}},"layout":{"type":"constrained"}} -->
	<div class="wp-block-group">
		<!-- wp:paragraph {"align":"center","textColor":"accent-3","fontSize":"small","style":{"typography":{"fontWeight":"600","letterSpacing":"0.08em","textTransform":"uppercase"}}} -->
		<p class="has-text-align-center has-accent-3-color has-text-color has-small-font-size" style="font-weight:600;letter-spacing:0.08em;text-transform:uppercase"><?php echo esc_html_x( 'Stagecraft modules', 'Eyebrow text of the hero section', 'stagecraft' ); ?></p>
		<!-- /wp:paragraph -->

		<!-- wp:heading {"textAlign":"center","level":2,"fontSize":"xx-large"} -->
		<h2 class="wp-block-heading has-text-align-center has-xx-large-font-size"><?php echo esc_html_x( 'Tell your story, one slide at a time', 'Heading of the hero section', 'stagecraft' ); ?></h2>
		<!-- /wp:heading -->

		<!-- wp:paragraph {"align":"center","fontSize":"large"} -->
		<p class="has-text-align-center has-large-font-size"><?php echo esc_html_x( 'Animated sliders, heroes and carousels that load fast, stay readable without JavaScript and respect reduced motion.', 'Introduction of the hero section', 'stagecraft' ); ?></p>
		<!-- /wp:paragraph -->
	</div>
	<!-- /wp:group -->

	<!-- wp:group {"align":"wide","layout":{"type":"default"}} -->
	<div class="wp-block-group alignwide">
		<!-- wp:stagecraft/module {"alias":"hero-demo"} /-->
	</div>
	<!-- /wp:group -->
</div>
<!-- /wp:group -->
