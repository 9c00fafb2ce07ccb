<?php
/**
 * Title: Posts grid with pagination
 * Slug: stagecraft/query-loop
 * Categories: query, stagecraft
 * Block Types: core/query
 * Description: A responsive grid of posts with image, title, date and excerpt, a no-results message and pagination whose pages load in place.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:query {"query":{"perPage":9,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","author":"","search":"","exclude":[],"sticky":"","inherit":true,"taxQuery":null,"parents":[]},"align":"wide","layout":{"type":"default"}} -->
<div class="wp-block-query alignwide">
	<!-- wp:post-template {"layout":{"type":"grid","minimumColumnWidth":"18rem"}} -->
	<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"default"}} -->
	<div class="wp-block-group">
		<!-- wp:post-featured-image {"aspectRatio":"3/2","style":{"border":{"radius":"0.5rem"}}} /-->
		<!-- wp:post-title {"level":2,"isLink":true,"fontSize":"large"} /-->
		<!-- wp:post-date /-->
		<!-- wp:post-excerpt {"excerptLength":28} /-->
	</div>
	<!-- /wp:group -->
	<!-- /wp:post-template -->

	<!-- wp:query-no-results -->
	<!-- wp:paragraph -->
	<p><?php echo esc_html_x( 'Nothing was found. Try a search with different keywords.', 'Message shown when a list of posts is empty', 'stagecraft' ); ?></p>
	<!-- /wp:paragraph -->
	<!-- /wp:query-no-results -->

	<!-- wp:group {"style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"default"}} -->
	<div class="wp-block-group" style="margin-top:var(--wp--preset--spacing--60)">
		<!-- wp:query-pagination {"paginationArrow":"arrow","layout":{"type":"flex","justifyContent":"space-between"}} -->
		<!-- wp:query-pagination-previous /-->
		<!-- wp:query-pagination-numbers /-->
		<!-- wp:query-pagination-next /-->
		<!-- /wp:query-pagination -->
	</div>
	<!-- /wp:group -->

	<!-- wp:stagecraft/list-loading {"mode":"pages"} /-->
</div>
<!-- /wp:query -->
