<?php
/**
 * Server render of stagecraft/portfolio-filters: a link to the whole portfolio and one to each
 * category with items; the current one marked. The script sorts the grid in place instead.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

use Stagecraft\Site\PortfolioPostType;

$stagecraft_terms = get_terms(
	array(
		'taxonomy'   => PortfolioPostType::TYPES,
		'hide_empty' => true,
	)
);
if ( ! is_array( $stagecraft_terms ) || array() === $stagecraft_terms ) {
	return;
}
$stagecraft_current = is_tax( PortfolioPostType::TYPES ) ? (string) get_queried_object()->slug : '';
$stagecraft_links   = array( '' => array( __( 'All', 'stagecraft' ), (string) get_post_type_archive_link( PortfolioPostType::NAME ) ) );
foreach ( $stagecraft_terms as $stagecraft_term ) {
	$stagecraft_link = get_term_link( $stagecraft_term );
	if ( is_string( $stagecraft_link ) ) {
		$stagecraft_links[ $stagecraft_term->slug ] = array( $stagecraft_term->name, $stagecraft_link );
	}
}
?>
<nav <?php echo get_block_wrapper_attributes( array( 'class' => 'stagecraft-portfolio-filters' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?> aria-label="<?php echo esc_attr__( 'Portfolio categories', 'stagecraft' ); ?>" data-taxonomy="<?php echo esc_attr( PortfolioPostType::TYPES ); ?>" data-scope="<?php echo esc_attr( $stagecraft_current ); ?>">
	<ul class="stagecraft-portfolio-filters__list">
		<?php foreach ( $stagecraft_links as $stagecraft_slug => list( $stagecraft_name, $stagecraft_url ) ) : ?>
			<li><a class="stagecraft-portfolio-filters__link" href="<?php echo esc_url( $stagecraft_url ); ?>" data-filter="<?php echo esc_attr( (string) $stagecraft_slug ); ?>"<?php echo (string) $stagecraft_slug === $stagecraft_current ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $stagecraft_name ); ?></a></li>
		<?php endforeach; ?>
	</ul>
	<p class="screen-reader-text" role="status"></p>
</nav>
