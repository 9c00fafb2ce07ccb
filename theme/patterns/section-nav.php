<?php
/**
 * Title: Previous and next section buttons
 * Slug: stagecraft/section-nav
 * Categories: stagecraft
 * Description: Two buttons that scroll to the previous and the next section (groups with the class stagecraft-section).
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:html -->
<div class="stagecraft-section-nav">
	<button type="button" class="wp-element-button" data-stagecraft-goto="prev"><span aria-hidden="true">&uarr;</span> <?php esc_html_e( 'Previous section', 'stagecraft' ); ?></button>
	<button type="button" class="wp-element-button" data-stagecraft-goto="next"><span aria-hidden="true">&darr;</span> <?php esc_html_e( 'Next section', 'stagecraft' ); ?></button>
</div>
<!-- /wp:html -->
