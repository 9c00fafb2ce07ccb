<?php
/**
 * Title: Post meta
 * Slug: stagecraft/post-meta
 * Inserter: no
 * Description: Publication date and author of a single post.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:group {"style":{"spacing":{"blockGap":"0.35em"}},"textColor":"accent-4","fontSize":"small","layout":{"type":"flex","flexWrap":"wrap"}} -->
<div class="wp-block-group has-accent-4-color has-text-color has-small-font-size">
	<!-- wp:post-date /-->
	<!-- wp:paragraph -->
	<p><?php echo esc_html_x( 'by', 'Between the post date and the author name', 'stagecraft' ); ?></p>
	<!-- /wp:paragraph -->
	<!-- wp:post-author-name {"isLink":true} /-->
	<!-- wp:stagecraft/love /-->
</div>
<!-- /wp:group -->
