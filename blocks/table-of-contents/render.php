<?php
/**
 * Server render of stagecraft/table-of-contents: the headings (levels 2 and 3) of the current
 * post that carry an id, as a list under a disclosure button. Printed in full on the server, so
 * nothing moves when the script arrives; src/site/scroll-helpers.ts adds the toggle and scrolling.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_post = get_post();
if ( ! $stagecraft_post instanceof WP_Post ) {
	return;
}
preg_match_all( '/<h([23])\b[^>]*\bid="([^"]+)"[^>]*>(.*?)<\/h\1>/is', $stagecraft_post->post_content, $stagecraft_found, PREG_SET_ORDER );
if ( ! $stagecraft_found ) {
	return;
}
$stagecraft_id    = wp_unique_id( 'stagecraft-toc-' );
$stagecraft_open  = ! isset( $attributes['startOpen'] ) || ! empty( $attributes['startOpen'] );
$stagecraft_title = trim( (string) ( $attributes['title'] ?? '' ) );
$stagecraft_wrap  = get_block_wrapper_attributes(
	array(
		'class'               => 'stagecraft-toc',
		'data-stagecraft-toc' => '1',
		'aria-labelledby'     => $stagecraft_id . '-toggle',
	)
);
?>
<nav <?php echo $stagecraft_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<button type="button" class="stagecraft-toc__toggle" id="<?php echo esc_attr( $stagecraft_id . '-toggle' ); ?>" aria-expanded="<?php echo $stagecraft_open ? 'true' : 'false'; ?>" aria-controls="<?php echo esc_attr( $stagecraft_id . '-list' ); ?>"><?php echo esc_html( '' === $stagecraft_title ? __( 'Table of contents', 'stagecraft' ) : $stagecraft_title ); ?></button>
	<ol class="stagecraft-toc__list" id="<?php echo esc_attr( $stagecraft_id . '-list' ); ?>"<?php echo $stagecraft_open ? '' : ' hidden'; ?>>
		<?php foreach ( $stagecraft_found as $stagecraft_heading ) : ?>
			<li class="stagecraft-toc__item stagecraft-toc__item--h<?php echo (int) $stagecraft_heading[1]; ?>"><a href="#<?php echo esc_attr( html_entity_decode( $stagecraft_heading[2] ) ); ?>"><?php echo esc_html( wp_strip_all_tags( html_entity_decode( $stagecraft_heading[3] ) ) ); ?></a></li>
		<?php endforeach; ?>
	</ol>
</nav>
