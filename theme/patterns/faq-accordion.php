<?php
/**
 * Title: Frequently asked questions
 * Slug: stagecraft/faq-accordion
 * Categories: stagecraft, text
 * Keywords: faq, questions, accordion, toggle
 * Viewport Width: 1200
 * Description: A heading and questions that open one at a time (the Stagecraft toggles block). Needs the Stagecraft plugin.
 *
 * @package Stagecraft
 * @since 0.1.0
 */

$stagecraft_faq = array(
	array( __( 'How long does delivery take?', 'stagecraft' ), __( 'Orders placed before noon leave the same day; most arrive within two working days.', 'stagecraft' ) ),
	array( __( 'Can I return an item?', 'stagecraft' ), __( 'Yes, within 30 days, in its original packaging.', 'stagecraft' ) ),
	array( __( 'How can I reach you?', 'stagecraft' ), __( 'By email or phone, Monday to Friday; we answer within a day.', 'stagecraft' ) ),
);
?>
<!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group">
	<!-- wp:heading -->
	<h2 class="wp-block-heading"><?php echo esc_html_x( 'Frequently asked questions', 'Heading of the FAQ pattern', 'stagecraft' ); ?></h2>
	<!-- /wp:heading -->

	<!-- wp:stagecraft/accordion -->
	<?php foreach ( $stagecraft_faq as $stagecraft_item ) : ?>
		<!-- wp:stagecraft/accordion-item <?php echo wp_json_encode( array( 'title' => $stagecraft_item[0] ) ); ?> -->
		<!-- wp:paragraph -->
		<p><?php echo esc_html( $stagecraft_item[1] ); ?></p>
		<!-- /wp:paragraph -->
		<!-- /wp:stagecraft/accordion-item -->
	<?php endforeach; ?>
	<!-- /wp:stagecraft/accordion -->
</div>
<!-- /wp:group -->
