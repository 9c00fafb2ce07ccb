<?php
/**
 * Server render of stagecraft/module: the reserved box and the first slide.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_alias = (string) ( $attributes['alias'] ?? '' );
// Only what the first paint shows, from the object cache (a long module is not read whole).
$stagecraft_view = '' === $stagecraft_alias ? null : Stagecraft\Blocks\ModuleMarkupView::find( $stagecraft_alias );

if ( null === $stagecraft_view ) {
	// Visitors see nothing of a missing module; people who can fix it see why.
	if ( current_user_can( 'edit_posts' ) ) {
		printf(
			'<div %s><p class="stagecraft-module__notice">%s</p></div>',
			get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core.
			'' === $stagecraft_alias
				? esc_html__( 'Choose a module for this block.', 'stagecraft' )
				/* translators: %s: module alias */
				: esc_html( sprintf( __( 'The module "%s" does not exist or is not published.', 'stagecraft' ), $stagecraft_alias ) )
		);
	}
	return;
}

$stagecraft_wrapper = array();
if ( preg_match_all( '/([a-z-]+)="([^"]*)"/', get_block_wrapper_attributes(), $stagecraft_matches, PREG_SET_ORDER ) ) {
	foreach ( $stagecraft_matches as $stagecraft_match ) {
		$stagecraft_wrapper[ $stagecraft_match[1] ] = html_entity_decode( $stagecraft_match[2], ENT_QUOTES );
	}
}
echo Stagecraft\Blocks\ModuleMarkup::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	$stagecraft_view['module'],
	$stagecraft_wrapper,
	Stagecraft\Blocks\ModuleDataSource::from_attributes( $attributes, $stagecraft_view['module'] ),
	$stagecraft_view['features']
);
