<?php
/**
 * Title: Portfolio grid with filters
 * Slug: stagecraft/portfolio-grid
 * Categories: query, stagecraft
 * Block Types: core/query
 * Description: The portfolio's items in a grid of pictures and titles, with category filters above that sort the grid in place.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:query {"query":{"perPage":24,"pages":0,"offset":0,"postType":"portfolio","order":"desc","orderBy":"date","author":"","search":"","exclude":[],"sticky":"","inherit":true,"taxQuery":null,"parents":[]},"align":"wide","layout":{"type":"default"}} -->
<div class="wp-block-query alignwide">
	<!-- wp:stagecraft/portfolio-filters /-->

	<!-- wp:post-template {"layout":{"type":"grid","minimumColumnWidth":"16rem"}} -->
	<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"default"}} -->
	<div class="wp-block-group">
		<!-- wp:post-featured-image {"isLink":true,"aspectRatio":"4/3","style":{"border":{"radius":"0.5rem"}}} /-->
		<!-- wp:post-title {"level":2,"isLink":true,"fontSize":"medium"} /-->
		<!-- wp:post-terms {"term":"portfolio-types","fontSize":"small"} /-->
	</div>
	<!-- /wp:group -->
	<!-- /wp:post-template -->

	<!-- wp:query-no-results -->
	<!-- wp:paragraph -->
	<p><?php echo esc_html_x( 'No portfolio items yet.', 'Message shown when the portfolio is empty', 'stagecraft' ); ?></p>
	<!-- /wp:paragraph -->
	<!-- /wp:query-no-results -->

	<!-- wp:stagecraft/list-loading {"mode":"more"} /-->
</div>
<!-- /wp:query -->
