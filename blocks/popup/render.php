<?php
/**
 * Server render of stagecraft/popup: a closed, labelled <dialog> holding the saved inner blocks.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' markup.
 */

$stagecraft_popup_id = sanitize_key( (string) ( $attributes['popupId'] ?? '' ) );
if ( '' === $stagecraft_popup_id ) {
	$stagecraft_popup_id = substr( md5( (string) wp_json_encode( $attributes ) . $content ), 0, 8 );
}
$stagecraft_title   = (string) ( $attributes['title'] ?? '' );
$stagecraft_dom_id  = 'mfn-popup-' . $stagecraft_popup_id;
$stagecraft_wrapper = get_block_wrapper_attributes(
	array(
		'id'                    => $stagecraft_dom_id,
		'class'                 => 'stagecraft-popup',
		'data-stagecraft-popup' => '1',
		'data-popup-id'         => $stagecraft_popup_id,
		'data-display'          => (string) ( $attributes['display'] ?? 'on-start' ),
		'data-display-delay'    => (string) (float) ( $attributes['displayDelay'] ?? 3 ),
		'data-display-scroll'   => (string) (int) ( $attributes['displayScroll'] ?? 300 ),
		'data-display-element'  => (string) ( $attributes['displayElement'] ?? '' ),
		'data-cookie'           => (string) ( $attributes['cookie'] ?? 'one-time' ),
		'data-cookie-days'      => (string) (int) ( $attributes['cookieDays'] ?? 7 ),
		'data-hidedelay'        => (string) (float) ( $attributes['hideDelay'] ?? 0 ),
		'data-closebuttondelay' => (string) (float) ( $attributes['closeButtonDelay'] ?? 0 ),
		'data-blur'             => empty( $attributes['blur'] ) ? '0' : '1',
		'aria-labelledby'       => $stagecraft_dom_id . '-title',
	)
);
?>
<dialog <?php echo $stagecraft_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<button type="button" class="stagecraft-popup__close" data-popup-close aria-label="<?php esc_attr_e( 'Close', 'stagecraft' ); ?>"><span aria-hidden="true">&times;</span></button>
	<h2 class="stagecraft-popup__title" id="<?php echo esc_attr( $stagecraft_dom_id . '-title' ); ?>"><?php echo esc_html( '' !== $stagecraft_title ? $stagecraft_title : __( 'Popup', 'stagecraft' ) ); ?></h2>
	<div class="stagecraft-popup__content">
		<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- saved block markup. ?>
	</div>
</dialog>
