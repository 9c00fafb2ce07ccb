<?php
/**
 * Title: Stats row with counters
 * Slug: stagecraft/stats-counters
 * Categories: stagecraft, about
 * Keywords: stats, numbers, counters, facts
 * Viewport Width: 1200
 * Description: Three numbers that count up when they come into view (the Stagecraft counter block). Needs the Stagecraft plugin.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

$stagecraft_stats = array(
	array(
		'value'  => 12500,
		'suffix' => '+',
		'label'  => __( 'Happy clients', 'stagecraft' ),
	),
	array(
		'value' => 48,
		'label' => __( 'Countries', 'stagecraft' ),
	),
	array(
		'value'    => 99.9,
		'decimals' => 1,
		'suffix'   => ' %',
		'label'    => __( 'Uptime', 'stagecraft' ),
	),
);
?>
<!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide">
	<?php foreach ( $stagecraft_stats as $stagecraft_stat ) : ?>
		<!-- wp:column -->
		<div class="wp-block-column"><!-- wp:stagecraft/counter <?php echo wp_json_encode( $stagecraft_stat ); ?> /--></div>
		<!-- /wp:column -->
	<?php endforeach; ?>
</div>
<!-- /wp:columns -->
