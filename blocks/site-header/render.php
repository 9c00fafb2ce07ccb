<?php
/**
 * Server render of stagecraft/site-header: logo, main menu and the mobile side slide.
 *
 * The mobile breakpoint is a site setting, so its media query is printed here, scoped to this
 * header; the right menu shows before any script runs (no layout shift).
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_uid        = wp_unique_id( 'stagecraft-header-' );
$stagecraft_breakpoint = max( 320, (int) ( $attributes['mobileBreakpoint'] ?? 1240 ) );
$stagecraft_logo_h     = min( 110, max( 35, (int) ( $attributes['stickyLogoHeight'] ?? 60 ) ) );
$stagecraft_menu       = (string) ( $attributes['menu'] ?? '' );
$stagecraft_logo_id    = (int) get_theme_mod( 'custom_logo', get_option( 'site_logo' ) );
$stagecraft_logo       = $stagecraft_logo_id ? wp_get_attachment_image_src( $stagecraft_logo_id, 'full' ) : false;
$stagecraft_retina     = (string) ( $attributes['retinaLogo'] ?? '' );
$stagecraft_extra      = array(
	'id'                     => $stagecraft_uid,
	'class'                  => 'stagecraft-header',
	'data-stagecraft-header' => '1',
	'data-sticky'            => empty( $attributes['sticky'] ) ? '0' : '1',
	'data-creative'          => empty( $attributes['creative'] ) ? '0' : '1',
	'data-logo-height'       => (string) $stagecraft_logo_h,
	'data-mobile-breakpoint' => (string) $stagecraft_breakpoint,
);
if ( ! empty( $attributes['sticky'] ) ) {
	// Hash scrolls leave room for what carries this marker.
	$stagecraft_extra['data-stagecraft-sticky'] = '1';
}
$stagecraft_wrapper = get_block_wrapper_attributes( $stagecraft_extra );
?>
<style>
@media (max-width: <?php echo (int) ( $stagecraft_breakpoint - 1 ); ?>px) {
	#<?php echo esc_attr( $stagecraft_uid ); ?> .stagecraft-header__nav { display: none; }
	#<?php echo esc_attr( $stagecraft_uid ); ?> .stagecraft-header__toggle { display: inline-flex; }
}
</style>
<div <?php echo $stagecraft_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<a class="stagecraft-header__brand" href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home">
		<?php if ( $stagecraft_logo ) : ?>
			<img class="stagecraft-header__logo" src="<?php echo esc_url( $stagecraft_logo[0] ); ?>" width="<?php echo (int) $stagecraft_logo[1]; ?>" height="<?php echo (int) $stagecraft_logo[2]; ?>" alt="<?php echo esc_attr( get_bloginfo( 'name' ) ); ?>"<?php echo '' === $stagecraft_retina ? '' : ' data-retina="' . esc_url( $stagecraft_retina ) . '"'; ?>>
		<?php else : ?>
			<span class="stagecraft-header__title"><?php echo esc_html( get_bloginfo( 'name' ) ); ?></span>
		<?php endif; ?>
	</a>
	<nav class="stagecraft-header__nav" aria-label="<?php esc_attr_e( 'Main', 'stagecraft' ); ?>">
		<?php echo Stagecraft\Site\SiteMenu::render( $stagecraft_menu, $stagecraft_uid . '-menu' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core menu markup. ?>
	</nav>
	<button type="button" class="stagecraft-header__toggle" aria-expanded="false" aria-controls="<?php echo esc_attr( $stagecraft_uid . '-slide' ); ?>">
		<span class="stagecraft-header__burger" aria-hidden="true"></span>
		<span class="stagecraft-header__toggle-label"><?php esc_html_e( 'Menu', 'stagecraft' ); ?></span>
	</button>
	<div class="stagecraft-side-slide" id="<?php echo esc_attr( $stagecraft_uid . '-slide' ); ?>" hidden>
		<div class="stagecraft-side-slide__overlay" data-close-slide></div>
		<div class="stagecraft-side-slide__panel" role="dialog" aria-modal="true" aria-label="<?php esc_attr_e( 'Menu', 'stagecraft' ); ?>">
			<div class="stagecraft-side-slide__tools">
				<?php if ( ! empty( $attributes['showSearch'] ) ) : ?>
					<button type="button" class="stagecraft-side-slide__tool" data-show-area="search" aria-expanded="false" aria-controls="<?php echo esc_attr( $stagecraft_uid . '-search' ); ?>"><?php esc_html_e( 'Search', 'stagecraft' ); ?></button>
				<?php endif; ?>
				<?php if ( ! empty( $attributes['showLanguages'] ) ) : ?>
					<button type="button" class="stagecraft-side-slide__tool" data-show-area="lang" aria-expanded="false" aria-controls="<?php echo esc_attr( $stagecraft_uid . '-lang' ); ?>"><?php esc_html_e( 'Language', 'stagecraft' ); ?></button>
				<?php endif; ?>
				<button type="button" class="stagecraft-side-slide__close" data-close-slide aria-label="<?php esc_attr_e( 'Close menu', 'stagecraft' ); ?>"><span aria-hidden="true">&times;</span></button>
			</div>
			<nav class="stagecraft-side-slide__area" data-area="menu" aria-label="<?php esc_attr_e( 'Mobile', 'stagecraft' ); ?>">
				<?php echo Stagecraft\Site\SiteMenu::render( $stagecraft_menu, $stagecraft_uid . '-mobile-menu' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core menu markup. ?>
			</nav>
			<?php if ( ! empty( $attributes['showSearch'] ) ) : ?>
				<div class="stagecraft-side-slide__area" data-area="search" id="<?php echo esc_attr( $stagecraft_uid . '-search' ); ?>" hidden>
					<form role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
						<label for="<?php echo esc_attr( $stagecraft_uid . '-s' ); ?>"><?php esc_html_e( 'Search the site', 'stagecraft' ); ?></label>
						<input type="search" id="<?php echo esc_attr( $stagecraft_uid . '-s' ); ?>" name="s">
						<button type="submit"><?php esc_html_e( 'Search', 'stagecraft' ); ?></button>
					</form>
				</div>
			<?php endif; ?>
			<?php if ( ! empty( $attributes['showLanguages'] ) ) : ?>
				<ul class="stagecraft-side-slide__area" data-area="lang" id="<?php echo esc_attr( $stagecraft_uid . '-lang' ); ?>" hidden>
					<?php foreach ( Stagecraft\Site\SiteMenu::languages() as $stagecraft_lang ) : ?>
						<li><a href="<?php echo esc_url( $stagecraft_lang['url'] ); ?>" hreflang="<?php echo esc_attr( str_replace( '_', '-', $stagecraft_lang['code'] ) ); ?>"<?php echo $stagecraft_lang['current'] ? ' aria-current="true"' : ''; ?>><?php echo esc_html( $stagecraft_lang['label'] ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
	</div>
</div>
