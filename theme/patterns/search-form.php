<?php
/**
 * Title: Search form
 * Slug: stagecraft/search-form
 * Inserter: no
 * Description: Search form with a visually hidden label, used by the search results template.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

?>
<!-- wp:search {"label":"<?php echo esc_attr_x( 'Search', 'search form label', 'stagecraft' ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr_x( 'Search this site', 'search input placeholder', 'stagecraft' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search button text', 'stagecraft' ); ?>"} /-->
