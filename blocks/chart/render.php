<?php
/**
 * Server render of stagecraft/chart: a ring 140 px wide (spec site.md section 9), its line 8 px,
 * or 4 px in the simple style, filled to the value; the value as text in the middle.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_value  = max( 0, min( 100, (float) ( $attributes['value'] ?? 0 ) ) );
$stagecraft_width  = 'simple' === ( $attributes['lineStyle'] ?? '' ) ? 4 : 8;
$stagecraft_radius = ( 140 - $stagecraft_width ) / 2;
$stagecraft_length = round( 2 * M_PI * $stagecraft_radius, 2 );
$stagecraft_offset = round( $stagecraft_length * ( 1 - $stagecraft_value / 100 ), 2 );
$stagecraft_label  = (string) ( $attributes['label'] ?? '' );
/* translators: %s: a percentage, e.g. 75 */
$stagecraft_text = sprintf( __( '%s%%', 'stagecraft' ), number_format_i18n( $stagecraft_value, floor( $stagecraft_value ) === $stagecraft_value ? 0 : 1 ) );
$stagecraft_name = '' !== $stagecraft_label ? $stagecraft_label . ': ' . $stagecraft_text : $stagecraft_text;
?>
<figure <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-chart' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<span class="stagecraft-chart__ring" role="img" aria-label="<?php echo esc_attr( $stagecraft_name ); ?>">
		<svg viewBox="0 0 140 140" width="140" height="140" aria-hidden="true" focusable="false">
			<circle class="stagecraft-chart__track" cx="70" cy="70" r="<?php echo esc_attr( (string) $stagecraft_radius ); ?>" fill="none" stroke-width="<?php echo (int) $stagecraft_width; ?>"/>
			<circle class="stagecraft-chart__value" cx="70" cy="70" r="<?php echo esc_attr( (string) $stagecraft_radius ); ?>" fill="none" stroke-width="<?php echo (int) $stagecraft_width; ?>" stroke-dasharray="<?php echo esc_attr( (string) $stagecraft_length ); ?>" stroke-dashoffset="<?php echo esc_attr( (string) $stagecraft_offset ); ?>" transform="rotate(-90 70 70)"/>
		</svg>
		<span class="stagecraft-chart__text" aria-hidden="true"><?php echo esc_html( $stagecraft_text ); ?></span>
	</span>
	<?php if ( '' !== $stagecraft_label ) : ?>
		<figcaption class="stagecraft-chart__label" aria-hidden="true"><?php echo esc_html( $stagecraft_label ); ?></figcaption>
	<?php endif; ?>
</figure>
