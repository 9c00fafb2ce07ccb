<?php
/**
 * Server render of stagecraft/site-header: logo, main and secondary menus (mega menus with
 * disclosure buttons), the side slide (mobile menu, burger sidebar, creative overlay or side
 * menu, by layout), the search overlay and the scroll-to-top button.
 *
 * The mobile breakpoint is a site setting, so its media queries are printed here, scoped to this
 * header; the right menu shows before any script runs (no layout shift).
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

use Stagecraft\Blocks\BlockAttributes;
use Stagecraft\Schema\SharedRules;
use Stagecraft\Site\ScreenClasses;
use Stagecraft\Site\SiteMenu;

$stagecraft_uid        = wp_unique_id( 'stagecraft-header-' );
$stagecraft_breakpoint = ScreenClasses::menu_breakpoint( (int) ( $attributes['mobileBreakpoint'] ?? ScreenClasses::default_menu_breakpoint() ) );
$stagecraft_logo_h     = min( SharedRules::STICKY_LOGO_MAX, max( SharedRules::STICKY_LOGO_MIN, (int) ( $attributes['stickyLogoHeight'] ?? BlockAttributes::default( ScreenClasses::HEADER_BLOCK, 'stickyLogoHeight' ) ) ) );
$stagecraft_menu       = (string) ( $attributes['menu'] ?? '' );
$stagecraft_secondary  = (string) ( $attributes['secondaryMenu'] ?? '' );
$stagecraft_has_second = SiteMenu::exists( $stagecraft_secondary );
$stagecraft_layout     = BlockAttributes::choice( ScreenClasses::HEADER_BLOCK, $attributes, 'layout' );
$stagecraft_creative   = ! empty( $attributes['creative'] ) || str_starts_with( $stagecraft_layout, 'creative' );
$stagecraft_submenus   = BlockAttributes::choice( ScreenClasses::HEADER_BLOCK, $attributes, 'submenuMode' );
$stagecraft_tabs       = ! empty( $attributes['menuTabs'] ) && $stagecraft_has_second;
// Only the classic and creative side layouts show the menu in the bar at full width; the script
// reads the answer from data-bar-menu.
$stagecraft_bar_menu  = in_array( $stagecraft_layout, array( 'classic', 'creative-side' ), true );
$stagecraft_logo_id   = (int) get_theme_mod( 'custom_logo', get_option( 'site_logo' ) );
$stagecraft_logo      = $stagecraft_logo_id ? wp_get_attachment_image_src( $stagecraft_logo_id, 'full' ) : false;
$stagecraft_retina    = (string) ( $attributes['retinaLogo'] ?? '' );
$stagecraft_slide_id  = $stagecraft_uid . '-slide';
$stagecraft_search_id = $stagecraft_uid . '-search-overlay';
$stagecraft_extra     = array(
	'id'                     => $stagecraft_uid,
	'class'                  => 'stagecraft-header stagecraft-header--' . $stagecraft_layout,
	'data-stagecraft-header' => '1',
	'data-layout'            => $stagecraft_layout,
	'data-sticky'            => empty( $attributes['sticky'] ) ? '0' : '1',
	'data-creative'          => $stagecraft_creative ? '1' : '0',
	'data-logo-height'       => (string) $stagecraft_logo_h,
	'data-mobile-breakpoint' => (string) $stagecraft_breakpoint,
	'data-bar-menu'          => $stagecraft_bar_menu ? '1' : '0',
);
if ( ! empty( $attributes['sticky'] ) ) {
	// Hash scrolls leave room for what carries this marker.
	$stagecraft_extra['data-stagecraft-sticky'] = '1';
}
$stagecraft_wrapper = get_block_wrapper_attributes( $stagecraft_extra );
ScreenClasses::use_menu_breakpoint( $stagecraft_breakpoint );
$stagecraft_sel = '#' . $stagecraft_uid;

/**
 * The slide's menu list for the chosen submenu mode.
 *
 * @param string $menu Menu slug.
 * @param string $id   List id.
 * @param string $mode nested, toggle or replace.
 */
$stagecraft_slide_menu = static function ( string $menu, string $id, string $mode ): string {
	return SiteMenu::render( $menu, $id, 'nested' === $mode ? -1 : 1 );
};
ob_start();
?>@media (max-width: <?php echo (int) ( $stagecraft_breakpoint - 1 ); ?>px) {
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__nav, <?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__secondary { display: none; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__toggle { display: inline-flex; }
}
<?php if ( 'creative-side' === $stagecraft_layout ) : ?>
@media (min-width: <?php echo (int) $stagecraft_breakpoint; ?>px) {
	body { padding-left: var(--stagecraft-creative-width, 250px); }
	<?php echo esc_html( $stagecraft_sel ); ?> { position: fixed; top: var(--wp-admin--admin-bar--height, 0px); bottom: 0; left: 0; width: var(--stagecraft-creative-width, 250px); z-index: 100; margin: 0 !important; max-width: none; flex-direction: column; align-items: stretch; justify-content: flex-start; overflow-y: auto; padding: 1.5rem; box-sizing: border-box; box-shadow: 1px 0 0 rgb(0 0 0 / 10%); }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-menu { flex-direction: column; gap: 0.5rem; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-menu > li { flex-wrap: wrap; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-menu > li > a { flex: 1; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-menu .sub-menu { position: static; flex-basis: 100%; box-shadow: none; padding: 0 0 0 1rem; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-menu > li.mega-menu > .sub-menu { display: block; padding: 0 0 0 1rem; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-menu > li > .sub-menu:not(.is-open) { display: none; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__nav:not(.is-enhanced) .stagecraft-menu > li:focus-within > .sub-menu { display: block; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__actions { flex: none; margin: 1rem 0 0; }
}
<?php endif; ?>
<?php if ( ! $stagecraft_bar_menu ) : ?>
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__nav, <?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__secondary { display: none; }
	<?php echo esc_html( $stagecraft_sel ); ?> .stagecraft-header__toggle { display: inline-flex; }
<?php endif; ?>
<?php
$stagecraft_css = (string) ob_get_clean();
// Block themes render the template before wp_head, so the rules can go to the head with the
// block's stylesheet and apply from the first paint; printed in place when the head is out.
if ( ! did_action( 'wp_head' ) && wp_style_is( 'stagecraft-site-header-style', 'registered' ) ) {
	wp_add_inline_style( 'stagecraft-site-header-style', $stagecraft_css );
} else {
	echo '<style>' . $stagecraft_css . '</style>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped parts.
}
?>
<div <?php echo $stagecraft_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<a class="stagecraft-header__brand" href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home">
		<?php if ( $stagecraft_logo ) : ?>
			<img class="stagecraft-header__logo" src="<?php echo esc_url( $stagecraft_logo[0] ); ?>" width="<?php echo (int) $stagecraft_logo[1]; ?>" height="<?php echo (int) $stagecraft_logo[2]; ?>" alt="<?php echo esc_attr( get_bloginfo( 'name' ) ); ?>"<?php echo '' === $stagecraft_retina ? '' : ' data-retina="' . esc_url( $stagecraft_retina ) . '"'; ?>>
		<?php else : ?>
			<span class="stagecraft-header__title"><?php echo esc_html( get_bloginfo( 'name' ) ); ?></span>
		<?php endif; ?>
	</a>
	<?php if ( $stagecraft_bar_menu ) : ?>
		<nav class="stagecraft-header__nav" aria-label="<?php esc_attr_e( 'Main', 'stagecraft' ); ?>" data-stagecraft-disclosure-nav>
			<?php echo SiteMenu::render( $stagecraft_menu, $stagecraft_uid . '-menu', 0 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core menu markup. ?>
		</nav>
		<?php if ( $stagecraft_has_second ) : ?>
			<nav class="stagecraft-header__secondary" aria-label="<?php esc_attr_e( 'Secondary', 'stagecraft' ); ?>">
				<?php echo SiteMenu::render( $stagecraft_secondary, $stagecraft_uid . '-secondary' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core menu markup. ?>
			</nav>
		<?php endif; ?>
	<?php endif; ?>
	<?php // Laid out right to left (row-reverse): the button that arrives first never moves when the next one streams in. ?>
	<div class="stagecraft-header__actions">
		<button type="button" class="stagecraft-header__toggle" aria-expanded="false" aria-controls="<?php echo esc_attr( $stagecraft_slide_id ); ?>">
			<span class="stagecraft-header__burger" aria-hidden="true"></span>
			<span class="stagecraft-header__toggle-label"><?php esc_html_e( 'Menu', 'stagecraft' ); ?></span>
		</button>
		<?php if ( ! empty( $attributes['searchOverlay'] ) ) : ?>
			<button type="button" class="stagecraft-header__search" aria-haspopup="dialog" aria-expanded="false" aria-controls="<?php echo esc_attr( $stagecraft_search_id ); ?>">
				<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="m15.5 15.5 5 5" stroke="currentColor" stroke-width="2"/></svg>
				<span class="screen-reader-text"><?php esc_html_e( 'Search', 'stagecraft' ); ?></span>
			</button>
		<?php endif; ?>
	</div>
	<div class="stagecraft-side-slide stagecraft-side-slide--<?php echo esc_attr( $stagecraft_layout ); ?>" id="<?php echo esc_attr( $stagecraft_slide_id ); ?>" data-submenus="<?php echo esc_attr( $stagecraft_submenus ); ?>" data-close-ms="<?php echo 'side' === $stagecraft_layout ? '310' : '300'; ?>" hidden>
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
			<div class="stagecraft-side-slide__area" data-area="menu">
				<?php if ( $stagecraft_tabs ) : ?>
					<div class="stagecraft-side-slide__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Menus', 'stagecraft' ); ?>">
						<button type="button" role="tab" id="<?php echo esc_attr( $stagecraft_uid . '-tab-main' ); ?>" aria-selected="true" aria-controls="<?php echo esc_attr( $stagecraft_uid . '-panel-main' ); ?>"><?php esc_html_e( 'Main menu', 'stagecraft' ); ?></button>
						<button type="button" role="tab" id="<?php echo esc_attr( $stagecraft_uid . '-tab-secondary' ); ?>" aria-selected="false" tabindex="-1" aria-controls="<?php echo esc_attr( $stagecraft_uid . '-panel-secondary' ); ?>"><?php esc_html_e( 'More', 'stagecraft' ); ?></button>
					</div>
				<?php endif; ?>
				<nav class="stagecraft-side-menu" aria-label="<?php esc_attr_e( 'Mobile', 'stagecraft' ); ?>"<?php echo $stagecraft_tabs ? ' role="tabpanel" id="' . esc_attr( $stagecraft_uid . '-panel-main' ) . '" aria-labelledby="' . esc_attr( $stagecraft_uid . '-tab-main' ) . '"' : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in place. ?>>
					<?php if ( 'replace' === $stagecraft_submenus ) : ?>
						<ol class="stagecraft-side-menu__breadcrumb" aria-label="<?php esc_attr_e( 'Submenu path', 'stagecraft' ); ?>" hidden></ol>
					<?php endif; ?>
					<?php echo $stagecraft_slide_menu( $stagecraft_menu, $stagecraft_uid . '-mobile-menu', $stagecraft_submenus ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core menu markup. ?>
				</nav>
				<?php if ( $stagecraft_has_second ) : ?>
					<nav class="stagecraft-side-menu stagecraft-side-menu--secondary" aria-label="<?php esc_attr_e( 'Secondary', 'stagecraft' ); ?>"<?php echo $stagecraft_tabs ? ' role="tabpanel" hidden id="' . esc_attr( $stagecraft_uid . '-panel-secondary' ) . '" aria-labelledby="' . esc_attr( $stagecraft_uid . '-tab-secondary' ) . '"' : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in place. ?>>
						<?php echo SiteMenu::render( $stagecraft_secondary, $stagecraft_uid . '-mobile-secondary' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core menu markup. ?>
					</nav>
				<?php endif; ?>
			</div>
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
					<?php foreach ( SiteMenu::languages() as $stagecraft_lang ) : ?>
						<li><a href="<?php echo esc_url( $stagecraft_lang['url'] ); ?>" hreflang="<?php echo esc_attr( str_replace( '_', '-', $stagecraft_lang['code'] ) ); ?>"<?php echo $stagecraft_lang['current'] ? ' aria-current="true"' : ''; ?>><?php echo esc_html( $stagecraft_lang['label'] ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
	</div>
</div>
<?php if ( ! empty( $attributes['searchOverlay'] ) ) : ?>
	<dialog class="stagecraft-search-overlay" id="<?php echo esc_attr( $stagecraft_search_id ); ?>" aria-labelledby="<?php echo esc_attr( $stagecraft_search_id . '-title' ); ?>">
		<div class="stagecraft-search-overlay__inner">
			<h2 class="stagecraft-search-overlay__title" id="<?php echo esc_attr( $stagecraft_search_id . '-title' ); ?>"><?php esc_html_e( 'Search the site', 'stagecraft' ); ?></h2>
			<form role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
				<label class="screen-reader-text" for="<?php echo esc_attr( $stagecraft_search_id . '-s' ); ?>"><?php esc_html_e( 'Search for', 'stagecraft' ); ?></label>
				<input type="search" id="<?php echo esc_attr( $stagecraft_search_id . '-s' ); ?>" name="s" required placeholder="<?php esc_attr_e( 'Type and press Enter', 'stagecraft' ); ?>">
				<button type="submit"><?php esc_html_e( 'Search', 'stagecraft' ); ?></button>
			</form>
			<button type="button" class="stagecraft-search-overlay__close" data-close-panel aria-label="<?php esc_attr_e( 'Close search', 'stagecraft' ); ?>"><span aria-hidden="true">&times;</span></button>
		</div>
	</dialog>
<?php endif; ?>
<?php if ( ! empty( $attributes['backToTop'] ) ) : ?>
	<button type="button" class="stagecraft-back-to-top" data-stagecraft-back-to-top>
		<span aria-hidden="true">&uarr;</span>
		<span class="screen-reader-text"><?php esc_html_e( 'Back to top', 'stagecraft' ); ?></span>
	</button>
<?php endif; ?>
