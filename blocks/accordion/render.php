<?php
/**
 * Server render of stagecraft/accordion: its items (`<details>`) with their first state.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' markup (the items).
 */

$stagecraft_open    = (string) ( $attributes['open'] ?? 'one' );
$stagecraft_open    = in_array( $stagecraft_open, Stagecraft\Blocks\AccordionMarkup::OPEN_VALUES, true ) ? $stagecraft_open : 'one';
$stagecraft_wrapper = get_block_wrapper_attributes(
	array(
		'class'     => 'stagecraft-accordion',
		'data-open' => $stagecraft_open,
	)
);
?>
<div <?php echo $stagecraft_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<?php
	echo Stagecraft\Blocks\AccordionMarkup::items( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered inner blocks, attributes set by the tag processor.
		$content,
		$stagecraft_open,
		(int) ( $attributes['openAtLoad'] ?? -1 ),
		wp_unique_id( 'stagecraft-accordion-' )
	);
	?>
</div>
