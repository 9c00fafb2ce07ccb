<?php
/**
 * Server render of stagecraft/progress-icons: the row with its lit icons lit, named "4 of 5".
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_count = max( 1, min( 20, (int) ( $attributes['count'] ?? 5 ) ) );
$stagecraft_value = max( 0, min( $stagecraft_count, (int) ( $attributes['value'] ?? 0 ) ) );
$stagecraft_paths = array(
	'star'   => 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z',
	'circle' => 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
	'check'  => 'M9.5 16.6L4.9 12l-1.4 1.4 6 6L20.5 8.4 19.1 7z',
);
$stagecraft_icon  = (string) ( $attributes['icon'] ?? 'star' );
$stagecraft_path  = $stagecraft_paths[ $stagecraft_icon ] ?? $stagecraft_paths['star'];
$stagecraft_label = (string) ( $attributes['label'] ?? '' );
/* translators: 1: icons lit, 2: icons in all, e.g. "4 of 5" */
$stagecraft_name = sprintf( __( '%1$d of %2$d', 'stagecraft' ), $stagecraft_value, $stagecraft_count );
$stagecraft_name = '' !== $stagecraft_label ? $stagecraft_label . ': ' . $stagecraft_name : $stagecraft_name;
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-progress-icons' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?> role="img" aria-label="<?php echo esc_attr( $stagecraft_name ); ?>">
	<?php if ( '' !== $stagecraft_label ) : ?>
		<span class="stagecraft-progress-icons__label" aria-hidden="true"><?php echo esc_html( $stagecraft_label ); ?></span>
	<?php endif; ?>
	<?php for ( $stagecraft_i = 0; $stagecraft_i < $stagecraft_count; $stagecraft_i++ ) : ?>
		<svg class="stagecraft-progress-icons__icon<?php echo $stagecraft_i < $stagecraft_value ? ' is-lit' : ''; ?>" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="<?php echo esc_attr( $stagecraft_path ); ?>"/></svg>
	<?php endfor; ?>
</div>
