<?php
/**
 * Title: Posts heading
 * Slug: stagecraft/posts-heading
 * Inserter: no
 * Description: Main heading of the blog index and home templates.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:group {"align":"wide","style":{"spacing":{"margin":{"bottom":"var:preset|spacing|50"}}},"layout":{"type":"default"}} -->
<div class="wp-block-group alignwide" style="margin-bottom:var(--wp--preset--spacing--50)">
	<!-- wp:heading {"level":1} -->
	<h1 class="wp-block-heading"><?php echo esc_html_x( 'Latest posts', 'Heading of the blog index', 'stagecraft' ); ?></h1>
	<!-- /wp:heading -->
</div>
<!-- /wp:group -->
