<?php
/**
 * Server render of stagecraft/accordion-item: a `<details>` whose summary is the item's title.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' markup (the panel).
 */

$stagecraft_title = wp_kses(
	(string) ( $attributes['title'] ?? '' ),
	array(
		'strong' => array(),
		'em'     => array(),
		'code'   => array(),
		'span'   => array( 'class' => true ),
	)
);
$stagecraft_title = '' !== trim( wp_strip_all_tags( $stagecraft_title ) ) ? $stagecraft_title : esc_html__( 'Item', 'stagecraft' );
?>
<details class="stagecraft-accordion__item"><summary class="stagecraft-accordion__title"><?php echo $stagecraft_title; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_kses above. ?></summary><div class="stagecraft-accordion__panel"><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- saved block markup. ?></div></details>
