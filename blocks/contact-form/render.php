<?php
/**
 * Server render of stagecraft/contact-form: the whole form, working without JavaScript.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_form = Stagecraft\Forms\ContactForm::find( (int) ( $attributes['formId'] ?? 0 ) );
if ( null === $stagecraft_form ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf( '<p class="stagecraft-form-notice">%s</p>', esc_html__( 'Choose a published contact form for this block.', 'stagecraft' ) );
	}
	return;
}
// The client finds the REST root where Contact Form 7's own script looks for it.
wp_add_inline_script(
	generate_block_asset_handle( 'stagecraft/contact-form', 'viewScript' ),
	'window.wpcf7 = window.wpcf7 || { api: { root: ' . wp_json_encode( esc_url_raw( get_rest_url() ) ) . ', namespace: "contact-form-7/v1" } };',
	'before'
);
echo '<div ' . get_block_wrapper_attributes() . '>' . Stagecraft\Forms\FormMarkup::render( $stagecraft_form ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- FormMarkup escapes every part.
